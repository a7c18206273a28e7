/**
 * 'Continue with Facebook' and what its tap does, loaded by the login form only in a build with a Facebook app
 * (VITE_FACEBOOK_APP_ID), so no other build or screen carries it.
 */
import { useId, useState } from 'react';
import { ApiError, messageOf } from '../../api/errors';
import { FACEBOOK_LINK_REQUIRED_CODE } from '../../api/endpoints';
import { t } from '../../i18n';
import { store } from '../../lib/store';
import { loginWithFacebook } from './api';
import { facebookSignIn, FacebookSignInError, type FacebookAuth, type FacebookSignIn } from './facebook';
import { m } from './messages';
import { signIn } from './session';
import './facebook.css';

interface FacebookButtonProps {
  /** The SDK by default; tests may hand another implementation. */
  facebook?: FacebookSignIn | undefined;
  busy: boolean;
  run: (work: () => Promise<void>) => Promise<void>;
  onSignedIn: () => void;
  /** First time: the server wants the mobile (and its OTP) this Facebook account is to be linked to. */
  onLinkRequired: (auth: FacebookAuth) => void;
}

export default function FacebookButton({ facebook = facebookSignIn ?? undefined, busy, run, onSignedIn, onLinkRequired }: FacebookButtonProps) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  if (!facebook) return null;
  const provider = facebook;

  const continueWithFacebook = () =>
    run(async () => {
      setError(null);
      try {
        const auth = await provider.signIn();
        try {
          await signIn(store, await loginWithFacebook({ facebookUserAccessToken: auth.accessToken, facebookUserId: auth.userId }));
          onSignedIn();
        } catch (failure) {
          if (!(failure instanceof ApiError) || failure.errorCode !== FACEBOOK_LINK_REQUIRED_CODE) throw failure;
          onLinkRequired(auth);
        }
      } catch (failure) {
        // Closing Facebook's dialog is the customer's choice, not an error.
        if (failure instanceof FacebookSignInError && failure.cancelled) return;
        setError(messageOf(failure));
      }
    });

  return (
    <>
      <p className="login-form__or" aria-hidden="true">
        {t(m.or)}
      </p>
      <button
        type="button"
        className="button button--ghost button--block button--facebook"
        disabled={busy}
        aria-busy={busy}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void continueWithFacebook()}
      >
        <FacebookLogo />
        {t(m.continueWithFacebook)}
      </button>
      {error && (
        <p id={errorId} className="form__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** Facebook's 'f' mark (SVG: no icon font to wait for). */
export function FacebookLogo() {
  return (
    <svg className="facebook-logo" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#0866FF" />
      <path
        fill="#fff"
        d="M15.12 15.47 15.65 12h-3.33V9.75c0-.95.46-1.87 1.95-1.87h1.51V4.93s-1.37-.23-2.68-.23c-2.74 0-4.53 1.66-4.53 4.66V12H5.53v3.47h3.04V24a12.1 12.1 0 0 0 3.75 0v-8.53h2.8Z"
      />
    </svg>
  );
}

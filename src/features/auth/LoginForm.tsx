import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, messageOf } from '../../api/errors';
import { useBusy } from '../../lib/useBusy';
import { useCountdown } from '../../lib/useCountdown';
import { DIAL_CODE, OTP_LENGTH, OTP_RESEND_SECONDS } from '../../config/constants';
import { MSG, SPEC } from '../../config/messages';
import { t } from '../../i18n';
import { store } from '../../lib/store';
import { notify } from '../../lib/toast';
import { MobileInput } from '../../ui/MobileInput';
import { digitsOnly, isOtpComplete, isValidMobile } from '../../lib/validation';
import { FACEBOOK_APP_ID } from '../../config/env';
import { loginWithFacebook, requestOtp, verifyOtp } from './api';
import type { FacebookAuth, FacebookSignIn } from './facebook';
import { m } from './messages';
import { signIn } from './session';
import { useWebOtp } from './useWebOtp';

/** Only a build with a Facebook app loads the button (and the SDK loader behind it). */
const FacebookButton = lazy(() => import('./FacebookButton'));

/** HTTP statuses whose message says more than "invalid OTP": locked out, expired, too many requests. */
const TELLING_STATUSES = new Set([423, 429]);


/**
 * `facebook`: how 'Continue with Facebook' gets a token: the SDK by default, offered only when the build has a
 * Facebook app (VITE_FACEBOOK_APP_ID); another implementation shows the button whatever the build; null hides it.
 */
export function LoginForm({ onSignedIn, facebook }: { onSignedIn: () => void; facebook?: FacebookSignIn | null }) {
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const { busy, run } = useBusy();
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const resend = useCountdown();
  /** Set while a first Facebook sign-in waits for the mobile it will be linked to (proved by OTP). */
  const [facebookLink, setFacebookLink] = useState<FacebookAuth | null>(null);
  const ids = { mobile: useId(), mobileError: useId(), otp: useId(), otpError: useId(), facebookNote: useId() };
  const offerFacebook = facebook !== null && (facebook !== undefined || FACEBOOK_APP_ID !== undefined);
  // The code from the SMS fills the field by itself where the phone can read it for us.
  useWebOtp(otpSent, (code) => setOtp(digitsOnly(code, OTP_LENGTH)));

  // The Facebook button is gone once the link step shows: keyboard and screen-reader focus moves to the mobile.
  const linking = facebookLink !== null;
  useEffect(() => {
    if (linking) document.getElementById(ids.mobile)?.focus();
  }, [linking, ids.mobile]);

  function leaveFacebookLink() {
    setFacebookLink(null);
    setOtpSent(false);
    setOtp('');
    setOtpError(null);
    setMobileError(null);
  }

  async function sendOtp() {
    if (!isValidMobile(mobile)) {
      setMobileError(t(SPEC.invalidMobile));
      return;
    }
    setMobileError(null);
    await run(async () => {
      try {
        const message = await requestOtp(mobile);
        notify.success(t(SPEC.otpSentTitle), { description: message });
        setOtpSent(true);
        setOtp('');
        setOtpError(null);
        resend.start(OTP_RESEND_SECONDS);
      } catch (error) {
        // One message at a time: the reason no new code came replaces the old code's error.
        setOtpError(null);
        setMobileError(messageOf(error));
      }
    });
  }

  async function verify() {
    if (!isOtpComplete(otp)) {
      setOtpError(t(SPEC.otpImproper));
      return;
    }
    setOtpError(null);
    await run(async () => {
      try {
        const credentials = facebookLink
          ? await loginWithFacebook({
              facebookUserAccessToken: facebookLink.accessToken,
              facebookUserId: facebookLink.userId,
              mobileNumber: mobile,
              oneTimePassword: otp,
            })
          : await verifyOtp(mobile, otp);
        await signIn(store, credentials);
        onSignedIn();
      } catch (error) {
        // Linking Facebook can fail for reasons of its own (token expired, number linked elsewhere): say them.
        const telling =
          !(error instanceof ApiError) ||
          TELLING_STATUSES.has(error.status) ||
          error.message.includes('expired') ||
          (facebookLink !== null && error.message !== MSG.otpInvalid);
        setOtpError(telling ? messageOf(error) : t(SPEC.otpInvalid));
      }
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void (otpSent ? verify() : sendOtp());
  }

  return (
    <form className="form login-form" onSubmit={submit} noValidate aria-describedby={facebookLink ? ids.facebookNote : undefined}>
      {facebookLink && (
        <p id={ids.facebookNote} className="notice facebook-link__note" role="status">
          <span>{t(m.facebookLinkNote)}</span>
        </p>
      )}
      <label htmlFor={ids.mobile} className="form__label">
        {t(m.mobileNumber)}
      </label>
      <MobileInput
        id={ids.mobile}
        autoFocus
        value={mobile}
        readOnly={otpSent}
        aria-invalid={mobileError !== null}
        aria-describedby={mobileError ? ids.mobileError : undefined}
        onChange={setMobile}
      />
      {mobileError && (
        <p id={ids.mobileError} className="form__error" role="alert">
          {mobileError}
        </p>
      )}

      {otpSent && (
        <>
          <label htmlFor={ids.otp} className="form__label">
            {t(m.codeSentTo, { mobile: `${DIAL_CODE} ${mobile}` })}
          </label>
          <input
            id={ids.otp}
            className="input input--otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            autoFocus
            aria-invalid={otpError !== null}
            aria-describedby={otpError ? ids.otpError : undefined}
            onChange={(event) => setOtp(digitsOnly(event.target.value, OTP_LENGTH))}
          />
          {otpError && (
            <p id={ids.otpError} className="form__error" role="alert">
              {otpError}
            </p>
          )}
        </>
      )}

      <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
        {t(otpSent ? m.verify : m.getOtp)}
      </button>
      {offerFacebook && !facebookLink && !otpSent && (
        // The slot keeps its height while the button's code arrives, so nothing below it jumps.
        <Suspense fallback={<div style={{ minHeight: 94 }} aria-hidden="true" />}>
          <FacebookButton
            facebook={facebook ?? undefined}
            busy={busy}
            run={run}
            onSignedIn={onSignedIn}
            onLinkRequired={(auth) => {
              // First time: the customer proves a mobile by OTP, and the server links the two.
              setMobileError(null);
              setFacebookLink(auth);
            }}
          />
        </Suspense>
      )}
      {facebookLink && !otpSent && (
        <button type="button" className="link-button" disabled={busy} onClick={leaveFacebookLink}>
          {t(m.cancelFacebook)}
        </button>
      )}
      {otpSent && (
        <div className="form__row">
          <button type="button" className="link-button" disabled={busy} onClick={() => setOtpSent(false)}>
            {t(m.changeNumber)}
          </button>
          <button type="button" className="link-button" disabled={busy || resend.secondsLeft > 0} onClick={() => void sendOtp()}>
            {resend.secondsLeft > 0 ? t(m.resendIn, { seconds: resend.secondsLeft }) : t(m.resendOtp)}
          </button>
        </div>
      )}
    </form>
  );
}

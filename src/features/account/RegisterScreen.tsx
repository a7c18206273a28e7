import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Credentials, UserProfile } from '../../api/contract';
import { ApiError, messageOf } from '../../api/errors';
import { DIAL_CODE, OTP_LENGTH, OTP_RESEND_SECONDS } from '../../config/constants';
import { BRAND_NAME } from '../../config/env';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import { store } from '../../lib/store';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { useCountdown } from '../../lib/useCountdown';
import { digitsOnly, isValidMobile } from '../../lib/validation';
import { Dialog } from '../../ui/Dialog';
import { MobileInput } from '../../ui/MobileInput';
import { encodeCredential, isAuthenticatedAtom, requestOtp, showEditProfileModalAtom, signIn, userAtom, verifyOtp } from '../auth';
import { isMobileRegistered, saveProfile } from './api';
import { DEFAULT_USER_IMAGE_URL } from './defaults';
import { ImageField } from './ImageField';
import { m } from './messages';
import { InlineError, ProfileFields, describedBy, fieldId } from './ProfileFields';
import { checkRegistration, formFromProfile, toProfileRequest } from './profileForm';
import { useProfileForm } from './useProfileForm';
import './account.css';

/** HTTP statuses whose message says more than "invalid OTP" (as at sign-in): locked out, too many tries. */
const TELLING_STATUSES = new Set([423, 429]);

function otpFailure(error: unknown): string {
  const telling = !(error instanceof ApiError) || TELLING_STATUSES.has(error.status) || error.message.includes('expired');
  return telling ? messageOf(error) : t(SPEC.otpInvalid);
}

/** The success dialog of SPEC 4: the new customer's picture, a welcome, and OK, which reloads the app at /. */
function Registered({ profile }: { profile: UserProfile }) {
  return (
    <Dialog open title={t(SPEC.success)} onClose={() => window.location.assign('/')} className="dialog--message">
      <div className="registered">
        <img className="registered__image" src={profile.userImage ?? DEFAULT_USER_IMAGE_URL} alt={t(m.profilePicture)} width="96" height="96" />
        <p className="registered__name">{t(m.welcomeNew, { brand: BRAND_NAME, name: profile.fullName })}</p>
        <p role="status">{t(m.accountReady)}</p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" autoFocus onClick={() => window.location.assign('/')}>
          {t(m.ok)}
        </button>
      </div>
    </Dialog>
  );
}

/** /add-customer (SPEC 2, 4): details, GET OTP for a number not yet registered, then verify, upload and save. */
export function RegisterScreen() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const user = useAtomValue(userAtom);
  const openEditProfile = useSetAtom(showEditProfileModalAtom);
  const { base, form, error, setError, show, change, image, setImage, uploadChosen } = useProfileForm(() => formFromProfile(null));
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  // Kept once the OTP is verified (the code is used up): a retry after a failed upload or save goes on from there.
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [done, setDone] = useState<UserProfile | null>(null);
  const resend = useCountdown();
  const { busy, run } = useBusy();

  async function getOtp() {
    if (!isValidMobile(form.mobile)) {
      show({ field: 'mobile', message: t(SPEC.invalidMobile) });
      return;
    }
    setError(null);
    await run(async () => {
      try {
        // SPEC 4: a number already registered gets no OTP.
        if (await isMobileRegistered(form.mobile)) {
          show({ field: 'mobile', message: t(SPEC.alreadyRegistered) });
          return;
        }
        const message = await requestOtp(form.mobile);
        notify.success(t(SPEC.otpSentTitle), { description: message });
        setOtpSent(true);
        setOtp('');
        resend.start(OTP_RESEND_SECONDS);
      } catch (failure) {
        notify.error(messageOf(failure));
      }
    });
  }

  function changeNumber() {
    setOtpSent(false);
    setOtp('');
    setCredentials(null);
    setError(null);
    queueMicrotask(() => document.getElementById(fieldId(base, 'mobile'))?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Enter before the code was sent asks for it, as GET OTP does: Register is not enabled yet (SPEC 4).
    if (!otpSent) return getOtp();
    if (!show(checkRegistration(form, otp, Date.now()))) return;
    await run(async () => {
      let verified = credentials;
      if (!verified) {
        try {
          verified = await verifyOtp(form.mobile, otp);
          setCredentials(verified);
        } catch (failure) {
          show({ field: 'otp', message: otpFailure(failure) });
          return;
        }
      }
      try {
        const credential = encodeCredential(verified);
        const userImageUrl = await uploadChosen(credential);
        const saved = await saveProfile(toProfileRequest(form, userImageUrl), credential);
        setDone(saved.profile); // before signing in, so the screen never shows "signed in already" in between
        await signIn(store, verified);
      } catch (failure) {
        notify.error(messageOf(failure)); // SPEC 8: upload and save failures are notifications
      }
    });
  }

  if (signedIn && user && !done) {
    return (
      <section className="screen screen--narrow" aria-labelledby="register-title">
        <h1 id="register-title" className="screen__title">
          {t(m.register)}
        </h1>
        <p>
          {t(m.signedInAlready, { who: user.fullName || `${DIAL_CODE} ${user.mobile}` })}
        </p>
        <button type="button" className="button button--block" onClick={() => openEditProfile(true)}>
          {t(m.editProfile)}
        </button>
      </section>
    );
  }

  return (
    <section className="screen screen--narrow" aria-labelledby="register-title">
      <h1 id="register-title" className="screen__title">
        {t(m.register)}
      </h1>
      <p className="muted">{t(m.registerIntro)}</p>
      <form className="form profile-form" onSubmit={(event) => void submit(event)} noValidate>
        <ImageField currentUrl={null} chosen={image} onChosen={setImage} disabled={busy} />
        <ProfileFields base={base} form={form} error={error} onChange={change} disabled={busy} />

        <label htmlFor={fieldId(base, 'mobile')} className="form__label">
          {t(m.mobileNumber)}
        </label>
        <div className="register__mobile">
          <MobileInput
            id={fieldId(base, 'mobile')}
            value={form.mobile}
            readOnly={otpSent}
            {...describedBy(base, error, 'mobile')}
            onChange={(digits) => change('mobile', digits)}
          />
          {!otpSent && (
            <button type="button" className="button register__get-otp" disabled={busy} aria-busy={busy} onClick={() => void getOtp()}>
              {t(m.getOtp)}
            </button>
          )}
        </div>
        <InlineError base={base} error={error} field="mobile" />

        {otpSent && (
          <>
            <label htmlFor={fieldId(base, 'otp')} className="form__label">
              {t(m.codeSentTo, { mobile: `${DIAL_CODE} ${form.mobile}` })}
            </label>
            <input
              id={fieldId(base, 'otp')}
              className="input input--otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={otp}
              readOnly={credentials !== null}
              {...describedBy(base, error, 'otp')}
              onChange={(event) => {
                setOtp(digitsOnly(event.target.value, OTP_LENGTH));
                if (error?.field === 'otp') setError(null);
              }}
            />
            <InlineError base={base} error={error} field="otp" />
            {credentials === null && (
              <div className="form__row">
                <button type="button" className="link-button" disabled={busy} onClick={changeNumber}>
                  {t(m.changeNumber)}
                </button>
                <button type="button" className="link-button" disabled={busy || resend.secondsLeft > 0} onClick={() => void getOtp()}>
                  {resend.secondsLeft > 0 ? t(m.resendIn, { seconds: resend.secondsLeft }) : t(m.resendOtp)}
                </button>
              </div>
            )}
          </>
        )}

        <div className="profile-form__footer">
          {!otpSent && <p className="muted profile-form__hint">{t(m.otpFirst)}</p>}
          <button type="submit" className="button button--block" disabled={busy || !otpSent} aria-busy={busy}>
            {t(busy && otpSent ? m.registering : m.register)}
          </button>
        </div>
      </form>
      {done && <Registered profile={done} />}
    </section>
  );
}

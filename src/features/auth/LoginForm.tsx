import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, messageOf } from '../../api/errors';
import { useBusy } from '../../lib/useBusy';
import { useCountdown } from '../../lib/useCountdown';
import { DIAL_CODE, OTP_LENGTH, OTP_RESEND_SECONDS } from '../../config/constants';
import { MSG } from '../../config/messages';
import { store } from '../../lib/store';
import { notify } from '../../lib/toast';
import { MobileInput } from '../../ui/MobileInput';
import { digitsOnly, isOtpComplete, isValidMobile } from '../../lib/validation';
import { requestOtp, verifyOtp } from './api';
import { signIn } from './session';

/** HTTP statuses whose message says more than "invalid OTP": locked out, expired, too many requests. */
const TELLING_STATUSES = new Set([423, 429]);

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const { busy, run } = useBusy();
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const resend = useCountdown();
  const ids = { mobile: useId(), mobileError: useId(), otp: useId(), otpError: useId() };

  async function sendOtp() {
    if (!isValidMobile(mobile)) {
      setMobileError(MSG.invalidMobile);
      return;
    }
    setMobileError(null);
    await run(async () => {
      try {
        const message = await requestOtp(mobile);
        notify.success(MSG.otpSentTitle, { description: message });
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
      setOtpError(MSG.otpImproper);
      return;
    }
    setOtpError(null);
    await run(async () => {
      try {
        await signIn(store, await verifyOtp(mobile, otp));
        onSignedIn();
      } catch (error) {
        const telling = !(error instanceof ApiError) || TELLING_STATUSES.has(error.status) || error.message.includes('expired');
        setOtpError(telling ? messageOf(error) : MSG.otpInvalid);
      }
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void (otpSent ? verify() : sendOtp());
  }

  return (
    <form className="form login-form" onSubmit={submit} noValidate>
      <label htmlFor={ids.mobile} className="form__label">
        Mobile number
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
            One-time code sent to {DIAL_CODE} {mobile}
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
        {otpSent ? 'Verify' : 'GET OTP'}
      </button>
      {otpSent && (
        <div className="form__row">
          <button type="button" className="link-button" disabled={busy} onClick={() => setOtpSent(false)}>
            Change number
          </button>
          <button type="button" className="link-button" disabled={busy || resend.secondsLeft > 0} onClick={() => void sendOtp()}>
            {resend.secondsLeft > 0 ? `Resend OTP in ${resend.secondsLeft} s` : 'Resend OTP'}
          </button>
        </div>
      )}
    </form>
  );
}

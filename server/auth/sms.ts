/**
 * Sign-in codes by SMS: one small interface, and MSG91's v5 OTP API behind it (SMS_PROVIDER=msg91), the
 * DLT-compliant route most Indian brands use. The server makes the code (auth/otp.ts) and MSG91 delivers it
 * with the DLT-approved template. A code is never logged, answered or put in an error message here.
 */
export interface SmsSender {
  readonly name: string;
  /** Sends `code` to the Indian mobile number `mobile` (10 digits); throws SmsError when it was not accepted. */
  sendOtp(mobile: string, code: string): Promise<void>;
  /** Issue 37: sends a rider the link that signs them in to their shift; throws SmsError when it was not accepted. */
  sendRiderLink(mobile: string, link: string): Promise<void>;
}

/** The provider did not take the message: the reason is the provider's (never the code or the number). */
export class SmsError extends Error {}

export interface Msg91Config {
  authKey: string;
  /** The DLT-approved template's id in MSG91 (its text has ##OTP##, and ends '@<app host> ###OTP##' for WebOTP). */
  templateId: string;
  /** MSG91's API base; a stand-in's in tests. */
  baseUrl: string;
  /** Default 10 s: past it the customer is told to try again. */
  timeoutMs?: number;
  /** The DLT-approved flow template for a rider's sign-in link (its variable ##link##); riders get no SMS without it. */
  riderTemplateId?: string;
}

export const MSG91_BASE_URL = 'https://control.msg91.com';

/**
 * POST <base>/api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=…, authkey in its header. MSG91 answers
 * `{"type":"success","request_id":…}`, or `{"type":"error","message":…}` (with 200 or an error status alike).
 * The URL carries the code as MSG91's API asks; it goes only to MSG91 over TLS, and no log line prints it.
 */
export function msg91Sender(config: Msg91Config): SmsSender {
  return {
    name: 'msg91',
    async sendOtp(mobile, code) {
      const query = new URLSearchParams({ template_id: config.templateId, mobile: `91${mobile}`, otp: code });
      let res: Response;
      try {
        res = await fetch(`${config.baseUrl}/api/v5/otp?${query}`, {
          method: 'POST',
          headers: { authkey: config.authKey, 'Content-Type': 'application/json' },
          body: '{}',
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'did not answer';
        throw new SmsError(`MSG91 ${reason}`);
      }
      let answer: { type?: string; message?: unknown } = {};
      try {
        answer = (await res.json()) as typeof answer;
      } catch {
        throw new SmsError(`MSG91 answered ${res.status} without JSON`);
      }
      if (!res.ok || answer.type !== 'success') {
        const said = typeof answer.message === 'string' ? answer.message.slice(0, 200) : 'no message';
        throw new SmsError(`MSG91 refused (${res.status}): ${said}`);
      }
    },
    // MSG91's flow API (v5/flow) sends a DLT template with variables: the link is one, never logged or put in a URL.
    async sendRiderLink(mobile, link) {
      if (!config.riderTemplateId) throw new SmsError('MSG91 has no rider link template (MSG91_RIDER_TEMPLATE_ID)');
      let res: Response;
      try {
        res = await fetch(`${config.baseUrl}/api/v5/flow`, {
          method: 'POST',
          headers: { authkey: config.authKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ template_id: config.riderTemplateId, recipients: [{ mobiles: `91${mobile}`, link }] }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'did not answer';
        throw new SmsError(`MSG91 ${reason}`);
      }
      const answer = (await res.json().catch(() => ({}))) as { type?: string; message?: unknown };
      if (!res.ok || answer.type !== 'success') {
        const said = typeof answer.message === 'string' ? answer.message.slice(0, 200) : 'no message';
        throw new SmsError(`MSG91 refused (${res.status}): ${said}`);
      }
    },
  };
}

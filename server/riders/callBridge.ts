/**
 * Issue 37: a rider calls the diner without ever holding the diner's number. One small interface, and Exotel's
 * click-to-call behind it (CALL_PROVIDER=exotel): Exotel rings the rider first and, once they pick up, dials the
 * diner and joins the two; both see the chain's ExoPhone, never each other's number. The demo has no telephone
 * line: its bridge prints that it would connect. Numbers are never logged here, and errors carry only Exotel's words.
 */
import type { Log } from '../observability/logger';

export interface CallBridge {
  readonly name: string;
  /** Rings `riderMobile`, then joins `customerMobile` (10-digit Indian numbers); throws CallError when not placed. */
  connect(call: { riderMobile: string; customerMobile: string; orderRefId: string }): Promise<void>;
}

/** The provider did not place the call: the reason is the provider's (never a number). */
export class CallError extends Error {}

export interface ExotelConfig {
  /** The API key and token (Exotel dashboard → API settings); sent as HTTP Basic auth. */
  apiKey: string;
  apiToken: string;
  accountSid: string;
  /** The ExoPhone both parties see as the caller. */
  callerId: string;
  /** Exotel's API base for the account's region (Mumbai by default); a stand-in's in tests. */
  baseUrl: string;
  /** Default 10 s: past it the rider is told to try again. */
  timeoutMs?: number;
}

export const EXOTEL_BASE_URL = 'https://api.in.exotel.com';

/** The longest a rider's call to a diner may last: finding a door, not a conversation. */
export const CALL_TIME_LIMIT_SECONDS = 600;
/** How long each leg rings before it counts as unanswered. */
export const CALL_RING_SECONDS = 30;

const e164 = (mobile: string) => `+91${mobile}`;

/**
 * POST <base>/v1/Accounts/<sid>/Calls/connect.json (form fields From, To, CallerId, CallType=trans, TimeLimit,
 * TimeOut, CustomField), Basic auth. Exotel answers 200 with {"Call": {"Sid", "Status", …}}, or an error status
 * with {"RestException": {"Status", "Message"}}.
 */
export function exotelBridge(config: ExotelConfig): CallBridge {
  const authorization = `Basic ${Buffer.from(`${config.apiKey}:${config.apiToken}`).toString('base64')}`;
  return {
    name: 'exotel',
    async connect({ riderMobile, customerMobile, orderRefId }) {
      const form = new URLSearchParams({
        From: e164(riderMobile),
        To: e164(customerMobile),
        CallerId: config.callerId,
        CallType: 'trans',
        TimeLimit: String(CALL_TIME_LIMIT_SECONDS),
        TimeOut: String(CALL_RING_SECONDS),
        // Shown against the call in Exotel's reports, so the outlet can match a call to its order.
        CustomField: orderRefId,
      });
      let res: Response;
      try {
        res = await fetch(`${config.baseUrl}/v1/Accounts/${encodeURIComponent(config.accountSid)}/Calls/connect.json`, {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'did not answer';
        throw new CallError(`Exotel ${reason}`);
      }
      const answer = (await res.json().catch(() => null)) as { Call?: { Sid?: unknown }; RestException?: { Message?: unknown } } | null;
      if (res.ok && typeof answer?.Call?.Sid === 'string') return;
      const said = typeof answer?.RestException?.Message === 'string' ? answer.RestException.Message.slice(0, 200) : 'no message';
      throw new CallError(`Exotel refused (${res.status}): ${said}`);
    },
  };
}

/** The demo's bridge: nothing rings; the console says what a real line would do, without the numbers. */
export function demoCallBridge(log: Log): CallBridge {
  return {
    name: 'demo',
    async connect({ orderRefId }) {
      log(`[demo] Call bridge: would ring the rider, then the customer of order ${orderRefId}`);
    },
  };
}

/**
 * A local stand-in for Exotel's "connect two numbers" API, answering as it does: POST
 * /v1/Accounts/<sid>/Calls/connect.json with HTTP Basic auth (API key and token) and form fields From, To,
 * CallerId…; 200 with {"Call": {"Sid", "Status": "in-progress", …}} when it places the call, else an error status
 * with {"RestException": {"Status", "Message"}}: 401 for wrong credentials, 400 for a caller id that is not the
 * account's ExoPhone or a number it cannot dial. It records the calls it would have placed.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExotelConfig } from '../../server/riders/callBridge';

export interface PlacedCall {
  from: string;
  to: string;
  callerId: string;
  callType: string;
  timeLimit: string;
  customField: string;
}

export interface FakeExotel {
  config: ExotelConfig;
  /** Calls placed, newest last, with the fields as sent. */
  placed: PlacedCall[];
  /** What the next calls do: answer normally, answer 500, or never answer. */
  mode: 'ok' | 'down' | 'hang';
  close(): Promise<void>;
}

const INDIAN_MOBILE = /^(\+91|0)?[6-9]\d{9}$/;

export async function startFakeExotel(): Promise<FakeExotel> {
  const apiKey = randomBytes(10).toString('hex');
  const apiToken = randomBytes(16).toString('hex');
  const accountSid = 'goldleaf1';
  const callerId = '08047112233';
  const placed: PlacedCall[] = [];
  const held: ServerResponse[] = [];
  const fake = { mode: 'ok' as FakeExotel['mode'] };
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string) => answer(res, status, { RestException: { Status: status, Message: message } });
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (fake.mode === 'hang') return void held.push(res);
      if (fake.mode === 'down') return refuse(res, 500, 'Internal Server Error');
      if (req.method !== 'POST' || req.url !== `/v1/Accounts/${accountSid}/Calls/connect.json`) return refuse(res, 404, 'Not Found');
      if (req.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:${apiToken}`).toString('base64')}`) {
        return refuse(res, 401, 'Authentication is required to view this page.');
      }
      const form = new URLSearchParams(body);
      const call: PlacedCall = {
        from: form.get('From') ?? '',
        to: form.get('To') ?? '',
        callerId: form.get('CallerId') ?? '',
        callType: form.get('CallType') ?? '',
        timeLimit: form.get('TimeLimit') ?? '',
        customField: form.get('CustomField') ?? '',
      };
      if (call.callerId !== callerId) return refuse(res, 400, `CallerId ${call.callerId} is not a valid ExoPhone of this account`);
      if (!INDIAN_MOBILE.test(call.from) || !INDIAN_MOBILE.test(call.to)) return refuse(res, 400, 'From or To is not a valid phone number');
      placed.push(call);
      const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
      answer(res, 200, {
        Call: {
          Sid: randomBytes(16).toString('hex'),
          ParentCallSid: null,
          DateCreated: now,
          DateUpdated: now,
          AccountSid: accountSid,
          To: call.to,
          From: call.from,
          PhoneNumberSid: callerId,
          Status: 'in-progress',
          Direction: 'outbound-api',
          CustomField: call.customField,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    config: { apiKey, apiToken, accountSid, callerId, baseUrl, timeoutMs: 1_000 },
    placed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

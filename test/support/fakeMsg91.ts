/**
 * A local stand-in for MSG91's v5 OTP API, answering as it does: POST /api/v5/otp?template_id&mobile&otp with the
 * `authkey` header; `{"type":"success","request_id":…}` when it takes the message, `{"type":"error","message":…}`
 * when it does not (a wrong key with 401, a wrong template or number with 200, as MSG91 does). It records the
 * codes it would have sent, so a test reads a code only from where a phone would. Issue 37: its flow API too (POST
 * /api/v5/flow, a JSON body naming the template and each recipient's variables), for riders' sign-in links.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Msg91Config } from '../../server/auth/sms';

export interface FakeMsg91 {
  config: Msg91Config;
  /** Messages taken, newest last: the number as sent (91…) and the code. */
  sent: Array<{ mobile: string; otp: string; templateId: string }>;
  /** Flow messages taken (riders' links), newest last: the number as sent (91…), the template and the link. */
  flows: Array<{ mobile: string; templateId: string; link: string }>;
  /** What the next calls do: answer normally, refuse with MSG91's error, answer 500, or never answer. */
  mode: 'ok' | 'error' | 'down' | 'hang';
  /** The code last sent to a 10-digit number. */
  codeFor(mobile: string): string | undefined;
  close(): Promise<void>;
}

export async function startFakeMsg91(): Promise<FakeMsg91> {
  const authKey = randomBytes(12).toString('hex');
  const templateId = '6650f1a2d6fc05123a4b5c6d';
  const sent: FakeMsg91['sent'] = [];
  const flows: FakeMsg91['flows'] = [];
  const riderTemplateId = '6650f1a2d6fc05123a4b5c7e';
  const held: ServerResponse[] = [];
  const fake = { mode: 'ok' as FakeMsg91['mode'] };
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (fake.mode === 'hang') return void held.push(res);
      if (fake.mode === 'down') return answer(res, 500, { type: 'error', message: 'Internal Server Error' });
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'POST' && url.pathname === '/api/v5/flow') {
        if (req.headers.authkey !== authKey) return answer(res, 401, { type: 'error', message: 'AuthenticationFailure', code: '201' });
        let flow: { template_id?: string; recipients?: Array<{ mobiles?: string; link?: string }> } = {};
        try {
          flow = JSON.parse(body) as typeof flow;
        } catch {
          return answer(res, 400, { type: 'error', message: 'Invalid JSON' });
        }
        if (flow.template_id !== riderTemplateId) return answer(res, 200, { type: 'error', message: 'Invalid template id' });
        for (const recipient of flow.recipients ?? []) flows.push({ mobile: recipient.mobiles ?? '', templateId: flow.template_id, link: recipient.link ?? '' });
        return answer(res, 200, { type: 'success', message: randomBytes(12).toString('hex') });
      }
      if (req.method !== 'POST' || url.pathname !== '/api/v5/otp') return answer(res, 404, { type: 'error', message: 'Not Found' });
      if (req.headers.authkey !== authKey) return answer(res, 401, { type: 'error', message: 'AuthenticationFailure', code: '201' });
      if (fake.mode === 'error') return answer(res, 200, { type: 'error', message: 'Please Enter valid mobile no' });
      const mobile = url.searchParams.get('mobile') ?? '';
      const otp = url.searchParams.get('otp') ?? '';
      if (url.searchParams.get('template_id') !== templateId) return answer(res, 200, { type: 'error', message: 'Invalid template id' });
      if (!/^91[6-9]\d{9}$/.test(mobile)) return answer(res, 200, { type: 'error', message: 'Please Enter valid mobile no' });
      sent.push({ mobile, otp, templateId });
      answer(res, 200, { type: 'success', request_id: randomBytes(12).toString('hex') });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    config: { authKey, templateId, baseUrl, timeoutMs: 1_000, riderTemplateId },
    sent,
    flows,
    codeFor: (mobile: string) => sent.filter((s) => s.mobile === `91${mobile}`).at(-1)?.otp,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** Small fetch wrappers for the server tests: JSON in, status + envelope + headers out. */
import type { Credentials, Envelope } from '../../src/api/contract';
import { lastOtp, type TestServer } from '../support/server';

export interface ApiResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

async function decode<T>(res: Response): Promise<ApiResponse<T>> {
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`Expected a JSON envelope, got ${res.status}: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body, headers: res.headers };
}

/** POSTs a JSON value, or a raw string when `body` is a string (to send malformed JSON). */
export async function post<T = unknown>(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const res = await fetch(`${server.url}/v1/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return decode<T>(res);
}

export async function get<T = unknown>(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
  return decode<T>(await fetch(`${server.url}/v1/api${path}`, { headers }));
}

export const basicAuth = ({ mobile, secretKey }: Credentials): Record<string, string> => ({
  Authorization: `Basic ${Buffer.from(`${mobile}:${secretKey}`).toString('base64')}`,
});

/** Requests an OTP and signs in with the code the server printed. */
export async function signIn(server: TestServer, mobile: string): Promise<Credentials> {
  const sent = await post(server, '/generateOtpForUser', { mobileNumber: mobile });
  if (sent.status !== 200) throw new Error(`generateOtp failed: ${sent.status} ${sent.body.message}`);
  const login = await post<Credentials>(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: lastOtp(server.logs, mobile) });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body.message}`);
  return login.body.responsePacket;
}

let counter = 0;
/** A valid mobile number not used by any other test in this process (and not the seeded demo customer). */
export function uniqueMobile(): string {
  counter += 1;
  return `7${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(5, '0')}`;
}

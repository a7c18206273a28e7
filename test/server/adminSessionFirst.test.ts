/**
 * The console asks who is calling before it reads anything (issue 44): every /v1/admin route but the five that sign
 * in and out answers a stranger 401 'Sign in to the console first', whatever the body, its type and size included
 * (/totp/confirm told a stranger about the code). The routes come from the app itself, so a route added later is held to it. A path under
 * /v1/admin that is no route is a 404 envelope, as under /v1/api (it was the diner's page, 200).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE_PATH } from '../../src/api/staffEndpoints';
import { SIGN_IN_FIRST } from '../../server/staff/access';
import { MOHALI, newCustomer, type Customer } from '../support/ordering';
import { outletKey } from '../support/riders';
import { startTestServer, type TestServer } from '../support/server';
import { staffClient, type Member } from '../support/staff';

let server: TestServer;
let customer: Customer;
let key: string;
let owner: Member;
const staff = staffClient(() => server, () => Date.now());

beforeAll(async () => {
  server = await startTestServer();
  customer = await newCustomer(server);
  key = (await outletKey(server, Date.now(), MOHALI)).key;
  owner = await staff.join('owner');
});
afterAll(() => server.close());

/** What a stranger may ask of the console. */
const SIGN_IN_ROUTES = ['DELETE /v1/admin/session', 'POST /v1/admin/invitations/accept', 'POST /v1/admin/passkeys/sign-in', 'POST /v1/admin/passkeys/sign-in/options', 'POST /v1/admin/session'];

/** Bodies that a route looking at them would answer about (400, 413, 415), not about who sent them: [what, body, type]. */
const BODIES: Array<[string, string | undefined, string]> = [
  ['a code', '{"code":"123456"}', 'application/json'],
  ['invalid JSON', '{"code":', 'application/json'],
  ['text', 'code=123456', 'text/plain'],
  ['no body', undefined, 'application/json'],
];
const OVER_1_MB: [string, string, string] = ['a body over 1 MB', JSON.stringify({ code: 'x'.repeat(1_100_000) }), 'application/json'];

const ask = async (method: string, path: string, headers: Record<string, string>, body?: string, type = 'application/json') => {
  const res = await fetch(`${server.url}${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': type }) }, ...(body === undefined ? {} : { body }) });
  return { status: res.status, type: res.headers.get('Content-Type'), text: await res.text() };
};

describe('a stranger to the console', () => {
  it('is told to sign in by every route but the sign-in ones, before the body is read, whoever they are elsewhere', async () => {
    const routes = [...new Set(server.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith(`${ADMIN_API_BASE_PATH}/`)).map((r) => `${r.method} ${r.path}`))];
    expect(routes.length).toBeGreaterThan(40);
    const strangers: Array<[string, Record<string, string>]> = [
      ['no one', {}],
      ['a customer', customer.auth],
      ['an outlet’s key', { Authorization: `Bearer ${key}` }],
    ];
    const reached: string[] = [];
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const path = pattern.replace(/:\w+/g, '1');
      for (const [who, headers] of strangers) {
        const bodies = method === 'GET' ? BODIES.filter(([, text]) => text === undefined) : who === 'no one' ? [...BODIES, OVER_1_MB] : BODIES;
        for (const [what, body, type] of bodies) {
          const answer = await ask(method, path, headers, body, type);
          if (answer.status === 401 && JSON.parse(answer.text).message === SIGN_IN_FIRST) continue;
          if (!reached.includes(route)) reached.push(route);
          // Only the sign-in routes may answer a stranger anything else.
          expect([route, who, what, SIGN_IN_ROUTES.includes(route)]).toEqual([route, who, what, true]);
        }
      }
    }
    expect(reached.sort()).toEqual(SIGN_IN_ROUTES);
  });

  it('sending a code to /totp/confirm is told to sign in, not about the code', async () => {
    for (const body of ['{"code":"1"}', '{"code":"123456"}', '{}', 'x'.repeat(10)]) {
      const answer = await ask('POST', '/v1/admin/totp/confirm', {}, body);
      expect([answer.status, JSON.parse(answer.text)]).toEqual([401, { errorCode: 401, message: SIGN_IN_FIRST, responsePacket: null }]);
    }
  });
});

describe('a path under /v1/admin that is no route', () => {
  it('is a 404 envelope for any method, signed in or not (not the diner’s page)', async () => {
    const signedIn = { 'X-Forwarded-For': owner.address, Cookie: owner.cookie! };
    for (const [method, path] of [['GET', '/v1/admin/nothing'], ['POST', '/v1/admin/nothing'], ['GET', '/v1/admin/closures/1/more'], ['PUT', '/v1/admin/closures']] as const) {
      for (const headers of [{}, signedIn]) {
        const answer = await ask(method, path, headers, method === 'GET' ? undefined : '{}');
        expect([method, path, answer.status, answer.type, JSON.parse(answer.text)]).toEqual([
          method,
          path,
          404,
          'application/json; charset=utf-8',
          { errorCode: 404, message: `No such console request: ${method} ${path}`, responsePacket: null },
        ]);
      }
    }
  });
});

/** Head office staff in server tests (issue 36): calls to /v1/admin with a session cookie, and joining by invitation. */
import { expect } from 'vitest';
import { generate } from 'otplib';
import type { Envelope, StaffMe, TotpSetup } from '../../src/api/contract';
import type { StaffRole } from '../../src/api/staffEndpoints';
import { createInvitation } from '../../server/staff/accounts';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { newCustomer } from './ordering';
import type { TestServer } from './server';

export const STAFF_PASSWORD = 'a long enough passphrase';

export interface Caller {
  cookie?: string;
  /** Each caller signs in from an address of its own (the server trusts 127.0.0.1 as a proxy), so no per-address limit is shared. */
  address: string;
  headers?: Record<string, string>;
}

export interface Member extends Caller {
  email: string;
  /** The authenticator app's secret, for the roles that need one. */
  secret: string | null;
}

/** `server` is read at each call: a test file starts its server in beforeAll. */
export function staffClient(server: () => TestServer, now: () => number) {
  let count = 0;
  const newAddress = () => `203.0.113.${++count}`;

  async function admin<T>(caller: Caller, method: string, path: string, body?: unknown): Promise<{ status: number; body: Envelope<T>; cookie: string | undefined }> {
    const res = await fetch(`${server().url}/v1/admin${path}`, {
      method,
      headers: {
        'X-Forwarded-For': caller.address,
        ...(caller.cookie ? { Cookie: caller.cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...caller.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const session = res.headers.getSetCookie().find((line) => line.startsWith('gl_staff='));
    return { status: res.status, body: (await res.json()) as Envelope<T>, cookie: session?.split(';')[0] };
  }

  /** The code the authenticator app shows now (or at another moment). */
  const codeFor = (secret: string, at = now()) => generate({ secret, epoch: Math.floor(at / 1000) });

  /** Someone joins with an invitation (as the command line or an owner makes one) and, where the role needs it, sets up the app. */
  async function join(role: StaffRole, outletIds: number[] = []): Promise<Member> {
    const email = `${role}${++count}@chain.in`;
    const { token } = await createInvitation(server().db, { email, role, outletIds }, null, now());
    return accept(token, email, `A ${role}`);
  }

  /** Someone accepts the invitation `token` was made for (to `email`) and, where the role needs it, sets up the app. */
  async function accept(token: string, email: string, name: string): Promise<Member> {
    const caller: Caller = { address: newAddress() };
    const joined = await admin<StaffMe>(caller, 'POST', '/invitations/accept', { token, name, password: STAFF_PASSWORD });
    expect(joined.status).toBe(200);
    const member: Member = { ...caller, cookie: joined.cookie!, email, secret: null };
    if (!joined.body.responsePacket.needsSecondFactor) return member;
    const setup = await admin<TotpSetup>(member, 'POST', '/totp/setup', {});
    member.secret = setup.body.responsePacket.secret;
    expect((await admin<StaffMe>(member, 'POST', '/totp/confirm', { code: await codeFor(member.secret) })).body.responsePacket.secondFactor).toBe(true);
    return member;
  }

  /**
   * Everyone who must be refused an outlet's manager-only business (its tables, its keys), with the status and words
   * each gets: the manager of `otherOutletId` (also given alone, to try their own outlet's address), an editor, a
   * customer, and no one.
   */
  async function outsiders(otherOutletId: number): Promise<{ otherManager: Member; callers: Array<[string, Caller, number, string]> }> {
    const otherManager = await join('manager', [otherOutletId]);
    const customer = await newCustomer(server());
    return {
      otherManager,
      callers: [
        ['another outlet’s manager', otherManager, 403, NOT_YOUR_OUTLET],
        ['an editor', await join('editor'), 403, NOT_YOUR_ROLE],
        ['a customer', { address: newAddress(), headers: customer.auth }, 401, SIGN_IN_FIRST],
        ['no one', { address: newAddress() }, 401, SIGN_IN_FIRST],
      ],
    };
  }

  return { admin, join, accept, codeFor, newAddress, outsiders };
}

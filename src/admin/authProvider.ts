/**
 * Who is signed in, asked of the server (GET /v1/admin/me) rather than remembered: the session is an HttpOnly cookie
 * the page cannot read. A role that needs a second factor and has none yet is sent to its setup; a 403 is a refusal
 * to show (the server's words), never a reason to sign out.
 */
import type { AuthProvider } from 'react-admin';
import type { StaffMe } from '../api/contract';
import { adminCall, statusOf } from './api';

export const SECOND_FACTOR_PATH = '/second-factor';
export const needsSetup = (me: StaffMe) => me.needsSecondFactor && !me.secondFactor;

export interface SignInFields {
  email: string;
  password: string;
  code?: string;
}

/** Or a passkey's answer (issue 36): it signs in on its own, as both factors. */
export interface PasskeySignIn {
  passkey: unknown;
}

export const authProvider: AuthProvider = {
  async login(fields: SignInFields | PasskeySignIn) {
    const { data: me } =
      'passkey' in fields
        ? await adminCall<StaffMe>('POST', '/passkeys/sign-in', { response: fields.passkey })
        : await adminCall<StaffMe>('POST', '/session', { email: fields.email, password: fields.password, ...(fields.code ? { code: fields.code } : {}) });
    return needsSetup(me) ? { redirectTo: SECOND_FACTOR_PATH } : undefined;
  },
  async logout() {
    await adminCall('DELETE', '/session').catch(() => undefined);
  },
  async checkAuth() {
    const { data: me } = await adminCall<StaffMe>('GET', '/me').catch(() => {
      throw { redirectTo: '/login', message: false };
    });
    if (needsSetup(me)) throw { redirectTo: SECOND_FACTOR_PATH, message: false, logoutUser: false };
  },
  async checkError(error: unknown) {
    if (statusOf(error) === 401) throw { redirectTo: '/login', message: false };
  },
  async getIdentity() {
    const { data: me } = await adminCall<StaffMe>('GET', '/me');
    return { id: me.id, fullName: me.name, email: me.email, role: me.role };
  },
  async getPermissions() {
    const { data: me } = await adminCall<StaffMe>('GET', '/me').catch(() => ({ data: null }));
    return me?.role ?? null;
  },
};

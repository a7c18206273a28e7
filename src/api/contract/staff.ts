/** The head office console's API (issue 36, /v1/admin): staff sign-in, sessions, invitations. */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../lib/validation';
import { STAFF_LIMITS, STAFF_ROLES } from '../staffEndpoints';
import type { StaffRole } from '../staffEndpoints';
import { id } from './fields';

const staffEmail = z
  .string({ error: 'Enter your work e-mail address' })
  .trim()
  .toLowerCase()
  .max(254, 'An e-mail address has at most 254 characters')
  .regex(EMAIL_PATTERN, 'Enter a valid e-mail address');
const password = z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(STAFF_LIMITS.passwordMaxLength, 'That password is too long');
const totpCode = z.string({ error: 'Enter the 6-digit code from your authenticator app' }).regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
const inviteToken = z.string({ error: 'This invitation link is not valid' }).regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid');

/** POST /v1/admin/session: the password, and the authenticator's code once the account has one. */
export const staffSignInRequest = z.object({ email: staffEmail, password, code: totpCode.optional() }).strict();

/** POST /v1/admin/invitations/accept: the link's token, a name and a new password. */
export const acceptInviteRequest = z
  .object({
    token: inviteToken,
    name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(80, 'A name has at most 80 characters'),
    password: z
      .string({ error: 'Choose a password' })
      .min(STAFF_LIMITS.passwordMinLength, `A password has at least ${STAFF_LIMITS.passwordMinLength} characters`)
      .max(STAFF_LIMITS.passwordMaxLength, 'That password is too long'),
  })
  .strict();

/** POST /v1/admin/totp/confirm: the first code from the authenticator app, which turns the second factor on. */
export const confirmTotpRequest = z.object({ code: totpCode }).strict();

/** POST /v1/admin/invitations: an owner invites someone, with a role (and a manager's outlets). */
export const createInviteRequest = z
  .object({
    email: staffEmail,
    role: z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` }),
    outletIds: z.array(id('outletIds'), { error: 'outletIds must be a list of outlet ids' }).max(200).default([]),
  })
  .strict()
  .refine((invite) => invite.role !== 'manager' || invite.outletIds.length > 0, {
    message: 'An outlet manager needs at least one outlet',
    path: ['outletIds'],
  });

/** The signed-in staff member as the console sees them. */
export interface StaffMe {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  outletIds: number[];
  /** False until a second factor is set up; a role that needs one can do nothing else until then. */
  secondFactor: boolean;
  needsSecondFactor: boolean;
}

/** Set up a second factor: the otpauth:// link (shown as a QR code) and the secret to type instead. */
export interface TotpSetup {
  uri: string;
  secret: string;
}

export interface StaffSessionInfo {
  id: number;
  device: string;
  createdAt: number;
  lastSeenAt: number;
  current: boolean;
}

export interface StaffInvitation {
  /** The one-time link: shown once, to be handed to the person invited. */
  link: string;
  expiresAt: number;
}

/** An invitation not used yet and not expired: the owner sees who is still to join, and can withdraw it. */
export interface PendingInvitation {
  id: number;
  email: string;
  role: StaffRole;
  outletIds: number[];
  /** Who invited them; null for the first owner, made on the command line. */
  invitedBy: string | null;
  createdAt: number;
  expiresAt: number;
}

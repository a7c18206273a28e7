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

/** An outlet as the console lists it. */
export interface AdminOutlet {
  id: number;
  code: string;
  title: string;
  area: string;
  address: string;
  phone: string;
  email: string;
  description: string;
  openingTime: string;
  closingTime: string;
  deliveryRadiusInMeter: number;
  availableInDineIn: boolean;
  availableInHomeDelivery: boolean;
  availableInTakeAway: boolean;
  pausedUntil: number | null;
  /** What a save sends back: a save from an older version is refused (409). */
  version: number;
}

const clock = (field: string) => z.string({ error: `${field} must be a time` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${field} must be a time like 09:30`);
const text = (field: string, max: number) => z.string({ error: `${field} must be text` }).trim().min(1, `The outlet's ${field} cannot be empty`).max(max, `${field} has at most ${max} characters`);

/**
 * PATCH /v1/admin/outlets/{id}: the fields to change, and the version they were read at. Which fields a role may
 * change: an outlet manager the hours, an editor the public details, an owner everything (server/routes/admin/outlets.ts).
 */
export const updateOutletRequest = z
  .object({
    version: z.number({ error: 'version must be a number' }).int().positive(),
    title: text('title', 80).optional(),
    area: text('area', 60).optional(),
    address: text('address', 300).optional(),
    phone: z.string({ error: 'phone must be text' }).regex(/^\+?[\d ]{8,16}$/, 'Enter a valid phone number').optional(),
    email: z.string({ error: 'email must be text' }).regex(EMAIL_PATTERN, 'Enter a valid e-mail address').optional(),
    description: z.string({ error: 'description must be text' }).max(1000, 'description has at most 1000 characters').optional(),
    openingTime: clock('openingTime').optional(),
    closingTime: clock('closingTime').optional(),
    deliveryRadiusInMeter: z.number({ error: 'deliveryRadiusInMeter must be a number' }).int().min(0).max(50_000, 'A delivery radius is at most 50 km').optional(),
    availableInDineIn: z.boolean({ error: 'availableInDineIn must be true or false' }).optional(),
    availableInHomeDelivery: z.boolean({ error: 'availableInHomeDelivery must be true or false' }).optional(),
    availableInTakeAway: z.boolean({ error: 'availableInTakeAway must be true or false' }).optional(),
  })
  .strict();
export type UpdateOutletRequest = z.infer<typeof updateOutletRequest>;

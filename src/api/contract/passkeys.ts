/**
 * Staff passkeys (issue 36, /v1/admin/passkeys): what the console sends back from the browser's WebAuthn calls, and
 * how it lists a staff member's passkeys. The responses are checked for shape here; what they prove is checked on the
 * server (server/staff/passkeys.ts).
 */
import { z } from 'zod';

const base64url = (field: string) =>
  z
    .string({ error: `${field} is missing from the passkey's answer` })
    .min(1, `${field} is missing from the passkey's answer`)
    .max(16_384, `${field} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} is not valid base64url`);
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const common = {
  id: base64url('id'),
  rawId: base64url('rawId'),
  type: z.literal('public-key', { error: 'This is not a passkey answer' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** The browser's answer to navigator.credentials.create(), as @simplewebauthn/browser hands it over. */
export const passkeyRegistrationResponse = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON'),
    attestationObject: base64url('attestationObject'),
    authenticatorData: base64url('authenticatorData').optional(),
    transports: z.array(z.enum(TRANSPORTS)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url('publicKey').optional(),
  }),
});

/** The browser's answer to navigator.credentials.get(). */
export const passkeyAuthenticationResponse = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON'),
    authenticatorData: base64url('authenticatorData'),
    signature: base64url('signature'),
    userHandle: base64url('userHandle').optional(),
  }),
});

/** POST /v1/admin/passkeys: the new passkey's name and the browser's answer to the registration options. */
export const registerPasskeyRequest = z
  .object({
    name: z.string({ error: 'Name your passkey' }).trim().min(1, 'Name your passkey').max(60, 'A passkey’s name has at most 60 characters'),
    response: passkeyRegistrationResponse,
  })
  .strict();

/** POST /v1/admin/passkeys/sign-in: the browser's answer to the sign-in options. */
export const passkeySignInRequest = z.object({ response: passkeyAuthenticationResponse }).strict();

/** One of the signed-in staff member's passkeys, as the Security screen lists it. */
export interface StaffPasskey {
  id: number;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

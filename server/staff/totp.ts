/** The second factor: TOTP codes from an authenticator app (otplib, RFC 6238: 6 digits, 30 s). */
import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'Gold Leaf head office';

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (email: string, secret: string): string => generateURI({ issuer: ISSUER, label: email, secret });

/**
 * The time step the code belongs to, or null when it is wrong. One step either side is accepted (a phone's clock a
 * little off); the caller stores the step so the same code never works twice.
 */
export async function totpStep(secret: string, code: string, now: number): Promise<number | null> {
  const result = await verify({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The mobile number inside a Basic credential (base64 of mobile:secretKey): whose an outbox entry is. */
export function ownerOf(credential: string | null): string | null {
  if (!credential) return null;
  try {
    return atob(credential).split(':')[0] || null;
  } catch {
    return null;
  }
}

/** What a table's QR code holds: the app's URL with ?table=<code> (what the phone's camera opens), or the code. */
const CODE = /^[A-Za-z0-9-]{4,64}$/;

export function tableCodeFrom(scanned: string): string | null {
  const text = scanned.trim();
  try {
    const fromUrl = new URL(text).searchParams.get('table');
    if (fromUrl) return CODE.test(fromUrl) ? fromUrl : null;
  } catch {
    // not a URL: maybe the bare code
  }
  return CODE.test(text) ? text : null;
}

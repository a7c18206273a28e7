import { secretFromFragment } from '../../api/tableQr';

/** A table's QR code read: the table's code, and the secret that proves it was read at the table (issue 34). */
export interface ScannedTable {
  code: string;
  key: string | null;
}

const CODE = /^[A-Za-z0-9-]{4,64}$/;
const KEY = /^[A-Za-z0-9]{8,40}$/;
const keyOf = (typed: string): string | null => {
  const key = typed.replace(/[\s-]/g, '').toUpperCase();
  return KEY.test(key) ? key : null;
};

/**
 * What a table's QR code holds: the app's URL with ?table=<code> and #k=<secret> (what the phone's camera opens);
 * or, typed from under the code, the code and the secret ('GL-MOH8-T1 K7QX-M9XD-...'), or the code alone.
 */
export function tableCodeFrom(scanned: string): ScannedTable | null {
  const text = scanned.trim();
  try {
    const url = new URL(text);
    const fromUrl = url.searchParams.get('table');
    if (fromUrl) return CODE.test(fromUrl) ? { code: fromUrl, key: secretFromFragment(url.hash) } : null;
  } catch {
    // not a URL: maybe the code as printed
  }
  const [code = '', ...rest] = text.split(/[\s#·]+/).filter(Boolean);
  if (!CODE.test(code)) return null;
  if (rest.length === 0) return { code, key: null };
  const key = keyOf(rest.join(''));
  return key ? { code, key } : null;
}

import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The TCP peer: behind a proxy that is the proxy, which still limits one abusive client per proxy. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

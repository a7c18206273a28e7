/**
 * The client's address, for every per-address limit. Without TRUST_PROXY it is the TCP peer and
 * X-Forwarded-For is ignored (anyone can write that header). Behind proxies, TRUST_PROXY names them, as a hop
 * count ('1': the peer is our proxy) or as addresses and CIDR ranges ('10.0.0.0/8, 2001:db8::/32'): the header is
 * read from the right, through trusted hops only, so a client can prepend what it likes and still be itself.
 * IPv6 clients are counted per /64, the block one subscriber is given.
 */
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export type ProxyTrust = { hops: number } | { ranges: BlockList } | null;

/** TRUST_PROXY: unset (trust nobody), a hop count, or a comma list of addresses and CIDR ranges. */
export function parseTrustProxy(value: string | undefined): ProxyTrust {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY as a hop count must be 1 to 10, got "${text}"`);
    return { hops };
  }
  const ranges = new BlockList();
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) ranges.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) throw new Error(`TRUST_PROXY: "${entry}" has a wrong prefix length`);
      ranges.addSubnet(address, prefix, type);
    }
  }
  return { ranges };
}

/** '::ffff:1.2.3.4' is 1.2.3.4; any other IPv6 address stands for its /64. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

const isTrusted = (ranges: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && ranges.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** The client, from the TCP peer and the X-Forwarded-For header, under `trust`. */
export function resolveClient(peer: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  if (!trust || !forwardedFor) return addressKey(peer);
  const chain = [...forwardedFor.split(',').map((a) => a.trim()), peer];
  let i = chain.length - 1;
  if ('hops' in trust) i = Math.max(0, chain.length - 1 - trust.hops);
  else while (i > 0 && isTrusted(trust.ranges, chain[i] ?? '')) i -= 1;
  // A hop that is not an address was written by the client (or broken by a proxy): the hop after it is as far
  // as the chain can be believed.
  while (i < chain.length - 1 && !isIP(chain[i] ?? '')) i += 1;
  return addressKey(chain[i] ?? peer);
}

/** The client's address as app.ts worked it out for this request (the TCP peer where it did not). */
export function clientAddress(c: Context): string {
  const resolved = (c.get as (key: string) => unknown)('clientAddress');
  return typeof resolved === 'string' ? resolved : peerOf(c);
}

export function peerOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

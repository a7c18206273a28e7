/**
 * Issue 21: limits that hold behind a proxy and carrier NAT. The client's address comes from X-Forwarded-For only
 * through the proxies TRUST_PROXY names; IPv6 counts per /64; a client is limited by the different numbers it
 * asks codes for.
 */
import { describe, expect, it } from 'vitest';
import { addressKey, parseTrustProxy, resolveClient } from '../../server/http/clientAddress';
import { backendName } from '../support/database';
import { startTestServer, type TestServer } from '../support/server';
import { post, uniqueMobile } from './http';

describe('the client address', () => {
  it('is the TCP peer without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    expect(resolveClient('203.0.113.7', '1.2.3.4, 5.6.7.8', null)).toBe('203.0.113.7');
  });

  it('with a hop count, is the entry that many hops left of the peer, and never further than the header goes', () => {
    const one = parseTrustProxy('1');
    expect(resolveClient('10.0.0.2', '198.51.100.9', one)).toBe('198.51.100.9');
    // A client that writes its own header is still itself: the proxy appended the real address last.
    expect(resolveClient('10.0.0.2', '1.1.1.1, 198.51.100.9', one)).toBe('198.51.100.9');
    expect(resolveClient('10.0.0.3', '198.51.100.9, 10.0.0.2', parseTrustProxy('2'))).toBe('198.51.100.9');
    expect(resolveClient('10.0.0.2', '198.51.100.9', parseTrustProxy('3'))).toBe('198.51.100.9');
  });

  it('with addresses and CIDR ranges, walks from the right through trusted hops only', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.168.1.1, 2001:db8::/32');
    expect(resolveClient('10.1.2.3', '198.51.100.9, 192.168.1.1', trust)).toBe('198.51.100.9');
    expect(resolveClient('10.1.2.3', '6.6.6.6, 198.51.100.9, 10.9.9.9', trust)).toBe('198.51.100.9');
    // A peer we do not trust is the client, whatever it forwards.
    expect(resolveClient('203.0.113.7', '198.51.100.9', trust)).toBe('203.0.113.7');
    expect(resolveClient('2001:db8::1', '2001:db8:ffff::2, 198.51.100.9', trust)).toBe('198.51.100.9');
    // Not an address: as far as the chain can be believed.
    expect(resolveClient('10.1.2.3', 'garbage, 10.2.2.2', trust)).toBe('10.2.2.2');
  });

  it('counts IPv6 per /64 and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(addressKey('198.51.100.9')).toBe('198.51.100.9');
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => parseTrustProxy('0')).toThrow('TRUST_PROXY as a hop count must be 1 to 10, got "0"');
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow('TRUST_PROXY: "10.0.0.0/33" has a wrong prefix length');
    expect(() => parseTrustProxy('proxy.local')).toThrow('TRUST_PROXY: "proxy.local" is not an address or CIDR range');
    expect(parseTrustProxy('')).toBeNull();
  });
});

describe(`sign-in codes behind a proxy (${backendName()})`, () => {
  const ask = (server: TestServer, mobileNumber: string, forwardedFor?: string) =>
    post(server, '/generateOtpForUser', { mobileNumber }, forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {});

  it('25 customers behind one trusted proxy each get their code, while each address is still limited', { tags: ['postgres'] }, async () => {
    const server = await startTestServer({ trustProxy: parseTrustProxy('127.0.0.1'), otpLimits: { perClient: { max: 3, windowMs: 3_600_000 } } });
    try {
      const statuses = await Promise.all(Array.from({ length: 25 }, (_, i) => ask(server, uniqueMobile(), `198.51.100.${i + 1}`).then((a) => a.status)));
      expect(statuses).toEqual(Array(25).fill(200));
      // One of them asking for many numbers is stopped at its own limit.
      const pump = [];
      for (let i = 0; i < 5; i++) pump.push((await ask(server, uniqueMobile(), '198.51.100.1')).status);
      expect(pump).toEqual([200, 200, 429, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it('without TRUST_PROXY, 25 requests with forged, varying X-Forwarded-For are one client', async () => {
    const server = await startTestServer({ otpLimits: { perClient: { max: 3, windowMs: 3_600_000 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 25; i++) statuses.push((await ask(server, uniqueMobile(), `203.0.113.${i + 1}`)).status);
      expect(statuses).toEqual([200, 200, 200, ...Array(22).fill(429)]);
      expect((await ask(server, uniqueMobile())).body.message).toMatch(/^Too many OTP requests\. Please try again in /);
    } finally {
      await server.close();
    }
  });

  it('counts the different numbers a client asks for: one number asked again does not use up the address', async () => {
    const server = await startTestServer({ otpLimits: { perClient: { max: 2, windowMs: 3_600_000 }, perNumber: { max: 10, windowMs: 3_600_000, minGapMs: 0 } } });
    try {
      const mobile = uniqueMobile();
      const again = [];
      for (let i = 0; i < 4; i++) again.push((await ask(server, mobile)).status);
      expect(again).toEqual([200, 200, 200, 200]);
      expect((await ask(server, uniqueMobile())).status).toBe(200);
      expect((await ask(server, uniqueMobile())).status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('counts an IPv6 client per /64 behind a trusted proxy', async () => {
    const server = await startTestServer({ trustProxy: parseTrustProxy('1'), otpLimits: { perClient: { max: 2, windowMs: 3_600_000 } } });
    try {
      expect((await ask(server, uniqueMobile(), '2001:db8:1:2::5')).status).toBe(200);
      expect((await ask(server, uniqueMobile(), '2001:db8:1:2:ffff::9')).status).toBe(200);
      expect((await ask(server, uniqueMobile(), '2001:db8:1:2::77')).status).toBe(429);
      expect((await ask(server, uniqueMobile(), '2001:db8:1:3::5')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

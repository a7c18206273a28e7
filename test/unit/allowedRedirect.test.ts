/** Where a payment redirect from the server may send the customer: this app or the configured provider only. */
import { describe, expect, it } from 'vitest';
import { allowedRedirect } from '../../src/lib/allowedRedirect';

const APP = 'https://order.goldleaf.example';
const PROVIDER = 'https://pay.provider.example';
const allowed = [APP, PROVIDER];

describe('allowedRedirect', () => {
  it("follows the reference server's same-origin provider page", () => {
    expect(allowedRedirect('/pay/TXN-1', APP, allowed)).toBe(`${APP}/pay/TXN-1`);
    expect(allowedRedirect(`${APP}/pay/TXN-1?x=1`, APP, allowed)).toBe(`${APP}/pay/TXN-1?x=1`);
  });

  it("follows the configured provider's origin", () => {
    expect(allowedRedirect(`${PROVIDER}/checkout?txn=TXN-1`, APP, allowed)).toBe(`${PROVIDER}/checkout?txn=TXN-1`);
  });

  it('refuses the provider origin when none is configured', () => {
    expect(allowedRedirect(`${PROVIDER}/checkout`, APP, [APP, undefined])).toBeNull();
  });

  it('refuses script and data URLs', () => {
    expect(allowedRedirect('javascript:alert(document.cookie)', APP, allowed)).toBeNull();
    expect(allowedRedirect('  JavaScript:alert(1)', APP, allowed)).toBeNull();
    expect(allowedRedirect('java\tscript:alert(1)', APP, allowed)).toBeNull();
    expect(allowedRedirect('data:text/html,<script>alert(1)</script>', APP, allowed)).toBeNull();
  });

  it('refuses other hosts, however they are written', () => {
    expect(allowedRedirect('https://evil.example/pay', APP, allowed)).toBeNull();
    expect(allowedRedirect('//evil.example/pay', APP, allowed)).toBeNull();
    expect(allowedRedirect('/\\evil.example/pay', APP, allowed)).toBeNull();
    expect(allowedRedirect(`${APP}@evil.example/pay`, APP, allowed)).toBeNull();
    expect(allowedRedirect('https://order.goldleaf.example.evil.example/pay', APP, allowed)).toBeNull();
  });

  it('refuses the right host over another scheme or port', () => {
    expect(allowedRedirect('http://order.goldleaf.example/pay/TXN-1', APP, allowed)).toBeNull();
    expect(allowedRedirect('https://order.goldleaf.example:8443/pay/TXN-1', APP, allowed)).toBeNull();
  });

  it('refuses what is not a URL at all', () => {
    expect(allowedRedirect('https://', APP, allowed)).toBeNull();
  });
});

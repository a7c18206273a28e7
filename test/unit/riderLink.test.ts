// @vitest-environment happy-dom
/**
 * The rider page's link on this phone (src/rider/api.ts): kept from the address's fragment; once the server refuses
 * it, forgotten, and a reload still tells the rider the link no longer works rather than to open one; a new link
 * starts afresh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetToken, linkWasRefused, signedToken } from '../../src/rider/api';

const TOKEN = `rdr_${'a'.repeat(43)}`;
const NEWER = `rdr_${'b'.repeat(43)}`;

describe('the rider page remembers a refused link', () => {
  beforeEach(() => {
    localStorage.clear();
    history.replaceState(null, '', '/rider/');
  });

  it('keeps the link it is opened with, and takes it out of the address', () => {
    location.hash = TOKEN;
    expect(signedToken()).toBe(TOKEN);
    expect(location.hash).toBe('');
    expect(linkWasRefused()).toBe(false);
  });

  it('after a refusal, a reload finds no link and knows it was refused; never opened, it was not', () => {
    expect([signedToken(), linkWasRefused()]).toEqual([null, false]);
    location.hash = TOKEN;
    signedToken();
    forgetToken();
    expect([signedToken(), linkWasRefused()]).toEqual([null, true]);
  });

  it('a new link after a refusal starts afresh', () => {
    location.hash = TOKEN;
    signedToken();
    forgetToken();
    location.hash = NEWER;
    expect([signedToken(), linkWasRefused()]).toEqual([NEWER, false]);
  });
});

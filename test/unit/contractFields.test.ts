/** The contract's rules for the fields every domain shares (issue 44): degrees to a centimetre, money in whole paise. */
import { describe, expect, it } from 'vitest';
import { toCentimetre } from '../../src/api/contract/fields';

describe('toCentimetre', () => {
  it('keeps 7 decimals of a degree, and makes a tiny one 0 (never -0)', () => {
    expect(toCentimetre(30.737412345678)).toBe(30.7374123);
    expect(toCentimetre(76.6762)).toBe(76.6762);
    expect(Object.is(toCentimetre(5e-324), 0)).toBe(true);
    expect(Object.is(toCentimetre(-5e-324), 0)).toBe(true);
    expect(toCentimetre(-90)).toBe(-90);
  });
});

/** The contract's rules for the fields every domain shares (issue 44): degrees to a centimetre, money in whole paise. */
import { describe, expect, it } from 'vitest';
import { toCentimetre, wholePaise } from '../../src/api/contract/fields';

describe('wholePaise', () => {
  it('takes rupees with at most two decimals, floating point dust included', () => {
    for (const rupees of [0, 1, 399.5, 20.05, 0.01, 0.1 + 0.2, 100_000, -12.5]) expect([rupees, wholePaise(rupees)]).toEqual([rupees, true]);
  });

  it('refuses an amount that is not 0 but rounds to 0 paise, and fractions of a paisa', () => {
    for (const rupees of [5e-324, -5e-324, 1e-9, 0.001, 0.004, 10.005]) expect([rupees, wholePaise(rupees)]).toEqual([rupees, false]);
  });
});

describe('toCentimetre', () => {
  it('keeps 7 decimals of a degree, and makes a tiny one 0 (never -0)', () => {
    expect(toCentimetre(30.737412345678)).toBe(30.7374123);
    expect(toCentimetre(76.6762)).toBe(76.6762);
    expect(Object.is(toCentimetre(5e-324), 0)).toBe(true);
    expect(Object.is(toCentimetre(-5e-324), 0)).toBe(true);
    expect(toCentimetre(-90)).toBe(-90);
  });
});

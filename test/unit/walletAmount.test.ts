import { describe, expect, it } from 'vitest';
import { addPreset, checkTopUpAmount } from '../../src/lib/walletAmount';
import { amountToAdd, splitOf, splitOfferLabel, splitPayLabel } from '../../src/features/payment/lowBalance';

describe('the top-up amount (SPEC 5 wallet rule)', () => {
  it('asks for an amount when there is none, or zero', () => {
    for (const text of ['', '   ', '0', '000']) expect(checkTopUpAmount(text)).toEqual({ ok: false, message: 'Please select amount to be added' });
  });

  it('refuses what is not a whole number of rupees from 1 to ₹50,000', () => {
    for (const text of ['12.50', '-100', 'abc', '1e4', '50001', '99999999', '₹200']) {
      expect(checkTopUpAmount(text)).toEqual({ ok: false, message: 'Please enter valid amount' });
    }
  });

  it('reads whole rupees, grouping commas and spaces included', () => {
    expect(checkTopUpAmount('2000')).toEqual({ ok: true, amount: 2000 });
    expect(checkTopUpAmount(' 1,25,00 ')).toEqual({ ok: true, amount: 12500 });
    expect(checkTopUpAmount('50000')).toEqual({ ok: true, amount: 50000 });
    expect(checkTopUpAmount('1')).toEqual({ ok: true, amount: 1 });
  });

  it('adds a chip to what is typed, and to nothing when the text is unreadable', () => {
    expect(addPreset('', 2000)).toBe('2000');
    expect(addPreset('2000', 5000)).toBe('7000');
    expect(addPreset('1,500', 10000)).toBe('11500');
    expect(addPreset('abc', 2000)).toBe('2000');
  });
});

describe('the Low Balance sums', () => {
  it('adds what is missing rounded up to the rupee', () => {
    expect(amountToAdd(879.45, 500)).toBe(380);
    expect(amountToAdd(600, 500)).toBe(100);
    // Float noise (0.1 + 0.2) never asks for a rupee too many.
    expect(amountToAdd(500.3, 0.1 + 0.2)).toBe(500);
    expect(amountToAdd(500.01, 500)).toBe(1);
  });

  it('splits a bill into all of the wallet and the rest, to the paisa', () => {
    expect(splitOf(879.45, 500)).toEqual({ fromWallet: 500, rest: 379.45 });
    expect(splitOf(300.3, 100.1)).toEqual({ fromWallet: 100.1, rest: 200.2 });
    expect(splitPayLabel({ fromWallet: 500, rest: 379.45 }, 'CARD')).toBe('Pay ₹500 from wallet + ₹379.45 by card');
    expect(splitPayLabel({ fromWallet: 120.5, rest: 80 }, null)).toBe('Pay ₹120.50 from wallet + ₹80');
    expect(splitOfferLabel({ fromWallet: 500, rest: 379.45 })).toBe('Split: ₹500 from wallet + ₹379.45 online');
  });
});

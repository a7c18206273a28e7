import { describe, expect, it } from 'vitest';
import { digitsOnly, isEmpty, isOtpComplete, isValidEmail, isValidMobile, isValidUpiId } from '../../src/lib/validation';

describe('mobile number (SPEC 5)', () => {
  it.each(['9876543210', '4000000000', '7012345678'])('accepts %s', (value) => expect(isValidMobile(value)).toBe(true));
  it.each(['3876543210', '0876543210', '987654321', '98765432100', '98765abcde', '', '+919876543210'])('rejects %s', (value) =>
    expect(isValidMobile(value)).toBe(false),
  );
});

describe('OTP (SPEC 5)', () => {
  it('needs at least 4 characters', () => {
    expect(isOtpComplete('123')).toBe(false);
    expect(isOtpComplete('1234')).toBe(true);
    expect(isOtpComplete('  12 ')).toBe(false);
  });
});

describe('email and UPI id (SPEC 5)', () => {
  it('checks local@domain', () => {
    expect(isValidEmail('diner@example.in')).toBe(true);
    expect(isValidEmail('diner@example')).toBe(false);
    expect(isValidEmail('di ner@example.in')).toBe(false);
  });
  it('checks 2-256 allowed characters, @, 2-64 letters', () => {
    expect(isValidUpiId('diner.42@okaxis')).toBe(true);
    expect(isValidUpiId('d@okaxis')).toBe(false);
    expect(isValidUpiId('diner@ok1')).toBe(false);
    expect(isValidUpiId(`${'a'.repeat(257)}@upi`)).toBe(false);
  });
});

describe('helpers', () => {
  it('treats null, undefined, empty string and zero as empty', () => {
    expect([null, undefined, '', 0].every(isEmpty)).toBe(true);
    expect([' ', 1, 'x', false].some(isEmpty)).toBe(false);
  });
  it('keeps digits only, cut to the input limit', () => {
    expect(digitsOnly('98-765 43210 99', 10)).toBe('9876543210');
    expect(digitsOnly('12a3', 4)).toBe('123');
  });
});

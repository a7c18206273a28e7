import { describe, expect, it } from 'vitest';
import {
  INVALID_ANNIVERSARY,
  checkProfile,
  checkRegistration,
  displayToIso,
  formFromProfile,
  fromDisplayDate,
  toDisplayDate,
  toProfileRequest,
  typedDate,
  type ProfileForm,
} from '../../src/features/account/profileForm';
import type { UserProfile } from '../../src/api/contract';
import { INVALID_GSTIN } from '../../src/lib/gstin';

const NOW = Date.parse('2026-01-15T10:00:00Z');

const valid: ProfileForm = {
  fullName: 'Asha Verma',
  mobile: '9876543210',
  email: 'asha@example.com',
  dateOfBirth: '20/05/1990',
  anniversaryDate: '',
  gender: 'FEMALE',
  gstin: '',
};
const blank: ProfileForm = { fullName: '', mobile: '', email: '', dateOfBirth: '', anniversaryDate: '', gender: '', gstin: '' };

describe('edit profile checks (SPEC 5), in order, first failure only', () => {
  it('walks the order: full name, mobile, email, date of birth, gender', () => {
    const steps: Array<[Partial<ProfileForm>, string, string]> = [
      [{}, 'fullName', '*Please enter full name'],
      [{ fullName: 'Asha' }, 'mobile', '*Please enter a valid mobile number'],
      [{ mobile: '9876543210' }, 'email', '*Please enter a valid email'],
      [{ email: 'asha@example.com' }, 'dateOfBirth', '*Please select DOB'],
      [{ dateOfBirth: '20/05/1990' }, 'gender', '*Please select gender'],
    ];
    let form = blank;
    for (const [change, field, message] of steps) {
      form = { ...form, ...change };
      expect(checkProfile(form, NOW)).toEqual({ field, message });
    }
    expect(checkProfile({ ...form, gender: 'MALE' }, NOW)).toBeNull();
  });

  it('reports only the first failure when everything is wrong', () => {
    expect(checkProfile({ ...blank, email: 'bad', mobile: '12' }, NOW)).toEqual({ field: 'fullName', message: '*Please enter full name' });
    expect(checkProfile({ ...valid, mobile: '3876543210', email: 'bad', gender: '' }, NOW)?.field).toBe('mobile');
  });

  it.each([
    ['a blank name', { fullName: '   ' }, 'fullName'],
    ['a 9-digit mobile', { mobile: '987654321' }, 'mobile'],
    ['an email without a domain dot', { email: 'asha@example' }, 'email'],
    ['an unfinished date of birth', { dateOfBirth: '20/05/19' }, 'dateOfBirth'],
    ['a date of birth that does not exist', { dateOfBirth: '31/04/1990' }, 'dateOfBirth'],
    ['a date of birth after today', { dateOfBirth: '16/01/2026' }, 'dateOfBirth'],
    ['an anniversary that does not exist', { anniversaryDate: '30/02/2015' }, 'anniversaryDate'],
    ['an anniversary after today', { anniversaryDate: '01/02/2026' }, 'anniversaryDate'],
  ])('refuses %s', (_name, change, field) => {
    expect(checkProfile({ ...valid, ...change }, NOW)?.field).toBe(field);
  });

  it('takes today as a date of birth, no anniversary, and trims the email', () => {
    expect(checkProfile({ ...valid, dateOfBirth: '15/01/2026' }, NOW)).toBeNull();
    expect(checkProfile({ ...valid, email: ' asha@example.com ' }, NOW)).toBeNull();
    expect(checkProfile({ ...valid, anniversaryDate: '02/11/2018' }, NOW)).toBeNull();
  });

  it('says what is wrong with an anniversary only after the spec’s own checks', () => {
    expect(checkProfile({ ...valid, gender: '', anniversaryDate: '99/99/9999' }, NOW)?.field).toBe('gender');
    expect(checkProfile({ ...valid, anniversaryDate: '99/99/9999' }, NOW)).toEqual({ field: 'anniversaryDate', message: INVALID_ANNIVERSARY });
  });
});

describe('add-customer checks (SPEC 5)', () => {
  it('checks the OTP last, for at least 4 characters', () => {
    expect(checkRegistration(blank, '', NOW)?.field).toBe('fullName');
    expect(checkRegistration({ ...valid, gender: '' }, '12', NOW)?.field).toBe('gender');
    expect(checkRegistration(valid, '123', NOW)).toEqual({ field: 'otp', message: '*Please enter OTP properly' });
    expect(checkRegistration(valid, '1234', NOW)).toBeNull();
  });
});

describe('the GSTIN (issue 23)', () => {
  it('is optional, forgives spaces and small letters, and refuses one whose check character does not add up', () => {
    expect(checkProfile({ ...valid, gstin: '' }, NOW)).toBeNull();
    expect(checkProfile({ ...valid, gstin: '27 aapfu 0939 f1zv' }, NOW)).toBeNull();
    expect(toProfileRequest({ ...valid, gstin: '27 aapfu 0939 f1zv' }, null).gstin).toBe('27AAPFU0939F1ZV');
    expect(checkProfile({ ...valid, gstin: '27AAPFU0939F1ZW' }, NOW)).toEqual({ field: 'gstin', message: INVALID_GSTIN });
    expect(checkProfile({ ...valid, gstin: '27AAPFU0939F1Z' }, NOW)).toEqual({ field: 'gstin', message: INVALID_GSTIN });
  });
});

describe('the profile payload (SPEC 3)', () => {
  it('sends dates as epoch ms (midnight in Kolkata), anniversarydate, userImageUrl and no payment-gateway customer', () => {
    const request = toProfileRequest({ ...valid, fullName: ' Asha ', email: ' asha@example.com ', anniversaryDate: '02/11/2018' }, '/uploads/x.jpg');
    expect(request).toEqual({
      fullName: 'Asha',
      mobile: '9876543210',
      email: 'asha@example.com',
      dateOfBirth: Date.parse('1990-05-20T00:00:00+05:30'),
      anniversarydate: Date.parse('2018-11-02T00:00:00+05:30'),
      gender: 'FEMALE',
      userImageUrl: '/uploads/x.jpg',
      createcustomeronpaymentgateway: false,
      gstin: '',
    });
    expect(toProfileRequest(valid, null)).toMatchObject({ anniversarydate: null, userImageUrl: null });
  });

  it('fills the form back from a stored profile, dates as DD/MM/YYYY', () => {
    const user = {
      fullName: 'Asha',
      mobile: '9876543210',
      email: 'a@b.co',
      gender: 'other',
      dateOfBirth: Date.parse('1990-05-20T00:00:00+05:30'),
      anniversaryDate: null,
      gstin: '27AAPFU0939F1ZV',
    } as UserProfile;
    expect(formFromProfile(user)).toEqual({ fullName: 'Asha', mobile: '9876543210', email: 'a@b.co', dateOfBirth: '20/05/1990', anniversaryDate: '', gender: 'other', gstin: '27AAPFU0939F1ZV' });
    expect(formFromProfile(null)).toEqual(blank);
  });
});

describe('dates as DD/MM/YYYY', () => {
  it('converts both ways in Kolkata time, whatever the instant within that day', () => {
    expect(fromDisplayDate('20/05/1990')).toBe(Date.parse('1990-05-19T18:30:00Z'));
    expect(toDisplayDate(Date.parse('1990-05-19T18:30:00Z'))).toBe('20/05/1990');
    expect(toDisplayDate(Date.parse('1990-05-20T18:29:59Z'))).toBe('20/05/1990');
    expect(displayToIso('29/02/2024')).toBe('2024-02-29');
    expect(displayToIso('29/02/2023')).toBeNull();
    expect(displayToIso('2024-02-29')).toBeNull();
  });

  it('puts the slashes in as the digits are typed, and lets them be deleted', () => {
    expect(typedDate('2', '')).toBe('2');
    expect(typedDate('20', '2')).toBe('20/');
    expect(typedDate('20/0', '20/')).toBe('20/0');
    expect(typedDate('20/05', '20/0')).toBe('20/05/');
    expect(typedDate('20/05/1990', '20/05/199')).toBe('20/05/1990');
    expect(typedDate('20051990', '')).toBe('20/05/1990');
    expect(typedDate('20/05/19901', '20/05/1990')).toBe('20/05/1990');
    expect(typedDate('20/', '20/0')).toBe('20/');
    expect(typedDate('20', '20/')).toBe('20');
    expect(typedDate('ab', '')).toBe('');
  });
});

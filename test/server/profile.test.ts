import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credentials, UserProfile } from '../../src/api/contract';
import { PROFILE_MESSAGES, UPLOAD_LIMIT } from '../../server/routes/profile';
import { IMAGE_NOT_BASE64, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, UPLOAD_CACHE_CONTROL } from '../../server/uploads';
import { lastOtp, manualClock, startTestServer, type TestServer } from '../support/server';
import { basicAuth, get, post, signIn, uniqueMobile } from './http';

const clock = manualClock(Date.parse('2026-01-15T10:00:00Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server.close());

/** A real 1 x 1 PNG. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const jpegOf = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 0)]);

const DOB = Date.parse('1990-05-20T00:00:00+05:30');
const ANNIVERSARY = Date.parse('2018-11-02T00:00:00+05:30');

function profileFor(mobile: string, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Asha Verma',
    mobile,
    email: 'asha@example.com',
    dateOfBirth: DOB,
    anniversarydate: ANNIVERSARY,
    gender: 'FEMALE',
    userImageUrl: null,
    createcustomeronpaymentgateway: false,
    ...overrides,
  };
}

async function newCustomer(): Promise<{ mobile: string; auth: Record<string, string> }> {
  const mobile = uniqueMobile();
  return { mobile, auth: basicAuth(await signIn(server, mobile)) };
}

async function upload(auth: Record<string, string>, fileBase64: string, fileName = 'me.jpg') {
  return post<string>(server, '/uploadFileInBase64', { fileName, fileBase64 }, auth);
}

describe('the registration flow of SPEC 4 for a number not yet registered', () => {
  it('checks the number, verifies the OTP, uploads the image, saves the profile; the number is then registered', async () => {
    const mobile = uniqueMobile();
    expect((await post(server, '/checkMobileRegistered', { mobileNumber: mobile })).body.errorCode).toBe(404);
    expect((await post(server, '/generateOtpForUser', { mobileNumber: mobile })).status).toBe(200);
    const login = await post<Credentials>(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: lastOtp(server.logs, mobile) });
    const auth = basicAuth(login.body.responsePacket);

    const image = await upload(auth, PNG_1PX, 'me.png');
    expect(image.status).toBe(200);
    expect(image.body.errorCode).toBe(0);
    expect(image.body.responsePacket).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);

    const saved = await post<UserProfile>(server, '/updateProfile', profileFor(mobile, { userImageUrl: image.body.responsePacket }), auth);
    expect(saved.status).toBe(200);
    expect(saved.body.errorCode).toBe(0);
    // A new customer is welcomed as new, not told a profile was "updated".
    expect(saved.body.message).toBe('Welcome to Gold Leaf, Asha Verma! Your account is ready.');
    expect(saved.body.responsePacket).toMatchObject({
      fullName: 'Asha Verma',
      mobile,
      email: 'asha@example.com',
      emailVerified: false,
      gender: 'FEMALE',
      dateOfBirth: DOB,
      anniversaryDate: ANNIVERSARY,
      userImage: image.body.responsePacket,
    });
    const detail = await get<UserProfile>(server, '/profileDetail', auth);
    expect(detail.body.responsePacket).toEqual(saved.body.responsePacket);
    expect((await post(server, '/checkMobileRegistered', { mobileNumber: mobile })).body.errorCode).toBe(0);

    // Once registered, a change is an update.
    const edited = await post<UserProfile>(server, '/updateProfile', profileFor(mobile, { fullName: 'Asha V' }), auth);
    expect(edited.body.message).toBe('Profile updated successfully');
    expect(edited.body.message).toBe(PROFILE_MESSAGES.saved);
  });
});

describe('POST /updateProfile', () => {
  it('keeps the image when userImageUrl is absent or null, and goes back to the default one on request', async () => {
    const { mobile, auth } = await newCustomer();
    const image = (await upload(auth, jpegOf(500).toString('base64'))).body.responsePacket;
    await post(server, '/updateProfile', profileFor(mobile, { userImageUrl: image }), auth);

    const withoutImage = profileFor(mobile, { fullName: 'Asha V', anniversarydate: null });
    delete (withoutImage as Partial<typeof withoutImage>).userImageUrl;
    const kept = await post<UserProfile>(server, '/updateProfile', withoutImage, auth);
    expect(kept.body.responsePacket).toMatchObject({ fullName: 'Asha V', anniversaryDate: null, userImage: image });

    const reset = await post<UserProfile>(server, '/updateProfile', profileFor(mobile, { userImageUrl: '/media/default-user.svg' }), auth);
    expect(reset.body.responsePacket.userImage).toBe('/media/default-user.svg');
  });

  it('trims the name and email before keeping them', async () => {
    const { mobile, auth } = await newCustomer();
    const saved = await post<UserProfile>(server, '/updateProfile', profileFor(mobile, { fullName: '  Ravi  ', email: ' ravi@example.in ' }), auth);
    expect(saved.body.responsePacket).toMatchObject({ fullName: 'Ravi', email: 'ravi@example.in' });
  });

  it.each([
    ['no full name', { fullName: '' }, 400, '*Please enter full name'],
    ['a blank full name', { fullName: '   ' }, 400, '*Please enter full name'],
    ['a missing full name', { fullName: undefined }, 400, '*Please enter full name'],
    ['a name of 101 characters', { fullName: 'a'.repeat(101) }, 400, 'fullName must be at most 100 characters'],
    ['a bad mobile number', { mobile: '12345' }, 400, '*Please enter a valid mobile number'],
    ['an invalid email', { email: 'asha@example' }, 400, '*Please enter a valid email'],
    ['no email', { email: undefined }, 400, '*Please enter a valid email'],
    ['no date of birth', { dateOfBirth: undefined }, 400, '*Please select DOB'],
    ['a date of birth as text', { dateOfBirth: '1990-05-20' }, 400, '*Please select DOB'],
    ['no gender', { gender: undefined }, 400, '*Please select gender'],
    ['a lowercase gender', { gender: 'male' }, 400, '*Please select gender'],
    ['an unknown field', { anniversaryDate: ANNIVERSARY }, 400, 'Unknown field: anniversaryDate'],
    ['a non-boolean gateway flag', { createcustomeronpaymentgateway: 'no' }, 400, 'createcustomeronpaymentgateway must be a boolean'],
    ['another account’s number', { mobile: '9876543210' }, 422, PROFILE_MESSAGES.otherMobile],
    ['a date of birth in the future', { dateOfBirth: Date.parse('2026-02-01T00:00:00Z') }, 422, PROFILE_MESSAGES.dobInFuture],
    ['a date of birth before 1900', { dateOfBirth: Date.parse('1899-12-31T00:00:00Z') }, 422, PROFILE_MESSAGES.dobTooEarly],
    ['an anniversary in the future', { anniversarydate: Date.parse('2026-03-01T00:00:00Z') }, 422, PROFILE_MESSAGES.anniversaryInFuture],
    ['an anniversary before the birth', { anniversarydate: Date.parse('1980-01-01T00:00:00Z') }, 422, PROFILE_MESSAGES.anniversaryBeforeBirth],
    ['an image from elsewhere', { userImageUrl: 'https://example.com/me.jpg' }, 422, PROFILE_MESSAGES.unknownImage],
    ['an upload that does not exist', { userImageUrl: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.jpg' }, 422, PROFILE_MESSAGES.unknownImage],
    ['a path outside the uploads', { userImageUrl: '/uploads/../users.db' }, 422, PROFILE_MESSAGES.unknownImage],
  ])('refuses %s with an envelope error and keeps the profile', async (_name, change, status, message) => {
    const { mobile, auth } = await newCustomer();
    const res = await post(server, '/updateProfile', profileFor(mobile, change), auth);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errorCode: status, message, responsePacket: null });
    const detail = await get<UserProfile>(server, '/profileDetail', auth);
    expect(detail.body.responsePacket).toMatchObject({ fullName: '', email: '', dateOfBirth: null, gender: null });
  });

  it('needs a signed-in customer', async () => {
    const res = await post(server, '/updateProfile', profileFor('9876543210'));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errorCode: 409, message: 'Unauthorised Access', responsePacket: null });
  });
});

describe('POST /uploadFileInBase64 and GET /uploads', () => {
  it.each([
    ['JPEG', jpegOf(2048), 'image/jpeg', /\.jpg$/],
    ['PNG', Buffer.from(PNG_1PX, 'base64'), 'image/png', /\.png$/],
    ['WebP', webp, 'image/webp', /\.webp$/],
  ])('stores a %s under an unguessable name and serves it back with its type, nosniff and a long cache', async (_kind, bytes, type, extension) => {
    const { auth } = await newCustomer();
    // The file name the client gives says nothing: the type comes from the bytes.
    const res = await upload(auth, bytes.toString('base64'), 'photo.gif');
    expect(res.status).toBe(200);
    const url = res.body.responsePacket;
    expect(url).toMatch(extension);
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe(type);
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Cache-Control')).toBe(UPLOAD_CACHE_CONTROL);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const again = await fetch(`${server.url}${url}`, { headers: { 'If-None-Match': served.headers.get('ETag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('gives two uploads of the same image two different names', async () => {
    const { auth } = await newCustomer();
    const first = (await upload(auth, PNG_1PX)).body.responsePacket;
    const second = (await upload(auth, PNG_1PX)).body.responsePacket;
    expect(first).not.toBe(second);
  });

  it('accepts a data-URL prefix but still judges the bytes', async () => {
    const { auth } = await newCustomer();
    expect((await upload(auth, `data:image/png;base64,${PNG_1PX}`)).body.responsePacket).toMatch(/\.png$/);
    const lying = await upload(auth, `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`);
    expect(lying.status).toBe(415);
    expect(lying.body.message).toBe(IMAGE_WRONG_TYPE);
  });

  it('takes an image of exactly 2 MB and refuses one byte more', async () => {
    const { auth } = await newCustomer();
    const exact = await upload(auth, jpegOf(2 * 1024 * 1024).toString('base64'));
    expect(exact.status).toBe(200);
    const over = await upload(auth, jpegOf(2 * 1024 * 1024 + 1).toString('base64'));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ errorCode: 413, message: IMAGE_TOO_LARGE, responsePacket: null });
  });

  it('refuses a body far past the limit before reading it all', async () => {
    const { auth } = await newCustomer();
    const res = await upload(auth, jpegOf(3 * 1024 * 1024).toString('base64'));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(IMAGE_TOO_LARGE);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;').toString('base64'), 415, IMAGE_WRONG_TYPE],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'), 415, IMAGE_WRONG_TYPE],
    ['text that is not base64', 'not base64 at all!', 400, IMAGE_NOT_BASE64],
    ['base64 of the wrong length', 'abc', 400, IMAGE_NOT_BASE64],
    ['an empty file', '', 400, 'Please choose an image to upload'],
  ])('refuses %s with an envelope error', async (_name, fileBase64, status, message) => {
    const { auth } = await newCustomer();
    const res = await upload(auth, fileBase64);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errorCode: status, message, responsePacket: null });
  });

  it('refuses a missing file name and an unsigned request', async () => {
    const { auth } = await newCustomer();
    const noName = await post(server, '/uploadFileInBase64', { fileBase64: PNG_1PX }, auth);
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('fileName is required');
    const anonymous = await post(server, '/uploadFileInBase64', { fileName: 'a.png', fileBase64: PNG_1PX });
    expect(anonymous.body.errorCode).toBe(409);
  });

  it(`lets one customer upload ${UPLOAD_LIMIT.max} images an hour`, async () => {
    const { auth } = await newCustomer();
    for (let i = 0; i < UPLOAD_LIMIT.max; i++) expect((await upload(auth, PNG_1PX)).status).toBe(200);
    const refused = await upload(auth, PNG_1PX);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(PROFILE_MESSAGES.tooManyUploads);
    clock.advance(UPLOAD_LIMIT.windowMs);
    expect((await upload(auth, PNG_1PX)).status).toBe(200);
  });

  it('answers 404 for names it never gave out', async () => {
    for (const path of ['/uploads/AAAAAAAAAAAAAAAAAAAAAA.jpg', '/uploads/..%2Fpackage.json', '/uploads/', '/uploads/x.svg']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });
});

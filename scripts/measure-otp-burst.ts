/**
 * The OTP guessing attack, measured: B bursts (default 10) of 1,000 simultaneous random guesses, each at a fresh
 * number's code, and how many sign in. On PGlite, or on PostgreSQL (where the old lockout was bypassed):
 *   npm run measure:otp-burst -- 10
 *   bash scripts/with-postgres.sh npm run measure:otp-burst -- 10
 */
import { backendName } from '../test/support/database';
import { startTestServer } from '../test/support/server';

const bursts = Number(process.argv[2] ?? 10);
const GUESSES = 1000;
const server = await startTestServer();
const post = (path: string, body: unknown) =>
  fetch(`${server.url}/v1/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

try {
  let signIns = 0;
  const invalid: number[] = [];
  const started = performance.now();
  for (let b = 0; b < bursts; b++) {
    const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    await post('/generateOtpForUser', { mobileNumber: mobile });
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, async () => {
        const res = await post('/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: String(Math.floor(Math.random() * 10_000)).padStart(4, '0') });
        return { status: res.status, message: ((await res.json()) as { message: string }).message };
      }),
    );
    signIns += answers.filter((a) => a.status === 200).length;
    invalid.push(answers.filter((a) => a.message === 'Invalid OTP provided').length);
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`${backendName()}: ${bursts} bursts of ${GUESSES} random guesses: ${signIns} sign-ins; guesses compared and wrong per burst: ${invalid.join(', ')}; ${seconds} s`);
} finally {
  await server.close();
}

/** The real entry point as a child process: environment, the ready line, clean shutdown, data kept on disk. */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Credentials, Restaurant, UserProfile } from '../../src/api/contract';

const dataDir = mkdtempSync(join(tmpdir(), 'server-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startMain(env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DRAIN_SECONDS: '0', ...env, PORT: '0', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^App ready at (http:\/\/localhost:(\d+))$/m.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited early (${code}):\n${output}`)));
  });
  return { child, url, output: () => output };
}

async function stop(running: Running): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGTERM');
  return exited;
}

const postJson = async <T>(url: string, path: string, body: unknown) => {
  const res = await fetch(`${url}/v1/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { errorCode: number; responsePacket: T } };
};

describe('server/main.ts', () => {
  it('starts on a free port, keeps data in DATA_DIR across a restart, and stops cleanly on SIGTERM', async () => {
    const mobile = '8123456789';
    const first = await startMain();
    expect(first.url).not.toContain(':0');
    expect(first.output().match(/App ready at/g)).toHaveLength(1);
    // The demo's table QR links, printed once with the real origin, for a tester to open a table.
    // Issue 34: each with its QR code's secret in the fragment, which browsers never send to a server.
    const link = (n: number) => `${first.url}/\\?table=GL-MOH8-T${n}#k=[0-9A-HJKMNP-TV-Z]{24}`;
    await expect.poll(() => first.output()).toMatch(new RegExp(`\\[demo\\] Table QR codes: ${link(1)}, ${link(2)}, ${link(3)}\n`));

    expect((await postJson(first.url, '/generateOtpForUser', { mobileNumber: mobile })).status).toBe(200);
    const otp = new RegExp(`^\\[demo\\] OTP for ${mobile}: (\\d{4})$`, 'm').exec(first.output())?.[1];
    expect(otp).toBeDefined();
    const login = await postJson<Credentials>(first.url, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: otp });
    expect(login.status).toBe(200);
    const notBuilt = await fetch(first.url + '/');
    expect(notBuilt.status).toBe(503);
    expect(await stop(first)).toBe(0);

    const second = await startMain();
    try {
      const { mobile: m, secretKey } = login.body.responsePacket;
      const profile = await fetch(`${second.url}/v1/api/profileDetail`, {
        headers: { Authorization: `Basic ${Buffer.from(`${m}:${secretKey}`).toString('base64')}` },
      });
      expect(profile.status).toBe(200);
      expect(((await profile.json()) as { responsePacket: UserProfile }).responsePacket.mobile).toBe(mobile);

      // Seeding ran again on start but found the tables filled: no duplicates.
      const outlets = await postJson<Restaurant[]>(second.url, '/restaurantList', {
        categoryId: 0, cityId: 0, latitude: 30.7, longitude: 76.7, length: 1000, orderType: 'All', searchKey: '', start: 0,
      });
      expect(outlets.body.responsePacket).toHaveLength(14);
    } finally {
      expect(await stop(second)).toBe(0);
    }
    expect(second.output()).toContain('SIGTERM received: draining for 0 s, then shutting down');
    expect(second.output()).not.toMatch(/error/i);
  }, 120_000);

  it('on SIGTERM fails /readyz first, stops taking connections after DRAIN_SECONDS, lets a request in flight finish, then exits 0', async () => {
    const running = await startMain({ DRAIN_SECONDS: '2' });
    const statusOf = (path: string) => fetch(running.url + path).then((res) => res.status);
    expect(await statusOf('/healthz')).toBe(200);
    expect(await statusOf('/readyz')).toBe(200);

    // A request whose body is still on its way: the server has its headers and part of the body.
    const body = JSON.stringify({ mobileNumber: '8123456780' });
    const inFlight: { finish?: () => void } = {};
    let connected!: () => void;
    const connection = new Promise<void>((resolve) => (connected = resolve));
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${running.url}/v1/api/generateOtpForUser`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.on('socket', (socket) => socket.once('connect', connected));
      req.write(body.slice(0, 5));
      inFlight.finish = () => req.end(body.slice(5));
    });
    await connection;
    const exited = new Promise<number | null>((resolve) => running.child.once('exit', resolve));

    running.child.kill('SIGTERM');
    await expect.poll(() => statusOf('/readyz')).toBe(503);
    expect(await statusOf('/healthz')).toBe(200);
    // After the drain the listening socket is closed: a new connection is refused...
    await expect.poll(() => statusOf('/healthz').then(String, (error: Error) => (error.cause as NodeJS.ErrnoException | undefined)?.code), { timeout: 10_000 }).toBe('ECONNREFUSED');
    // ...while the request already in flight is answered in full, and only then does the process exit.
    inFlight.finish?.();
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('OTP sent');
    expect(await exited).toBe(0);
    expect(running.output()).toContain('SIGTERM received: draining for 2 s, then shutting down');
  }, 120_000);
});

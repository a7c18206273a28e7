/** The real entry point as a child process: environment, the ready line, clean shutdown, data kept on disk. */
import { spawn, type ChildProcess } from 'node:child_process';
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

async function startMain(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build') },
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
    const tables = `${first.url}/?table=GL-MOH8-T1, ${first.url}/?table=GL-MOH8-T2, ${first.url}/?table=GL-MOH8-T3`;
    await expect.poll(() => first.output()).toContain(`[demo] Table QR codes: ${tables}\n`);

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
    expect(second.output()).toContain('SIGTERM received, shutting down');
    expect(second.output()).not.toMatch(/error/i);
  }, 120_000);
});

/**
 * Runs the real server (`server/main.ts`) as a child process, as a user would, on a throw-away data folder and a
 * private copy of the built app (so a test may change what is deployed). Reads its console for OTPs.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const READY = /App ready at (http:\/\/\S+)/;
/** Set by globalSetup: a data folder the server has already created and seeded, copied for each test. */
export const TEMPLATE_DATA_ENV = 'E2E_TEMPLATE_DATA_DIR';
const OTP = /\[demo\] OTP for (\d{10}): (\d{4})/;

export class AppServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  readonly staticDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  private process: ChildProcess | null = null;
  private output = '';
  private readonly env: Record<string, string>;
  url = '';

  /**
   * DIST_DIR lets parallel work build elsewhere than dist/. `env` adds server settings for one test file
   * (e.g. DEMO_ORDER_SECONDS, so a demo order is delivered within the test).
   */
  constructor(
    distDir = process.env.DIST_DIR ?? 'dist',
    env: Record<string, string> = {},
  ) {
    this.env = env;
    cpSync(distDir, this.staticDir, { recursive: true });
    const template = process.env[TEMPLATE_DATA_ENV];
    if (template) cpSync(template, this.dataDir, { recursive: true });
  }

  /** Starts the server; on a restart it keeps its port and its data. */
  async start(): Promise<void> {
    const port = this.url ? new URL(this.url).port : '0';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...this.env, PORT: port, DATA_DIR: this.dataDir, STATIC_DIR: this.staticDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    const ready = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${this.output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString();
        const match = READY.exec(this.output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${this.output}`)));
    });
    const url = await ready;
    this.url = url.replace('localhost', '127.0.0.1');
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.process = null;
  }

  /** Everything the server printed so far (its access log has one "METHOD path status ms" line per request). */
  get log(): string {
    return this.output;
  }

  /** The newest OTP the server printed for `mobile`, waiting for it to appear. */
  async otpFor(mobile: string, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const codes = [...this.output.matchAll(new RegExp(OTP, 'g'))].filter((m) => m[1] === mobile);
      const latest = codes.at(-1)?.[2];
      if (latest) return latest;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no OTP printed for ${mobile}`);
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
    rmSync(this.staticDir, { recursive: true, force: true });
  }
}

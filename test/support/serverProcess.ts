/**
 * Runs the real server (server/main.ts) as a process of its own, as `npm run serve` does, with the settings given
 * on top of this process's environment; from its bundle when the suite made one (serverBundle.ts). Resolves once
 * the server says where it listens.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const READY = /App ready at (http:\/\/\S+)/;

/** Names the server's bundle (serverBundle.ts) when the suite made one. */
export const SERVER_BUNDLE_ENV = 'SERVER_BUNDLE';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
}

/** `onOutput` hears everything the server prints (its log, the demo's codes), from the start. */
export function spawnServer(env: Record<string, string>, onOutput: (chunk: string) => void): Promise<ServerProcess> {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const args = bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise<ServerProcess>((resolve, reject) => {
    // A bound on a server that never starts, not a speed check: with the load at 18 on 2 cores a start took 88 s.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      onOutput(text);
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1') });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
}

/** SIGTERM, and waits for the process to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * npm start: builds the app, then serves it (server/main.ts, in this same process, so one Ctrl-C drains and stops it).
 * The build's own output (four bundles' chunk lists, a few hundred lines) goes to a file and is shown only when the
 * build fails; `npm start -- --verbose` shows it as it runs.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const verbose = process.argv.includes('--verbose');
const logFile = join(tmpdir(), 'goldleaf-build.log');

async function build(): Promise<void> {
  const started = Date.now();
  console.log(verbose ? 'Building the app…' : `Building the app (about a minute on two cores; its output goes to ${logFile}, or add -- --verbose)…`);
  const log = verbose ? null : createWriteStream(logFile);
  const child = spawn('npm', ['run', '--silent', 'build'], { stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log ?? process.stdout);
  child.stderr?.pipe(log ?? process.stderr);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  await new Promise<void>((resolve) => (log ? log.end(resolve) : resolve()));
  if (code !== 0) {
    if (log) process.stderr.write(readFileSync(logFile, 'utf8'));
    console.error(`The build failed (exit ${code}).`);
    process.exit(code ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s. Starting the server…`);
}

await build();
await import('../server/main');

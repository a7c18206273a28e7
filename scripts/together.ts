/**
 * Runs npm scripts at the same time and fails if any fails: `node --import tsx scripts/together.ts typecheck:only lint test:unit build`.
 * For checks that each leave a core idle on their own: ESLint is single-threaded (the typecheck, TypeScript 7's, is
 * short beside it) and the unit and server tests wait on PGlite and HTTP, so those three run as one step with the
 * build (as two steps they left 12 and 55 CPU-s idle on a fresh clone); and the PostgreSQL server tests, the bundle
 * budget and the engine journeys each wait on a server or a browser much of the time (apart 177 + 71 s, together
 * 213 s on two cores). Each script's output is held and printed whole when it ends, so they never interleave line
 * by line.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node --import tsx scripts/together.ts <npm script> [<npm script> …]');
  process.exit(2);
}

function run(script: string): Promise<number> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n> npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);

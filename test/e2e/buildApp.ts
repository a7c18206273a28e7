/**
 * A build of the app with build settings of a test's own (a stand-in's origin, known only once it listens), into
 * a temporary folder that remove() deletes: one per Playwright worker, a few seconds each.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function buildApp(name: string, env: Record<string, string>): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `e2e-${name}-dist-`));
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { buildStamp } from '../../scripts/build-stamp';

/** A copy of the build's inputs, to change one of them without touching the project. */
function copyOfInputs(): string {
  const root = mkdtempSync(join(tmpdir(), 'stamp-'));
  for (const path of ['src', 'sw', 'public', 'index.html', 'manifest.webmanifest', 'vite.config.ts', 'package-lock.json']) {
    cpSync(path, join(root, path), { recursive: true });
  }
  return root;
}
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('the same code and settings get the same version stamp, so a restart that rebuilds asks no one to update', () => {
  root = copyOfInputs();
  const env = { VITE_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', HOME: '/elsewhere' };
  const stamp = buildStamp(root, env);
  expect(stamp).toMatch(/^[0-9a-z]{8}$/);
  expect(buildStamp('.', env)).toBe(stamp);
  // Settings that never reach the build leave it alone; the route tree the build writes too.
  expect(buildStamp(root, { ...env, HOME: '/root' })).toBe(stamp);
  writeFileSync(join(root, 'src', 'routeTree.gen.ts'), '// written again by the build\n');
  expect(buildStamp(root, env)).toBe(stamp);
});

test('a changed file, a new file or another VITE_ setting is a new version', () => {
  root = copyOfInputs();
  const stamp = buildStamp(root, {});
  expect(buildStamp(root, { VITE_PAYMENT_PROVIDER_ORIGIN: 'https://pay.example' })).not.toBe(stamp);
  writeFileSync(join(root, 'sw', 'added.ts'), 'export {};\n');
  const withNewFile = buildStamp(root, {});
  expect(withNewFile).not.toBe(stamp);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>changed</title>\n');
  expect(buildStamp(root, {})).not.toBe(withNewFile);
});

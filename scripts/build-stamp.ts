/**
 * The stamp of a build's version (vite.config.ts): eight base-36 characters of a SHA-256 over what the build is made
 * of, the app's files, its settings files and lock file, and the VITE_ settings, taken in a fixed order. The same
 * code built again gets the same stamp (so the same chunk names, and no 'A new version is available' after a
 * restart); any change to them, a new one.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const FOLDERS = ['src', 'sw', 'public'];
const FILES = ['index.html', 'manifest.webmanifest', 'vite.config.ts', 'package-lock.json'];

export function buildStamp(root: string, env: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  const inputs = FOLDERS.flatMap((folder) => readdirSync(join(root, folder), { recursive: true, withFileTypes: true }))
    // The route tree is written by the build itself (from the route files, already counted).
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.gen.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .concat(FILES)
    .sort();
  for (const file of inputs) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  for (const [name, value] of Object.entries(env).filter(([key]) => key.startsWith('VITE_')).sort()) hash.update(`${name}=${value ?? ''}\0`);
  return BigInt(`0x${hash.digest('hex').slice(0, 12)}`).toString(36).padStart(8, '0').slice(-8);
}

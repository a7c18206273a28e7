/**
 * The server (server/main.ts) bundled once into one file, for suites that start it many times: the browser tests
 * start about a hundred servers, and plain node starts the bundle with about 1 s of CPU less each than tsx, which
 * compiles and resolves server/'s modules again in every process. The bundle sits in node_modules/.cache so that the
 * packages it leaves out resolve as they do for server/main.ts, and it reads server/'s own files (pictures,
 * migrations) from server/ itself (server/paths.ts).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Bundles server/main.ts and returns the bundle's path. */
export async function bundleServer(): Promise<string> {
  const outfile = resolve('node_modules/.cache/server-bundle/main.mjs');
  await build({
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(resolve('server/paths.ts')).href) },
    logLevel: 'warning',
  });
  return outfile;
}

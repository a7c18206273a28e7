/**
 * The server (server/main.ts) bundled once into one file, for suites that start it many times: the browser tests
 * start about a hundred servers, and plain node starts the bundle with about 1 s of CPU less each than tsx, which
 * compiles and resolves server/'s modules again in every process. The bundle sits in node_modules/.cache so that the
 * packages it leaves out resolve as they do for server/main.ts, and it reads server/'s own files (pictures,
 * migrations) from server/ itself (server/paths.ts).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles server/main.ts and returns the bundle's path. Written beside it and renamed into place: a checkout whose
 * node_modules is a hard-linked copy of another's (git worktrees made with cp -al) shares the old file's inode, and
 * writing into it would hand every checkout this one's server.
 */
export async function bundleServer(): Promise<string> {
  const outfile = resolve('node_modules/.cache/server-bundle/main.mjs');
  const result = await build({
    entryPoints: ['server/main.ts'],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(resolve('server/paths.ts')).href) },
    logLevel: 'warning',
  });
  const [bundle] = result.outputFiles;
  if (!bundle || result.outputFiles.length !== 1) throw new Error(`esbuild gave ${result.outputFiles.length} files for the server bundle`);
  mkdirSync(dirname(outfile), { recursive: true });
  const written = `${outfile}.${process.pid}.tmp`;
  writeFileSync(written, bundle.contents);
  renameSync(written, outfile);
  return outfile;
}

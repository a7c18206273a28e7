/**
 * Issue 36: how long head office waits to import a POS catalogue of 300 dishes into one outlet, on the embedded
 * database, through the real server (server/main.ts as its own process): the preview (the dry run), then the import.
 * The issue wants each under 2 seconds. An editor is invited straight in the database (as `npm run staff` does)
 * while the server is stopped, since the embedded database is one process's at a time.
 *   npm run measure:menu-import
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';
import { restaurants } from '../server/db/schema';
import { createInvitation } from '../server/staff/accounts';
import { posItem } from '../test/support/posItem';

const DISHES = 300;
const BUDGET_MS = 2000;

async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', PORT: '0', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build'), LOG_FORMAT: 'text', DRAIN_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk.toString();
      const match = /App ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { url, child };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'measure-menu-import-'));
  try {
    // The first start creates and seeds the database.
    await stop((await startServer(dataDir)).child);
    const database = await openDatabase({ dataDir });
    const [outlet] = await database.db.select({ id: restaurants.id }).from(restaurants).limit(1);
    const { token } = await createInvitation(database.db, { email: 'measure-editor@chain.in', role: 'editor', outletIds: [] }, null, Date.now());
    await database.close();

    const { url, child } = await startServer(dataDir);
    try {
      const call = async (path: string, body: unknown, cookie = '') => {
        const res = await fetch(`${url}/v1/admin${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(body) });
        const session = res.headers.getSetCookie().find((line) => line.startsWith('gl_staff='));
        return { status: res.status, body: (await res.json()) as { message: string; responsePacket: Record<string, unknown> }, cookie: session?.split(';')[0] };
      };
      const joined = await call('/invitations/accept', { token, name: 'Measure', password: 'a long enough passphrase' });
      if (joined.status !== 200 || !joined.cookie) throw new Error(`could not join: ${joined.status} ${joined.body.message}`);
      const request = { outletId: outlet!.id, format: 'json', content: JSON.stringify({ categories: [], items: Array.from({ length: DISHES }, (_, i) => posItem(i + 1)) }) };

      let started = performance.now();
      const preview = await call('/menu/import/preview', request, joined.cookie);
      const previewMs = performance.now() - started;
      if (preview.status !== 200) throw new Error(`preview: ${preview.status} ${preview.body.message}`);
      started = performance.now();
      const applied = await call('/menu/import', { ...request, expectedDigest: preview.body.responsePacket.digest }, joined.cookie);
      const applyMs = performance.now() - started;
      if (applied.status !== 200) throw new Error(`import: ${applied.status} ${applied.body.message}`);

      console.log(`Menu import of ${DISHES} dishes (POS JSON, embedded database): preview ${previewMs.toFixed(0)} ms, import ${applyMs.toFixed(0)} ms (${applied.body.message})`);
      const within = previewMs < BUDGET_MS && applyMs < BUDGET_MS;
      console.log(within ? `Both under the ${BUDGET_MS} ms budget.` : `Over the ${BUDGET_MS} ms budget.`);
      return within ? 0 : 1;
    } finally {
      await stop(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

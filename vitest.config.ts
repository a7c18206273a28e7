import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    // Every core: most server tests wait on the database and HTTP, and vitest's default leaves one core idle
    // (on a 2-core machine that halves the run: 250 s against 153 s).
    maxWorkers: availableParallelism(),
    // One migrated database for the run (a PGlite dump, or a PostgreSQL template), which every test database starts from.
    globalSetup: ['test/support/migratedTemplate.ts'],
    // The server tests all run on PGlite, the embedded default (test:unit). On PostgreSQL (test:server:pg) run those
    // tagged 'postgres': the concurrent bursts on money, sign-in, stock and caps, whose races PGlite (one query at a
    // time) cannot show, and the files on what the drivers answer differently (counts as strings, LISTEN/NOTIFY).
    // The browser tests run every screen on PostgreSQL. Tag a test with `{ tags: ['postgres'] }`, a whole file with
    // a `// @module-tag postgres` line.
    tags: [{ name: 'postgres', description: 'also runs on PostgreSQL (npm run test:server:pg)' }],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          // Node, and a page's DOM only where a file asks for it (`// @vitest-environment happy-dom` on its first
          // line: React, the document, storage, the worker's caches): happy-dom for all 63 files took 52 of the
          // project's 154 CPU-s.
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          // The files share their worker's modules instead of importing the server's again each (isolate: false): on
          // PGlite the project ran in 100 s instead of 162. They can: each test builds its own app, database and
          // clock, and none mocks a module, stubs a global or the environment, or fakes timers.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Several server processes on one PostgreSQL behind nginx (issue 22): run by test:server:pg only.
        extends: true,
        test: {
          name: 'cluster',
          include: ['test/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

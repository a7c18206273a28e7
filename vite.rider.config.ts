/**
 * The rider page (src/rider, issue 37) is a build of its own, into dist/rider, like the kitchen board: none of the
 * customer app's chunks, service worker or precache, and nothing of it in theirs. Run after the app's build (which
 * empties dist/, and whose worker lists its precache before this exists). Its script stays under 30 KB gzip
 * (scripts/check-budget.ts).
 */
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/rider',
  base: '/rider/',
  // src/rider/public/sw.js: the page's own worker, at /rider/sw.js unhashed (the server always revalidates sw.js).
  publicDir: 'public',
  build: {
    outDir: '../../dist/rider',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});

/**
 * The kitchen board (src/outlet/board) is a build of its own, into dist/outlet: none of the customer app's chunks,
 * service worker or precache, and nothing of it in theirs. Run after the app's build (which empties dist/).
 */
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/outlet/board',
  base: '/outlet/',
  publicDir: false,
  build: {
    outDir: '../../../dist/outlet',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});

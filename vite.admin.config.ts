/**
 * The head office console (src/admin, issue 36) is a build of its own, into dist/admin: none of the customer app's
 * chunks, service worker or precache, and nothing of it in theirs. Run after the app's build (which empties dist/).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'src/admin',
  base: '/admin/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../../dist/admin',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // react-admin with Material UI is one app of about 300 KB gzipped, loaded by staff on a laptop: one file is fine.
    chunkSizeWarningLimit: 1500,
  },
});

/**
 * The head office console (src/admin, issue 36) is a build of its own, into dist/admin: none of the customer app's
 * chunks, service worker or precache, and nothing of it in theirs. Run after the app's build (which empties dist/).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mapTileSource } from './src/config/csp';

/**
 * The outlet form's map (issue 36) draws the app's map tiles: their host joins img-src in the console's own policy
 * (index.html), from the same VITE_MAP_TILE_URL the app's policy and maps read. A same-origin tile path needs nothing.
 */
function mapTilesInPolicy(): Plugin {
  let tiles: string | undefined;
  return {
    name: 'console-map-tiles-in-policy',
    apply: 'build',
    configResolved(config) {
      tiles = mapTileSource(config.env);
    },
    transformIndexHtml: (html) => (tiles ? html.replace("img-src 'self' data:;", `img-src 'self' data: ${tiles};`) : html),
  };
}

export default defineConfig({
  root: 'src/admin',
  base: '/admin/',
  publicDir: false,
  // The project's .env files (VITE_MAP_TILE_URL), not src/admin's: the console and the app draw the same tiles.
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), mapTilesInPolicy()],
  // The info pages' rich-text input (ra-input-rich-text, issue 46): the install holds two TipTap cores (3.34 at the top,
  // 3.31 under ra-input-rich-text, whose own extensions are 3.34 and need the newer one's exports). One core and one
  // ProseMirror for the whole editor, the top-level ones: two would also be two schemas that cannot share a document.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  build: {
    outDir: '../../dist/admin',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // react-admin with Material UI is one app of about 300 KB gzipped, loaded by staff on a laptop: one file is fine.
    chunkSizeWarningLimit: 1500,
  },
});

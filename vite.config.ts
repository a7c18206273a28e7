import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { contentSecurityPolicy } from './src/config/csp';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
/** Every build is a version of its own: the version check and the worker update key off it. */
const appVersion = `${pkg.version}+${Date.now().toString(36)}`;
/** manifest.webmanifest at the top level is the one source; the plugin emits it and links it. */
const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as Partial<ManifestOptions>;
const apiTarget = `http://localhost:${process.env.API_PORT ?? '8787'}`;

/**
 * Writes the Content-Security-Policy for this build's environment (src/config/csp.ts) into index.html, first
 * in <head> so it governs everything after it. Static hosts enforce it as is; the reference server copies it
 * into a header with frame-ancestors. Build only: the dev server injects inline scripts of its own (React
 * refresh) and talks to its HMR socket.
 */
function contentSecurityPolicyMeta(): Plugin {
  let policy = '';
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy(config.env);
    },
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
  };
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    contentSecurityPolicyMeta(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  // No source maps: nothing here uploads them to an error tracker, and maps in dist/ would be served to anyone
  // (the worker's build follows this setting). The server also refuses *.map, in case one is deployed.
  build: { target: 'es2022', sourcemap: false },
  server: { proxy: { '/v1': apiTarget, '/media': apiTarget } },
  preview: { proxy: { '/v1': apiTarget, '/media': apiTarget } },
});

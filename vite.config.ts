import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestOptions } from 'vite-plugin-pwa';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
/** Every build is a version of its own: the version check and the worker update key off it. */
const appVersion = `${pkg.version}+${Date.now().toString(36)}`;
/** manifest.webmanifest at the top level is the one source; the plugin emits it and links it. */
const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as Partial<ManifestOptions>;
const apiTarget = `http://localhost:${process.env.API_PORT ?? '8787'}`;

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
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
  build: { target: 'es2022', sourcemap: 'hidden' },
  server: { proxy: { '/v1': apiTarget, '/media': apiTarget } },
  preview: { proxy: { '/v1': apiTarget, '/media': apiTarget } },
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin, Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { OFFLINE_SHELL } from './src/config/cache';
import { contentSecurityPolicy } from './src/config/csp';
import { ROUTE_CHUNKS_FILE, routePattern, type RouteChunks } from './server/http/routeChunks';
import { buildStamp } from './scripts/build-stamp';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
/**
 * A build's version: the package's, stamped with a digest of what the build is made of (the code, the lock file and
 * the VITE_ settings). The version check and the worker update key off it, so a new deploy is a new version, and
 * a rebuild of the same code (`npm start` after a restart) is the same one: no 'A new version is available'.
 */
const appVersion = `${pkg.version}+${buildStamp('.', process.env)}`;
/** manifest.webmanifest at the top level is the one source; the plugin emits it and links it. */
const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as Partial<ManifestOptions>;
/**
 * What the home screen (the first view of most visits) renders, beyond what boot already holds (the banner carousel comes
 * after, and what a banner's action means is read on its first tap: bannerAction.ts). With it, what the install card
 * remembers: only home shows the card, so every other first view (a menu's) need not carry it in boot.
 */
const homeScreenModules =
  /[\\/]src[\\/](features[\\/]home[\\/](?!BannerCarousel|bannerAction)|routes[\\/]index\.tsx|features[\\/]orders[\\/]RunningOrderCard|features[\\/]install[\\/]installMemory)|[\\/]jotai[\\/]esm[\\/]vanilla[\\/]utils/;
/**
 * Small modules home's first view shows that other screens use too (money, distance, opening hours and closures, the words of
 * the order types and dialogs, the loading and retry states, the 'as of' note of a saved copy, the scan button;
 * not order status: a visitor's home shows none): with the boot chunk, not inside home's, which every screen using one of them would then load (6 KB
 * and home's stylesheet).
 */
const firstViewModules =
  /[\\/]src[\\/](lib[\\/](format|useLoaded|openingHours|reopening|closures)|rules[\\/](geo|kitchenMinutes|outletWords|outletStatus|closureWords)|features[\\/]restaurants[\\/]hoursText|ui[\\/](messages|RetryNotice|SavedCopyNote)|features[\\/]dine-in[\\/]ScanTableButton)\.tsx?$/;
/**
 * What nearly every screen but the first views calls: every endpoint's path, the shape checks of orders, payments
 * and the account, and the analytics calls (empty without analytics). One chunk, loaded beside a screen's own: not
 * in the entry, which the first view pays for, and not inside one screen's chunk (checkout's had taken them, and
 * with them every screen that calls the API).
 */
const contractModules = /[\\/]src[\\/](api[\\/](endpoints|orderShapes|paymentShapes|accountShapes)|features[\\/]analytics[\\/]analytics)\.ts$/;
/** Push's and the outbox's start-up and what they share with later screens (src/app/startAfterLoad.ts). */
const afterLoadModules = /[\\/]src[\\/](app[\\/]startAfterLoad|features[\\/]notifications[\\/](start|foreground|tag)|features[\\/]outbox[\\/](start|protocol))\.ts$/;
/** Sharing a link or a code, loaded on the tap (src/ui/shareLink.ts) or with the offers' copy buttons. */
const shareModules = /[\\/]src[\\/](ui[\\/](shareLink|shareMessages)|lib[\\/](share|copyText))\.ts$/;
/**
 * Small pieces an outlet's menu shares with checkout and payment (the quantity stepper and the cart's rules,
 * a dish's veg mark, the table a diner orders together at) and with events (the share icon, whose tap loads 'share' above): one chunk, so the menu
 * does not load pieces of unrelated screens they would be merged with. Not the table booking's state: no first view
 * books a table (the menu's Info tab, an event and the booking form load it with them). Not the dialogs: the menu's only one, the
 * clear-cart question, loads when it is asked (src/features/menu/OutletScreen.tsx), with the screens' shared dialogs.
 * The chain's words in the reader's language (the address's ?lang and the fields' lang marks) are here too: the menu
 * draws with them, and events and steal deals share them; left to the shared pieces, they took a dialog and part of
 * checkout into the menu's first view (146 KB).
 */
const orderingModules =
  /[\\/]src[\\/](ui[\\/](ShareButton|VegMark)\.tsx|rules[\\/](vegMarks|vegMarkWords|contentLang)\.ts|api[\\/]inLanguage\.ts|features[\\/]cart[\\/](QuantityStepper|cartOps)|features[\\/]dine-in[\\/]joinedTable)/;
/**
 * What checkout and payment share beyond that (bill, address, table, offline guard), with the checkout screen
 * itself: one chunk, not a dozen. The screen's own chunk beside it cost a deep link to /checkout two requests
 * (script and stylesheet), one more round of the six connections HTTP/1.1 opens: 2.11 s to LCP instead of 1.87 s
 * (Lighthouse mobile, median of 5). The screens that share these pieces load the checkout screen's 4 KB with them.
 * Not the picker of when an order is for (issue 23): it loads with a cart, beside the outlet's hours.
 */
const checkoutModules =
  /[\\/]src[\\/](routes[\\/]checkout\.tsx\?tsr-split|features[\\/]checkout[\\/](?!When|whenMessages|PointsOffer|pointsMessages)|lib[\\/](useBusy|useOnline)|ui[\\/]OfflineActionNotice|features[\\/](auth[\\/]LoginPrompt|dine-in[\\/]TableBadge|orders[\\/](billLines|BillSummary|orderCard)|payment[\\/]useGoToPayment|address[\\/](LazyAddressForm|api|addressText))|location[\\/]chooseAddress)/;
/**
 * App modules that several lazy screens share go in one chunk per feature ('shared~orders', 'shared~payment'),
 * and the small general ones (src/ui, src/lib, ...) in one more: a screen loads the features it uses, never a
 * piece of an unrelated screen put beside what it needs.
 */
function sharedChunkName(id: string): string {
  const feature = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1];
  return `shared~${feature ?? 'common'}`;
}
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

/**
 * Preloads from index.html what the entry imports dynamically as it starts (React DOM, see src/main.tsx): it is
 * fetched and compiled beside the entry instead of after it, and still evaluated in a task of its own.
 */
function preloadStartChunks(): Plugin {
  const startsWith = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;
  return {
    name: 'preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        Object.values(ctx.bundle ?? {})
          .filter((chunk) => chunk.type === 'chunk' && chunk.isDynamicEntry && startsWith.test(chunk.facadeModuleId ?? ''))
          .map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const })),
    },
  };
}

/**
 * Puts src/app/screenStylesheets.ts in place of Vite's helper around lazy imports (its module id below): with
 * modulePreload off that helper only links each lazy screen's stylesheets, and ours does just that in fewer bytes
 * (0.45 KB gzip less in the entry, on every first view), and knows the stylesheets an outlet's page inlines.
 */
function screenStylesheets(): Plugin {
  const viteHelper = '\0vite/preload-helper.js';
  return {
    name: 'screen-stylesheets',
    apply: 'build',
    enforce: 'pre',
    load: (id) => (id === viteHelper ? `export { __vitePreload } from ${JSON.stringify(join(import.meta.dirname, 'src/app/screenStylesheets.ts'))};` : null),
  };
}

/**
 * Moves the app's stylesheet from <head> to the end of <body>: index.html's shell carries its own critical CSS, so
 * the shell paints without waiting for the stylesheet, while the app's scripts, which run after it, still wait.
 */
function stylesheetAfterShell(): Plugin {
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/g;
  return {
    name: 'stylesheet-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const links = html.match(stylesheet) ?? [];
        return links.reduce((page, link) => page.replace(link, ''), html).replace('</body>', `${links.map((l) => l.trim()).join('\n')}\n  </body>`);
      },
    },
  };
}

/**
 * Writes route-chunks.json: for each screen (URL pattern of its file route), the chunks and stylesheets its
 * code-split component needs, with those of the layouts around it. The server names them in the HTML of a deep
 * link (server/http/routeChunks.ts), so they are fetched beside the app's own code, not after it has run.
 */
function routeChunkManifest(): Plugin {
  // The screen itself, not its error or pending views (split apart too, and rarely needed).
  const splitRoute = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=(?:[\w-]*-)?component\b/;
  return {
    name: 'route-chunk-manifest',
    apply: 'build',
    // After Vite's own pass, which drops the chunks that only carried a stylesheet (their CSS goes to importers).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const collect = (chunk: Rollup.OutputChunk, into: Set<string>) => {
          if (into.has(chunk.fileName) || chunk.isEntry) return;
          into.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          for (const name of chunk.imports) {
            const imported = byName.get(name);
            if (imported) collect(imported, into);
          }
        };
        // Route file (e.g. '_account/my-orders') → what its split parts need.
        const byRoute = new Map<string, Set<string>>();
        for (const chunk of chunks) {
          for (const id of chunk.moduleIds) {
            const route = splitRoute.exec(id)?.[1]?.replaceAll('\\', '/');
            if (!route || route === '__root') continue;
            const files = byRoute.get(route) ?? new Set<string>();
            collect(chunk, files);
            byRoute.set(route, files);
          }
        }
        const manifest: RouteChunks = {};
        for (const [route, files] of byRoute) {
          // A layout's own parts go with each screen inside it ('_account' with '_account/my-orders').
          if ([...byRoute.keys()].some((other) => other.startsWith(`${route}/`))) continue;
          const layouts = [...byRoute].filter(([other]) => route.startsWith(`${other}/`)).flatMap(([, parts]) => [...parts]);
          manifest[routePattern(route)] = [...new Set([...layouts, ...files])];
        }
        this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(manifest, null, 1) });
      },
    },
  };
}

/**
 * Writes a Brotli copy beside each hashed script and stylesheet (`x.js.br`), made once at the highest level,
 * which the server sends to browsers that accept it (server/http/static.ts): about 12% fewer bytes than gzip
 * on a first visit over a weak network. The files never change, so nothing compresses them per request.
 */
function brotliAssets(): Plugin {
  return {
    name: 'brotli-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/^assets\/.+\.(js|css)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const params = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT };
        writeFileSync(join(options.dir ?? 'dist', `${file.fileName}.br`), brotliCompressSync(source, { params }));
      }
    },
  };
}

/**
 * The shell the worker opens the app from without signal: a copy of the built index.html under its own name, so
 * index.html itself is never precached (GUIDE: a cache never keeps it), while the copy always names the very
 * scripts and stylesheets precached beside it, whatever was deployed since.
 */
function offlineShell(): Plugin {
  return {
    name: 'offline-shell',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('offline-shell: the build has no index.html to copy');
        this.emitFile({ type: 'asset', fileName: OFFLINE_SHELL, source: index.source });
      },
    },
  };
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    contentSecurityPolicyMeta(),
    preloadStartChunks(),
    screenStylesheets(),
    stylesheetAfterShell(),
    routeChunkManifest(),
    brotliAssets(),
    offlineShell(),
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
        // index.html (and the kitchen board's) never: the worker opens the app from offline.html (offlineShell).
        globIgnores: ['**/index.html'],
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  // No source maps: nothing here uploads them to an error tracker, and maps in dist/ would be served to anyone
  // (the worker's build follows this setting). The server also refuses *.map, in case one is deployed.
  build: {
    target: 'es2022',
    sourcemap: false,
    // No list of each lazy screen's scripts in the entry (Vite's __vite__mapDeps and its preload helper, 1.25 KB gzip of
    // hashed names in every first view): a deep link's HTML names its screen's scripts already (route-chunks.json,
    // server/http/routeChunks.ts), and the router fetches a screen on the intent to open it (defaultPreload), its
    // shared pieces as the browser reads its imports. Lazy screens' stylesheets are still loaded by Vite's helper.
    modulePreload: false,
    rolldownOptions: {
      // No app module is imported only for what it does on import (no bare `import './x.ts'`: keep it so), so a
      // module none of whose exports is used can go: a feature's index that re-exports a screen no longer drags
      // that screen into the first view. Modules whose exports are used still run their top-level code.
      treeshake: { moduleSideEffects: (id) => !/[\\/]src[\\/].*\.tsx?$/.test(id) },
      output: {
        // A phone on 4G pays per request as much as per byte: what the entry needs statically is one chunk,
        // and the small pieces that several lazy screens share are one more, instead of a score of tiny files.
        // Code shared by a set of screens is named after all of them ('shared~checkout~login~…'): one short name.
        chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('shared~') ? 'shared' : '[name]'}-[hash].js`,
        assetFileNames: (asset) => `assets/${asset.names[0]?.startsWith('shared~') ? 'shared' : '[name]'}-[hash][extname]`,
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 4 },
            { name: 'boot', test: firstViewModules, priority: 4 },
            // React DOM with its scheduler: one chunk, evaluated after boot in a task of its own (src/main.tsx).
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 5 },
            // Before the screens' groups, which take what they import along with them.
            { name: 'contract', test: contractModules, priority: 3 },
            // Everything the home screen renders, in the one chunk its route loads.
            { name: 'home', test: homeScreenModules, priority: 2 },
            { name: 'ordering', test: orderingModules, priority: 2 },
            { name: 'share', test: shareModules, priority: 2 },
            { name: 'checkout-parts', test: checkoutModules, priority: 2 },
            // Push's and the outbox's start-up, loaded after the load (src/app/startAfterLoad.ts), with the few
            // words and names they share with the notifications screen and the outbox's sending: one small script.
            { name: 'startAfterLoad', test: afterLoadModules, priority: 2 },
            // App modules that several lazy screens share, by feature (libraries such as sonner, jsQR or leaflet
            // stay apart, loaded only where they are used). Grouping by which screens use a module, with small
            // groups merged, had put unrelated screens' code in each other's way (tracking loaded the payment
            // list, 13 scripts), and one change anywhere regrouped everything.
            { name: sharedChunkName, test: /[\\/]src[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore: the router's store reads it directly instead of through the shim that
      // carries a copy for React 17 (0.4 KB gzip in the entry).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  server: { proxy: { '/v1': apiTarget, '/media': apiTarget } },
  preview: { proxy: { '/v1': apiTarget, '/media': apiTarget } },
});


/// <reference types="vite/client" />
/** Injected by vite.config.ts: the package version plus the build time. */
declare const __APP_VERSION__: string;

/** Injected by vite.config.ts from web/package.json. */
declare const __APP_VERSION__: string;

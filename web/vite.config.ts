import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const api = process.env.API_URL ?? 'http://localhost:3000';

// The icon components one by one, so a menu icon loads as a tiny chunk of its own (shell/MenuIcon.tsx):
// the virtual module maps every icon name to a dynamic import of its file.
const iconsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@ant-design/icons/package.json')),
  'es/icons',
);
const MENU_ICONS = 'virtual:menu-icons';

function menuIcons(): PluginOption {
  return {
    name: 'menu-icons',
    resolveId: (id) => (id === MENU_ICONS ? `\0${MENU_ICONS}` : undefined),
    load(id) {
      if (id !== `\0${MENU_ICONS}`) return undefined;
      const names = readdirSync(iconsDir)
        .filter((file) => /^[A-Z]\w*\.js$/.test(file))
        .map((file) => file.slice(0, -3));
      const entries = names.map(
        (name) => `  ${name}: () => import(${JSON.stringify(path.join(iconsDir, `${name}.js`))}),`,
      );
      return `export default {\n${entries.join('\n')}\n};\n`;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // plugin-react is typed against the root's newer vite (vitest's); web builds with its own vite 7.
  plugins: [react() as unknown as PluginOption, menuIcons()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __APP_BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: {
      // HTTP calls and the realtime socket both live under /api on the server.
      '/api': { target: api, changeOrigin: true, ws: true },
    },
  },
});

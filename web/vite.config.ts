import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { iconSvgs } from './vite/icon-svgs';
import { precompress } from './vite/precompress';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // JSX goes through Vite's own esbuild transform. @vitejs/plugin-react is not used: it resolves the
  // root's Vite 8 (vitest's) and switches to Rolldown-only hooks that this Vite 7 dev server rejects.
  esbuild: { jsx: 'automatic' },
  plugins: [iconSvgs(), precompress()],
  define: {
    __APP_BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // ECharts' drawing layer is its own file: the chart pages then load two smaller files in
        // parallel instead of one of 180 kB, and no chunk passes the 150 kB budget (docs/performance.md).
        manualChunks: (id) => (id.includes('/node_modules/zrender/') ? 'zrender' : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // HTTP calls and the realtime socket both live under /api on the server.
      '/api': { target: api, changeOrigin: true, ws: true },
    },
  },
});

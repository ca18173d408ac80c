import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Every Ant Design icon as its own SVG file under /icons/<ComponentName>.svg (SettingOutlined.svg), so
 * a menu icon chosen by name is one small cached image, not JavaScript: the shell carries no icon
 * table, and icons uploaded by administrators later take the same path. Built into dist/icons; served
 * by the dev server from memory.
 */
const THEMES = { outlined: 'Outlined', filled: 'Filled', twotone: 'TwoTone' } as const;
const ROUTE = '/icons/';

function iconFiles(): Map<string, string> {
  const root = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@ant-design/icons-svg/package.json')),
    'inline-svg',
  );
  const files = new Map<string, string>();
  for (const [folder, suffix] of Object.entries(THEMES)) {
    for (const file of readdirSync(path.join(root, folder))) {
      if (!file.endsWith('.svg')) continue;
      const base = file.slice(0, -4).replace(/(^|-)([a-z0-9])/g, (_, _dash, c: string) => c.toUpperCase());
      files.set(`${base}${suffix}.svg`, path.join(root, folder, file));
    }
  }
  return files;
}

/** The file as an image: browsers draw an SVG from a URL only with the SVG namespace. */
function asImage(file: string): string {
  return readFileSync(file, 'utf8').replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
}

/** /icons/index.json: every icon name, sorted, for the icon picker (one small cached request). */
const INDEX = 'index.json';
const iconIndex = (files: Map<string, string>) =>
  JSON.stringify([...files.keys()].map((file) => file.slice(0, -4)).sort());

export function iconSvgs(): Plugin {
  const files = iconFiles();
  return {
    name: 'icon-svgs',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.startsWith(ROUTE) ? request.url.slice(ROUTE.length).split('?')[0] : '';
        if (name === INDEX) {
          response.setHeader('Content-Type', 'application/json');
          response.end(iconIndex(files));
          return;
        }
        const file = files.get(name);
        if (!file) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(asImage(file));
      });
    },
    generateBundle() {
      for (const [name, file] of files)
        this.emitFile({ type: 'asset', fileName: `icons/${name}`, source: asImage(file) });
      this.emitFile({ type: 'asset', fileName: `icons/${INDEX}`, source: iconIndex(files) });
    },
  };
}

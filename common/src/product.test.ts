import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_VERSION } from './product';

const versionOf = (relative: string) =>
  (JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as { version: string }).version;

describe('one version', () => {
  it('is the version of every package of the workspace', () => {
    for (const manifest of [
      '../../package.json',
      '../package.json',
      '../../server/package.json',
      '../../web/package.json',
    ])
      expect(versionOf(manifest), manifest).toBe(PRODUCT_VERSION);
  });
});

import { describe, expect, it } from 'vitest';
import { engineProblems, statedVersions } from './check-engines.mjs';

// The shape of package-lock.json (v3) around the two packages that once required Node 22.
const lock = (cookieEngines) => ({
  packages: {
    '': { name: 'app', engines: { node: '>=20.19' }, dependencies: { fastify: '^5' } },
    'node_modules/fastify': { version: '5.12.8', dependencies: { 'light-my-request': '^6' } },
    'node_modules/light-my-request': { version: '6.8.1', dependencies: { cookie: '^2' } },
    'node_modules/cookie': { version: '2.0.2', engines: { node: cookieEngines } },
    'node_modules/react-router': { version: '7.18.5', dependencies: { cookie: '^1' } },
    'node_modules/react-router/node_modules/cookie': { version: '1.1.1', engines: { node: '>=18' } },
    'node_modules/vite': { version: '8.3.8', engines: { node: '^20.19.0 || >=22.12.0' } },
    'node_modules/better-sqlite3': { version: '12.11.1', engines: { node: '20.x || 22.x || 24.x' } },
    'node_modules/quill': { version: '2.0.3', engines: { npm: '>=8.2.3' } },
  },
});

describe('scripts/check-engines (issue 13, item 15)', () => {
  it('checks the lowest Node we state and the running one when we state it', () => {
    expect(statedVersions('>=20.19', 'v20.20.2')).toEqual(['20.19.0', '20.20.2']);
    expect(statedVersions('>=20.19', 'v18.20.0')).toEqual(['20.19.0']);
    expect(() => statedVersions(undefined)).toThrow(/not a range/);
  });

  it('names a package that needs a newer Node, with the package that pulls it', () => {
    expect(engineProblems(lock('>=22'), ['20.19.0', '20.20.2'])).toEqual([
      {
        name: 'cookie',
        version: '2.0.2',
        range: '>=22',
        excluded: ['20.19.0', '20.20.2'],
        requiredBy: ['light-my-request@6.8.1'],
      },
    ]);
  });

  it('accepts ranges that admit our Node, gaps elsewhere included, and ignores engines other than node', () => {
    expect(engineProblems(lock('>=18'), ['20.19.0', '20.20.2'])).toEqual([]);
  });

  it('refuses a range that only a later Node 20 satisfies, and one that is not a range', () => {
    expect(engineProblems(lock('^20.20.0'), ['20.19.0', '20.20.2']).map((p) => p.excluded)).toEqual([
      ['20.19.0'],
    ]);
    expect(engineProblems(lock('node twenty'), ['20.19.0'])).toHaveLength(1);
  });
});

// The users list under the keywords people type (issue 14): full mobile numbers, account prefixes, 4-digit
// fragments and two-character Chinese names over the 100,000 bench users, plus random pages 1-50 without a
// keyword. Every scenario is measured twice:
// - uncached: every request carries a unique `n` (the product's client sends a time stamp `n` too, SPEC §7),
//   so the answer cache's key (decision 029) never repeats and each request reads the database;
// - cached: the same URLs cycled without `n`, as repeated screens and paging back are served.
import { BENCH_USERS, nameOf } from './seed-large.mjs';

const USERS_PATH = '/api/permission/Users';

/** mulberry32: a small deterministic generator, so two runs ask the same keywords in the same order. */
export function randomSource(seed) {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % below;
  };
}

/**
 * Keyword classes; each draws from users that exist, so most keywords find someone (bench/seed-large.mjs:
 * user i has account `user<i>`, mobile 139 + i in 8 digits, and the name nameOf(i)).
 */
export const KEYWORD_CLASSES = {
  // one match
  'full mobile number': (r) => `139${String(r(BENCH_USERS)).padStart(8, '0')}`,
  // user + the first 2, 3 or 4 digits of an account: 1,111, 111 or 11 matches for most
  'account prefix': (r) => `user${r(BENCH_USERS)}`.slice(0, 6 + r(3)),
  // 4 digits from 0000 to 9999: in accounts and mobiles, a few to a few thousand matches
  '4-digit fragment': (r) => String(r(10_000)).padStart(4, '0'),
  // the first two characters of a user's name (a whole two-character name for every third user): ~35 matches
  'two-character Chinese name': (r) => [...nameOf(r(BENCH_USERS))].slice(0, 2).join(''),
};

export function keywordUrl(keyword) {
  return `${USERS_PATH}?currentPage=1&pageSize=20&keyword=${encodeURIComponent(keyword)}`;
}

export function pageUrl(page) {
  return `${USERS_PATH}?currentPage=${page}&pageSize=20`;
}

/** URL paths of the mixed keyword scenario: the four classes in turn. */
export function mixedKeywordPaths(count, seed = 14) {
  const r = randomSource(seed);
  const classes = Object.values(KEYWORD_CLASSES);
  return Array.from({ length: count }, (_, i) => keywordUrl(classes[i % classes.length](r)));
}

export function classKeywordPaths(name, count, seed = 14) {
  const r = randomSource(seed + Object.keys(KEYWORD_CLASSES).indexOf(name) + 1);
  return Array.from({ length: count }, () => keywordUrl(KEYWORD_CLASSES[name](r)));
}

export function randomPagePaths(count, seed = 14) {
  const r = randomSource(seed);
  return Array.from({ length: count }, () => pageUrl(1 + r(50)));
}

/**
 * autocannon options that send `paths` in turn over all connections. With `unique`, each request also gets
 * `&n=<counter>`, so no two requests share an answer-cache key.
 */
export function cyclingRequests(paths, { unique }) {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const path = paths[next % paths.length];
        next++;
        return { ...request, path: unique ? `${path}&n=${next}` : path };
      },
    },
  ];
}

/** The same for wrk: a Lua script body cycling through the paths (wrk.mjs adds the headers). */
export function cyclingLua(paths, { unique }) {
  const list = paths.map((p) => JSON.stringify(p)).join(',\n');
  const path = unique ? 'paths[i % #paths + 1] .. "&n=" .. i' : 'paths[i % #paths + 1]';
  return `paths = {\n${list}\n}\ni = 0\nrequest = function()\n  i = i + 1\n  return wrk.format(nil, ${path})\nend\n`;
}

/**
 * The users list scenarios: each as { name, paths }; run.mjs measures each uncached and cached.
 * The uncached run sends each path once per cycle with a unique `n`; the cached run cycles 50 paths.
 */
export function userListScenarios() {
  const scenarios = [
    { name: 'keywords of the four classes in turn', paths: mixedKeywordPaths(20_000) },
    ...Object.keys(KEYWORD_CLASSES).map((name) => ({
      name: `keyword class: ${name}`,
      paths: classKeywordPaths(name, 20_000),
    })),
    { name: 'random pages 1-50, no keyword', paths: randomPagePaths(20_000) },
  ];
  return scenarios.map((s) => ({ ...s, cachedPaths: s.paths.slice(0, 50) }));
}

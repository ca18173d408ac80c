// Builds server/src/db/seed/maps.json, the default maps (数据地图) the system-data map migration (20261122T0951_systemdata_map) loads: the China
// map and one map per province, from the public GeoJSON data the npm package echarts 4.x shipped under
// map/json (Apache-2.0; the package's later majors no longer carry it). It is NOT a dependency. To refresh:
//
//   cd /tmp && npm pack echarts@4.9.0 && tar xzf echarts-4.9.0.tgz   # unpacks to /tmp/package
//   node scripts/build-maps.mjs /tmp/package
//
// The package stores coordinates in ECharts' compact string encoding; this script decodes them into plain
// GeoJSON (what the map screen accepts and exports), rounds them to 0.001° (about 100 m, finer than the
// source's own 1/1024° step), removes points that rounding made repeat, simplifies each ring with
// Douglas-Peucker at a tolerance that scales with the map's extent, and drops rings smaller than a few
// pixels at a full-screen size. Each feature keeps its name (and its adcode for the provinces of the China
// map), which chart data is matched against.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.argv[2] ?? '/tmp/package';
const jsonDir = path.join(dir, 'map', 'json');
const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

// File name → [code, full name]. shanxi is 山西 and shanxi1 陕西 in the package; the codes are official.
const PROVINCES = {
  beijing: ['110000', '北京市'],
  tianjin: ['120000', '天津市'],
  hebei: ['130000', '河北省'],
  shanxi: ['140000', '山西省'],
  neimenggu: ['150000', '内蒙古自治区'],
  liaoning: ['210000', '辽宁省'],
  jilin: ['220000', '吉林省'],
  heilongjiang: ['230000', '黑龙江省'],
  shanghai: ['310000', '上海市'],
  jiangsu: ['320000', '江苏省'],
  zhejiang: ['330000', '浙江省'],
  anhui: ['340000', '安徽省'],
  fujian: ['350000', '福建省'],
  jiangxi: ['360000', '江西省'],
  shandong: ['370000', '山东省'],
  henan: ['410000', '河南省'],
  hubei: ['420000', '湖北省'],
  hunan: ['430000', '湖南省'],
  guangdong: ['440000', '广东省'],
  guangxi: ['450000', '广西壮族自治区'],
  hainan: ['460000', '海南省'],
  chongqing: ['500000', '重庆市'],
  sichuan: ['510000', '四川省'],
  guizhou: ['520000', '贵州省'],
  yunnan: ['530000', '云南省'],
  xizang: ['540000', '西藏自治区'],
  shanxi1: ['610000', '陕西省'],
  gansu: ['620000', '甘肃省'],
  qinghai: ['630000', '青海省'],
  ningxia: ['640000', '宁夏回族自治区'],
  xinjiang: ['650000', '新疆维吾尔自治区'],
  taiwan: ['710000', '台湾省'],
  xianggang: ['810000', '香港特别行政区'],
  aomen: ['820000', '澳门特别行政区'],
};

/** ECharts' compact ring: pairs of zigzag-encoded deltas as characters, offset by 64, scaled by 1024. */
function decodeRing(text, offsets, scale) {
  const ring = [];
  let x = offsets[0];
  let y = offsets[1];
  for (let i = 0; i < text.length; i += 2) {
    let dx = text.charCodeAt(i) - 64;
    let dy = text.charCodeAt(i + 1) - 64;
    dx = (dx >> 1) ^ -(dx & 1);
    dy = (dy >> 1) ^ -(dy & 1);
    x += dx;
    y += dy;
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

function polygonsOf(geometry, encoded, scale) {
  const polys = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const offsets = geometry.type === 'Polygon' ? [geometry.encodeOffsets] : geometry.encodeOffsets;
  if (!encoded) return polys;
  return polys.map((rings, p) => rings.map((ring, r) => decodeRing(ring, offsets[p][r], scale)));
}

function perpendicular(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  if (len === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function simplify(points, tolerance) {
  if (points.length < 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    let index = -1;
    let max = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicular(points[i], points[first], points[last]);
      if (d > max) {
        max = d;
        index = i;
      }
    }
    if (index !== -1) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const round = (v) => Math.round(v * 1000) / 1000;

function area(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(sum / 2);
}

function extentOf(polygonLists) {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polys of polygonLists)
    for (const rings of polys)
      for (const ring of rings)
        for (const [x, y] of ring) {
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        }
  return Math.max(maxX - minX, maxY - minY);
}

function cleanRing(ring, tolerance) {
  const rounded = [];
  for (const [x, y] of ring) {
    const point = [round(x), round(y)];
    const prev = rounded[rounded.length - 1];
    if (!prev || prev[0] !== point[0] || prev[1] !== point[1]) rounded.push(point);
  }
  const simple = simplify(rounded, tolerance);
  const first = simple[0];
  const last = simple[simple.length - 1];
  if (first && (first[0] !== last[0] || first[1] !== last[1])) simple.push([...first]);
  return simple;
}

function buildMap(file, extra) {
  const source = JSON.parse(fs.readFileSync(path.join(jsonDir, file), 'utf8'));
  const scale = source.UTF8Scale ?? 1024;
  const decoded = source.features.map((f) => polygonsOf(f.geometry, source.UTF8Encoding, scale));
  const extent = extentOf(decoded);
  // About one pixel of a 1000-pixel-wide drawing of the whole map.
  const tolerance = extent / 1000;
  const minArea = (extent / 400) ** 2;
  const features = [];
  source.features.forEach((feature, i) => {
    const polygons = [];
    for (const rings of decoded[i]) {
      if (!rings[0]?.length) continue;
      const outer = cleanRing(rings[0], tolerance);
      if (outer.length < 4 || area(outer) < minArea) continue;
      const holes = rings
        .slice(1)
        .map((r) => cleanRing(r, tolerance))
        .filter((r) => r.length >= 4 && area(r) >= minArea);
      polygons.push([outer, ...holes]);
    }
    // A feature whose every island is tiny keeps its largest one: every named place stays on the map.
    if (polygons.length === 0) {
      const largest = decoded[i]
        .filter((rings) => rings[0]?.length)
        .map((rings) => cleanRing(rings[0], tolerance / 4))
        .filter((r) => r.length >= 4)
        .sort((a, b) => area(b) - area(a))[0];
      if (largest) polygons.push([largest]);
    }
    // The package has an empty geometry or two (西藏 山南市 in 4.9.0): such a feature cannot be drawn.
    if (polygons.length === 0) return;
    const properties = { name: feature.properties.name, ...extra(feature) };
    const geometry =
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0] }
        : { type: 'MultiPolygon', coordinates: polygons };
    features.push({ type: 'Feature', properties, geometry });
  });
  return { type: 'FeatureCollection', features };
}

const maps = [
  {
    enCode: 'china',
    fullName: '中国',
    data: buildMap('china.json', (f) => (f.id ? { adcode: f.id } : {})),
  },
];
for (const [file, [code, name]] of Object.entries(PROVINCES)) {
  const data = buildMap(`province/${file}.json`, () => ({}));
  maps.push({ enCode: `${file === 'shanxi1' ? 'shaanxi' : file}`, fullName: name, adcode: code, data });
}

const out = new URL('../server/src/db/seed/maps.json', import.meta.url);
// One map a line: a refresh shows which maps changed.
fs.writeFileSync(out, `[\n${maps.map((m) => JSON.stringify(m)).join(',\n')}\n]\n`);
const bytes = fs.statSync(out).size;
const gzip = zlib.gzipSync(fs.readFileSync(out)).length;
const points = JSON.stringify(maps).match(/\[-?\d/g)?.length ?? 0;
console.log(
  `echarts ${version}: ${maps.length} maps, ~${points} points → ${out.pathname} (${bytes} bytes, ${gzip} gzip)`,
);

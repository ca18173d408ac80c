/**
 * Uploaded SVG icons are parsed and written out again from an allow-list (docs/decisions, 系统图标):
 * only drawing elements and presentation attributes survive, so the stored file can carry no script,
 * no event handler, no foreign content and no reference outside itself. Anything dangerous is refused
 * with the reason (the uploader should know the file was not taken as is); harmless editor leftovers
 * (metadata, inkscape:* attributes, comments) are dropped quietly.
 */

export class SvgRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SvgRefusal';
  }
}

const DRAWING = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'pattern',
  'use',
  'symbol',
  'title',
  'desc',
  'text',
  'tspan',
  'style',
]);

/** Editor leftovers dropped with everything inside them. */
const DROPPED = new Set(['metadata']);

const ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'viewbox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'clip-path',
  'mask',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'spreadmethod',
  'patternunits',
  'patterncontentunits',
  'patterntransform',
  'clippathunits',
  'maskunits',
  'maskcontentunits',
  'preserveaspectratio',
  'version',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'vector-effect',
  'shape-rendering',
  'href',
  'xlink:href',
]);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);?/g, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return safeChar(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return safeChar(Number.parseInt(ref.slice(1), 10));
    const known = ENTITIES[ref];
    if (known === undefined) throw new SvgRefusal(`entity ${whole.slice(0, 20)}`);
    return known;
  });
}

function safeChar(code: number): string {
  if (!Number.isFinite(code) || code > 0x10ffff) throw new SvgRefusal('character reference');
  return String.fromCodePoint(code);
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** A value that could reach outside the file or run something. Whitespace and case do not hide it. */
function checkValue(name: string, value: string): void {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters can hide a scheme
  const compact = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (/(javascript|vbscript|data):/.test(compact)) throw new SvgRefusal(`${name}="${value.slice(0, 40)}"`);
  if (compact.includes('expression(') || compact.includes('@import') || compact.includes('behavior:'))
    throw new SvgRefusal(`${name}="${value.slice(0, 40)}"`);
  // url(...) may only point inside the file: url(#id)
  for (const m of compact.matchAll(/url\(([^)]*)\)?/g)) {
    const target = m[1].replace(/^['"]/, '');
    if (!target.startsWith('#')) throw new SvgRefusal(`${name}="${value.slice(0, 40)}"`);
  }
}

const NAME = '[A-Za-z_][\\w.:-]*';
const START = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`, 'y');
const ATTR = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const END = new RegExp(`</(${NAME})\\s*>`, 'y');

interface Open {
  name: string;
  /** inside a dropped element: nothing is written */
  dropped: boolean;
}

/** The cleaned SVG text, or a SvgRefusal saying what was refused. */
export function sanitiseSvg(source: string): string {
  let input = source.replace(/^\uFEFF/, '');
  input = input.replace(/^\s*<\?xml\s[^?]*\?>/, '');
  const out: string[] = [];
  const stack: Open[] = [];
  let sawRoot = false;
  let usesXlink = false;
  let pos = 0;
  while (pos < input.length) {
    const rest = input.startsWith('<', pos);
    if (!rest) {
      const next = input.indexOf('<', pos);
      const text = input.slice(pos, next === -1 ? input.length : next);
      pos = next === -1 ? input.length : next;
      if (!text.trim()) continue;
      if (stack.length === 0) throw new SvgRefusal('text outside <svg>');
      const top = stack[stack.length - 1];
      const decoded = decode(text);
      if (top.name === 'style') checkValue('style', decoded);
      if (!top.dropped) out.push(escapeText(decoded));
      continue;
    }
    if (input.startsWith('<!--', pos)) {
      const close = input.indexOf('-->', pos + 4);
      if (close === -1) throw new SvgRefusal('unclosed comment');
      pos = close + 3;
      continue;
    }
    if (input.startsWith('<!', pos)) {
      const what = input.slice(pos + 2, pos + 10).toUpperCase();
      throw new SvgRefusal(what.startsWith('[CDATA[') ? 'CDATA' : '<!DOCTYPE> / <!ENTITY>');
    }
    if (input.startsWith('<?', pos)) throw new SvgRefusal('processing instruction');
    END.lastIndex = pos;
    const end = END.exec(input);
    if (end) {
      const open = stack.pop();
      if (!open || open.name !== end[1]) throw new SvgRefusal(`unbalanced </${end[1]}>`);
      if (!open.dropped) out.push(`</${open.name}>`);
      pos = END.lastIndex;
      continue;
    }
    START.lastIndex = pos;
    const start = START.exec(input);
    if (!start) throw new SvgRefusal('malformed markup');
    pos = START.lastIndex;
    const name = start[1];
    const lower = name.toLowerCase();
    const selfClosing = start[3] === '/';
    const parentDropped = stack.length > 0 && stack[stack.length - 1].dropped;
    if (stack.length === 0) {
      if (sawRoot) throw new SvgRefusal('more than one root element');
      if (lower !== 'svg') throw new SvgRefusal(`root <${name}> (must be <svg>)`);
      sawRoot = true;
    }
    const attrs = [...start[2].matchAll(ATTR)].map((m) => [m[1], decode(m[2] ?? m[3] ?? '')] as const);
    // Handlers and outside references are refused wherever they stand, even in dropped parts.
    for (const [attr, value] of attrs) {
      const a = attr.toLowerCase();
      if (a.startsWith('on')) throw new SvgRefusal(`event handler ${attr}`);
      if (a === 'href' || a.endsWith(':href')) {
        if (!value.trim().startsWith('#')) throw new SvgRefusal(`${attr}="${value.slice(0, 40)}"`);
      }
      if (a === 'style' || ATTRIBUTES.has(a)) checkValue(attr, value);
    }
    const foreign = name.includes(':');
    let dropped = parentDropped;
    if (!dropped && (DROPPED.has(lower) || foreign)) dropped = true;
    if (!dropped && !DRAWING.has(lower)) throw new SvgRefusal(`<${name}>`);
    if (!dropped) {
      let tag = `<${name}`;
      if (stack.length === 0) tag += ' xmlns="http://www.w3.org/2000/svg"';
      for (const [attr, value] of attrs) {
        const a = attr.toLowerCase();
        if (!ATTRIBUTES.has(a)) continue;
        if (a === 'xlink:href') usesXlink = true;
        tag += ` ${attr}="${escapeAttr(value)}"`;
      }
      out.push(`${tag}${selfClosing ? '/>' : '>'}`);
    }
    if (!selfClosing) stack.push({ name, dropped });
    else if (stack.length === 0) break;
  }
  if (!sawRoot) throw new SvgRefusal('no <svg> element');
  if (stack.length > 0) throw new SvgRefusal(`unclosed <${stack[stack.length - 1].name}>`);
  if (input.slice(pos).trim() && !/^(\s*<!--[\s\S]*?-->)*\s*$/.test(input.slice(pos)))
    throw new SvgRefusal('content after </svg>');
  let svg = out.join('');
  if (usesXlink) svg = svg.replace('<svg ', '<svg xmlns:xlink="http://www.w3.org/1999/xlink" ');
  return svg;
}

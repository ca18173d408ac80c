import { LANGS, type Lang } from '../i18n';

// Plain const objects rather than TS `enum`s: consumers import this source directly, and type-stripping
// runtimes cannot compile enums.

export const FlowStatus = { wait: 1, adopt: 2, reject: 3, revoke: 4, cancel: 5 } as const;
export type FlowStatus = (typeof FlowStatus)[keyof typeof FlowStatus];

export const Urgency = { normal: 1, important: 2, urgent: 3 } as const;
export type Urgency = (typeof Urgency)[keyof typeof Urgency];

/** Accepts 1-3 as a number or numeric text; anything else (missing, 0, 4, junk) is treated as normal. */
export function urgencyOf(value: unknown): Urgency {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return n === Urgency.important || n === Urgency.urgent ? n : Urgency.normal;
}

export const MenuType = {
  directory: 1,
  page: 2,
  function: 3,
  dictionary: 4,
  report: 5,
  dataScreen: 6,
  link: 7,
  portal: 8,
} as const;
export type MenuType = (typeof MenuType)[keyof typeof MenuType];

export const LAYOUTS = ['classic', 'functional', 'plain', 'blend'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** A stored layout name, or 'classic' when it is missing or no longer known. */
export function layoutOf(theme: unknown): Layout {
  return (LAYOUTS as readonly unknown[]).includes(theme) ? (theme as Layout) : 'classic';
}

export const THEME_COLOURS = {
  blue: '#1890ff',
  purple: '#722ED1',
  azure: '#211BCE',
  ocean: '#13C2C2',
  green: '#3EAC12',
  yellow: '#F8BC18',
  orange: '#F5811C',
  red: '#F5222D',
} as const;
export type ThemeName = keyof typeof THEME_COLOURS;
export const DEFAULT_THEME: ThemeName = 'blue';

export { LANGS, type Lang };

// Traditional script is chosen by an explicit Hant/Hans script subtag first; otherwise by region.
function langOfTag(tag: string): Lang | null {
  const [primary, ...rest] = tag.toLowerCase().split('-');
  if (primary === 'en') return 'en';
  if (primary !== 'zh') return null;
  if (rest.includes('hant')) return 'zhtw';
  if (rest.includes('hans')) return 'zh';
  return rest.some((s) => s === 'tw' || s === 'hk' || s === 'mo') ? 'zhtw' : 'zh';
}

/**
 * The best supported UI language in an Accept-Language header, honouring q weights (ties keep header
 * order; q=0 means "not acceptable"). Null when nothing supported is listed.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return null;
}

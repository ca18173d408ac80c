import type { MenuNode } from '@app/common';
import { MenuType } from '@app/common';
import Fuse, { type RecordEntryObject } from 'fuse.js';
import { type LinkContext, type MenuLink, menuLink } from '../../app/menus';

/**
 * Global menu search (SPEC §1, §2.2, §9): fuzzy, threshold 0.4, title weighing 0.7 and path 0.3, over
 * the menus the user may open. Directories and hidden routes are not results.
 */
export interface SearchEntry {
  id: string;
  /** the titles from the top directory down to the menu itself */
  title: string[];
  /** the address the menu opens */
  path: string;
  link: Exclude<MenuLink, { kind: 'none' }>;
}

export const SEARCH_OPTIONS = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** The searchable menus, each with the titles of the directories above it. */
export function searchEntries(
  menus: readonly MenuNode[],
  title: (menu: MenuNode) => string,
  ctx: LinkContext,
  parents: string[] = [],
): SearchEntry[] {
  const out: SearchEntry[] = [];
  for (const menu of menus) {
    const trail = [...parents, title(menu)];
    if (menu.type === MenuType.directory || menu.children?.length) {
      out.push(...searchEntries(menu.children ?? [], title, ctx, trail));
      continue;
    }
    const link = menuLink(menu, ctx);
    if (link.kind === 'none') continue;
    out.push({ id: menu.id, title: trail, path: link.kind === 'route' ? link.path : link.href, link });
  }
  return out;
}

export type MenuSearch = (query: string, limit?: number) => SearchEntry[];

/** One text of a menu in Fuse's index (an array key's items also carry their position). */
type IndexedText = RecordEntryObject & { i?: number };

/** Fuse's bit-parallel matcher works on patterns of up to 32 characters; longer ones are split. */
const BITAP_MAX = 32;

/** Per character code, the positions where it stands in the query (bit i = position i). */
const masks = new Int32Array(0x10000);

/**
 * Length of the longest common subsequence of the query (≤ 32 characters, its positions set in
 * `masks`) and a text, bit-parallel: one pass over the text, a few integer operations per character.
 */
function commonSubsequence(length: number, text: string): number {
  const all = length === 32 ? -1 : (1 << length) - 1;
  let v = all;
  for (let i = 0; i < text.length; i++) {
    const u = v & masks[text.charCodeAt(i)];
    v = ((v + u) | (v - u)) & all;
  }
  let unmatched = 0;
  for (let bits = v >>> 0; bits; bits &= bits - 1) unmatched++;
  return length - unmatched;
}

/**
 * A search function over the entries; the index is built once. Before Fuse scores anything, texts that
 * cannot reach the threshold are set aside: a match with threshold t is an edit distance of at most
 * t·m from the m-character query, so the text holds at least (1 − t)·m of the query's characters in
 * order. Fuse then scores only the texts that can match, of the menus that have one; the others would
 * never be results (a test compares with Fuse alone). This keeps a query over thousands of menus
 * within a few milliseconds.
 */
export function createMenuSearch(entries: readonly SearchEntry[]): MenuSearch {
  const index = Fuse.createIndex(SEARCH_OPTIONS.keys, entries);
  const { keys, records } = index.toJSON();
  const all = new Fuse(entries, SEARCH_OPTIONS, index);

  // Menus share their directory titles: each distinct text is checked once per query.
  const distinct: string[] = [];
  const idOf = new Map<string, number>();
  const textId = (value: string) => {
    const text = value.toLowerCase();
    let id = idOf.get(text);
    if (id === undefined) {
      id = distinct.push(text) - 1;
      idOf.set(text, id);
    }
    return id;
  };
  const indexed = records.map((record) => ({
    i: record.i,
    fields: Object.entries(record.$ ?? {}).map(([key, value]) => ({
      key: Number(key),
      many: Array.isArray(value),
      texts: (Array.isArray(value) ? value : [value]).map((sub: IndexedText) => ({ sub, id: textId(sub.v) })),
    })),
  }));

  return (query, limit = 20) => {
    const text = query.trim();
    if (!text) return [];
    const pattern = text.toLowerCase();
    if (pattern.length > BITAP_MAX) return all.search(text, { limit }).map((result) => result.item);
    for (let i = 0; i < pattern.length; i++) masks[pattern.charCodeAt(i)] |= 1 << i;
    const needed = Math.ceil(pattern.length * (1 - SEARCH_OPTIONS.threshold));
    const close = distinct.map((candidate) => commonSubsequence(pattern.length, candidate) >= needed);
    for (let i = 0; i < pattern.length; i++) masks[pattern.charCodeAt(i)] = 0;

    const candidates: { i: number; $: Record<number, IndexedText | IndexedText[]> }[] = [];
    for (const record of indexed) {
      if (!record.fields.some((field) => field.texts.some((t) => close[t.id]))) continue;
      const kept: Record<number, IndexedText | IndexedText[]> = {};
      let any = false;
      for (const field of record.fields) {
        const subs = field.texts.filter((t) => close[t.id]).map((t) => t.sub);
        if (subs.length === 0) continue;
        kept[field.key] = field.many ? subs : subs[0];
        any = true;
      }
      if (any) candidates.push({ i: record.i, $: kept });
    }
    if (candidates.length === 0) return [];
    const fuse = new Fuse(entries, SEARCH_OPTIONS, Fuse.parseIndex({ keys, records: candidates }));
    return fuse.search(text, { limit }).map((result) => result.item);
  };
}

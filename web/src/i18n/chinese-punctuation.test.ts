import { describe, expect, it } from 'vitest';

/**
 * Issue 15 item 14: a Chinese sentence takes full-width commas, colons and semicolons（，：；）. A half-width
 * one between Chinese words (“检查通过, 可以同步”) reads as a slip to a reviewer. This walks every zh and
 * zhtw text the web shows and names each slip. The allow-list holds the original product's own texts
 * (its contract: SPEC §5, reference/client-facts.md), which keep their half-width marks, and texts that
 * show something to be typed as it is.
 */

type Texts = { [key: string]: string | Texts };

const everyFile = {
  ...import.meta.glob<{ default: Texts }>('../**/*.zh.texts.ts', { eager: true }),
  ...import.meta.glob<{ default: Texts }>('../**/*.zhtw.texts.ts', { eager: true }),
  ...import.meta.glob<{ default: Texts }>('./locales/{zh,zhtw}{,.pages}.ts', { eager: true }),
  ...import.meta.glob<{ default: Texts }>('./locales/**/*.{zh,zhtw}.ts', { eager: true }),
};
// An area's file (system/system.zh.texts.ts) spreads its screens' files: each text is read once, there.
const isAreaFile = (file: string) => /^\.\.\/pages\/([^/]+)\/\1\.[a-z]+\.texts\.ts$/.test(file);
const files = Object.fromEntries(Object.entries(everyFile).filter(([file]) => !isAreaFile(file)));

/** Texts that keep their half-width marks, each with why. */
export const HALF_WIDTH_ALLOWED: Record<string, string> = {
  '此操作将永久删除该数据, 是否继续?': 'SPEC §5 delete confirmation, the original text',
  '此操作將永久刪除該資料, 是否繼續?': 'SPEC §5 delete confirmation (zhtw)',
  '您确定全部为已读状态, 是否继续?': 'client-facts §5 message drawer, the original text',
  '您確定全部為已讀狀態, 是否繼續?': 'client-facts §5 message drawer (zhtw)',
  '登录过期,请重新登录': "SPEC §8 / server-facts: the original's 600 message",
  '登入過期,請重新登入': "the original's 600 message (zhtw)",
  '精度,小数位，如 18,2': 'a decimal length is typed as "precision,scale"',
  '精度,小數位，如 18,2': 'a decimal length is typed as "precision,scale" (zhtw)',
};

// A half-width comma, colon or semicolon after a Han character and before another, a placeholder or an
// opening Chinese quote, with or without spaces around it.
const SLIP = /\p{Script=Han}\s*[,:;]\s*(?:\p{Script=Han}|\{\{|[“「《])/u;

function leaves(texts: Texts, prefix: string): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

describe('Chinese texts use full-width punctuation', () => {
  it('finds the text files', () => {
    expect(Object.keys(files).length).toBeGreaterThan(60);
  });

  it('no half-width comma, colon or semicolon between Chinese words, outside the allow-list', () => {
    const slips = Object.entries(files).flatMap(([file, module]) =>
      leaves(module.default, '')
        .filter(([, text]) => SLIP.test(text) && !(text in HALF_WIDTH_ALLOWED))
        .map(([key, text]) => `${file} ${key}: ${text}`),
    );
    expect(slips).toEqual([]);
  });

  it('the rule catches a slip and lets full-width marks through', () => {
    expect(SLIP.test('检查通过, 可以同步')).toBe(true);
    expect(SLIP.test('备份失败: {{error}}')).toBe(true);
    expect(SLIP.test('已选 {{menus}} 个菜单,本步已勾选')).toBe(true);
    expect(SLIP.test('检查通过，可以同步')).toBe(false);
    expect(SLIP.test('@user：当前用户ID')).toBe(false);
    expect(SLIP.test('例如：select id, name from t')).toBe(false);
  });

  it('every allowed text is still in use', () => {
    const used = new Set(
      Object.values(files).flatMap((module) => leaves(module.default, '').map(([, text]) => text)),
    );
    expect(Object.keys(HALF_WIDTH_ALLOWED).filter((text) => !used.has(text))).toEqual([]);
  });
});

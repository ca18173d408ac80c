import { describe, expect, it } from 'vitest';
import zhCore from '../i18n/locales/zh';
import zhPages from '../i18n/locales/zh.pages';
import { ADDRESS_ALIASES, aliasTarget, areas, hasPage, pageOf, pages } from './registry';

const LANGS = ['zh', 'en', 'zhtw'] as const;
type Texts = { [key: string]: string | Texts };

/** Every leaf of a texts object as its dotted key, sorted; a leaf that is not a string shows as such. */
function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
    )
    .sort();
}

const loadTexts = async (load: () => Promise<{ default: object }>) => (await load()).default as Texts;

// Every texts file under pages/, by path: './system/log/log.zh.texts.ts', './system/system.en.texts.ts', …
const textFiles = import.meta.glob<{ default: Texts }>('./**/*.texts.ts');
const TEXT_FILE = /^\.\/(?<area>[^/]+)\/(?<rest>.+)\.(?<lang>zh|en|zhtw)\.texts\.ts$/;

/** The texts files grouped by screen ('system/log/log'), each with the languages found beside it. */
function screensWithTexts(): Map<string, Map<string, () => Promise<{ default: Texts }>>> {
  const screens = new Map<string, Map<string, () => Promise<{ default: Texts }>>>();
  for (const [file, load] of Object.entries(textFiles)) {
    const match = TEXT_FILE.exec(file)?.groups;
    if (!match) throw new Error(`${file}: a texts file is named <screen>.<zh|en|zhtw>.texts.ts`);
    const screen = `${match.area}/${match.rest}`;
    if (!screens.has(screen)) screens.set(screen, new Map());
    screens.get(screen)?.set(match.lang, load);
  }
  return screens;
}

describe('area folders: texts and pages beside the screens (docs/decisions/057)', () => {
  it.each(areas.map((area) => [area.name, area] as const))(
    '%s: en and zhtw carry exactly the keys of zh',
    async (_, area) => {
      const [zh, en, zhtw] = await Promise.all(LANGS.map((lang) => loadTexts(area.texts[lang])));
      expect(keysOf(zh).length).toBeGreaterThan(0);
      expect(keysOf(en)).toEqual(keysOf(zh));
      expect(keysOf(zhtw)).toEqual(keysOf(zh));
    },
  );

  it('every screen texts file has its other two languages beside it, with the same keys', async () => {
    const screens = screensWithTexts();
    expect(screens.size).toBeGreaterThan(areas.length);
    for (const [screen, files] of screens) {
      expect([...files.keys()].sort(), screen).toEqual([...LANGS].sort());
      const [zh, en, zhtw] = await Promise.all(LANGS.map((lang) => loadTexts(files.get(lang) as never)));
      expect(keysOf(en), `${screen} en`).toEqual(keysOf(zh));
      expect(keysOf(zhtw), `${screen} zhtw`).toEqual(keysOf(zh));
    }
  });

  it("every screen's texts reach the browser through its area's chunk", async () => {
    const areaTexts = new Map(
      await Promise.all(
        areas.flatMap((area) =>
          LANGS.map(async (lang) => [`${area.name}.${lang}`, await loadTexts(area.texts[lang])] as const),
        ),
      ),
    );
    for (const [screen, files] of screensWithTexts()) {
      const areaName = screen.split('/')[0];
      for (const lang of LANGS) {
        const whole = areaTexts.get(`${areaName}.${lang}`);
        expect(whole, `${screen}: its area is not listed in pages/registry.ts`).toBeDefined();
        const own = await loadTexts(files.get(lang) as never);
        for (const [namespace, texts] of Object.entries(own))
          expect(whole?.[namespace], `${screen} ${lang} ${namespace}`).toEqual(texts);
      }
    }
  });

  it('no namespace is claimed by two areas or by the shell, where one would overwrite the other', async () => {
    const owners = new Map<string, string>();
    for (const namespace of [...Object.keys(zhCore), ...Object.keys(zhPages)]) owners.set(namespace, 'shell');
    for (const area of areas)
      for (const namespace of Object.keys(await loadTexts(area.texts.zh))) {
        expect(owners.get(namespace), `${area.name} claims ${namespace}`).toBeUndefined();
        owners.set(namespace, area.name);
      }
  });

  it("every page an area lists is one of its own urlAddresses and loads from a folder inside the area's", () => {
    for (const area of areas)
      for (const [address, load] of Object.entries(area.pages)) {
        expect(address.startsWith(`${area.name}/`), address).toBe(true);
        // Vitest's transform writes import('./log/LogPage') as __vite_ssr_dynamic_import__("/src/pages/system/log/LogPage.tsx").
        const target = /\("(\/src\/pages\/[^"]+)"\)/.exec(String(load))?.[1];
        expect(target, `${address}: ${String(load)}`).toMatch(new RegExp(`^/src/pages/${area.name}/[^/]+/`));
      }
  });

  it("the registry serves every area's pages, none claimed twice", () => {
    const listed = areas.reduce((sum, area) => sum + Object.keys(area.pages).length, 0);
    expect(Object.keys(pages)).toHaveLength(listed);
    for (const area of areas)
      for (const [address, load] of Object.entries(area.pages)) expect(pages[address], address).toBe(load);
  });

  it("an alias (a former address, the original client's 部门管理) opens its page and leads to its address", () => {
    for (const [alias, address] of Object.entries(ADDRESS_ALIASES)) {
      expect(Object.hasOwn(pages, alias), `${alias} is no longer an address of its own`).toBe(false);
      expect(pages[address], `${alias} → ${address}`).toBeDefined();
      expect(pageOf(alias)).toBe(pages[address]);
      expect(hasPage(alias)).toBe(true);
      expect(aliasTarget(`/${alias}`)).toBe(`/${address}`);
    }
    expect(pageOf('systemData/dictionary')).toBe(pages['systemData/dictionary']);
    expect(aliasTarget('/systemData/dictionary')).toBeNull();
    expect(hasPage('system/nothing')).toBe(false);
  });
});

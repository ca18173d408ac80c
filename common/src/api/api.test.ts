import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  FlowStatus,
  LANGS,
  LAYOUTS,
  langFromAcceptLanguage,
  layoutOf,
  MenuType,
  THEME_COLOURS,
  Urgency,
  urgencyOf,
} from './enums';
import { type ApiEnvelope, DEFAULT_PAGE_SIZE, ENVELOPE_CODES, PAGE_SIZES, type Paged } from './envelope';

describe('envelope', () => {
  it('envelope codes: ok 200, session 600/601/602, HTTP-like errors', () => {
    expect(ENVELOPE_CODES).toEqual({
      ok: 200,
      badRequest: 400,
      sessionExpired: 600,
      sessionReplaced: 601,
      sessionInvalid: 602,
      forbidden: 403,
      notFound: 404,
      conflict: 409,
      tooLarge: 413,
      tooMany: 429,
      error: 500,
    });
  });

  it('page sizes 20, 50, 100, 500; default 20', () => {
    expect(PAGE_SIZES).toEqual([20, 50, 100, 500]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
  });

  it('ApiEnvelope<Paged<T>> carries list and pagination', () => {
    const body: ApiEnvelope<Paged<{ id: string }>> = {
      code: ENVELOPE_CODES.ok,
      msg: '',
      data: { list: [{ id: 'a' }], pagination: { currentPage: 1, pageSize: DEFAULT_PAGE_SIZE, total: 1 } },
    };
    expect(body.data.pagination.total).toBe(body.data.list.length);
  });
});

describe('enums', () => {
  it('FlowStatus: 1 wait, 2 adopt, 3 reject, 4 revoke, 5 cancel', () => {
    expect(FlowStatus).toEqual({ wait: 1, adopt: 2, reject: 3, revoke: 4, cancel: 5 });
  });

  it('Urgency: 1 normal, 2 important, 3 urgent; urgencyOf maps anything else to normal', () => {
    expect(Urgency).toEqual({ normal: 1, important: 2, urgent: 3 });
    expect(urgencyOf(2)).toBe(2);
    expect(urgencyOf(3)).toBe(3);
    expect(urgencyOf('3')).toBe(3);
    for (const v of [1, 0, 4, -1, 2.5, '', 'x', null, undefined, {}, true]) expect(urgencyOf(v)).toBe(1);
  });

  it('MenuType 1-8: directory, page, function, dictionary, report, dataScreen, link, portal', () => {
    expect(Object.entries(MenuType)).toEqual([
      ['directory', 1],
      ['page', 2],
      ['function', 3],
      ['dictionary', 4],
      ['report', 5],
      ['dataScreen', 6],
      ['link', 7],
      ['portal', 8],
    ]);
  });

  it("layouts classic, functional, plain, blend; layoutOf falls back to 'classic'", () => {
    expect(LAYOUTS).toEqual(['classic', 'functional', 'plain', 'blend']);
    expect(layoutOf('blend')).toBe('blend');
    expect(layoutOf('functional')).toBe('functional');
    expect(layoutOf('Blend')).toBe('classic');
    expect(layoutOf(undefined)).toBe('classic');
  });

  it('eight theme colours, default blue #1890ff', () => {
    expect(THEME_COLOURS).toEqual({
      blue: '#1890ff',
      purple: '#722ED1',
      azure: '#211BCE',
      ocean: '#13C2C2',
      green: '#3EAC12',
      yellow: '#F8BC18',
      orange: '#F5811C',
      red: '#F5222D',
    });
    expect(THEME_COLOURS[DEFAULT_THEME]).toBe('#1890ff');
  });

  it('LANGS are zh, en, zhtw', () => {
    expect(LANGS).toEqual(['zh', 'en', 'zhtw']);
  });
});

describe('langFromAcceptLanguage', () => {
  it('zh-TW, zh-HK and zh-Hant map to zhtw', () => {
    for (const h of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-CN', 'ZH-tw', 'zh-MO']) {
      expect(langFromAcceptLanguage(h), h).toBe('zhtw');
    }
  });

  it('other zh tags map to zh (a Hans script wins over a Hong Kong region)', () => {
    for (const h of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-HK'])
      expect(langFromAcceptLanguage(h), h).toBe('zh');
  });

  it('en* maps to en; unsupported or empty gives null', () => {
    expect(langFromAcceptLanguage('en-GB')).toBe('en');
    expect(langFromAcceptLanguage('fr-FR, de;q=0.5')).toBeNull();
    expect(langFromAcceptLanguage('*')).toBeNull();
    expect(langFromAcceptLanguage('')).toBeNull();
    expect(langFromAcceptLanguage(undefined)).toBeNull();
    expect(langFromAcceptLanguage('zhx, eng')).toBeNull();
  });

  it('respects q-ordering rather than header order', () => {
    expect(langFromAcceptLanguage('en;q=0.5, zh-TW;q=0.9')).toBe('zhtw');
    expect(langFromAcceptLanguage('fr, en;q=0.8, zh;q=0.9')).toBe('zh');
    expect(langFromAcceptLanguage('zh-CN;q=0, en;q=0.1')).toBe('en');
  });

  it('equal weights keep header order', () => {
    expect(langFromAcceptLanguage('en-US, zh-CN')).toBe('en');
    expect(langFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
  });
});

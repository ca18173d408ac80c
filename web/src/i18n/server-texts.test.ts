import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyServerTexts, forgetServerTexts, loadServerTexts, nestTexts } from './server-texts';

const answer = (data: Record<string, string>, status = 200) =>
  (async () =>
    new Response(JSON.stringify({ code: status === 200 ? 200 : 500, msg: '', data }), {
      status,
    })) as unknown as typeof fetch;

async function freshI18n() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'zh',
    fallbackLng: 'zh',
    initAsync: false,
    resources: { zh: { translation: { routes: { 'system-log': '系统日志', home: '首页' } } } },
  });
  return i18n;
}

describe('the server’s translation entries', () => {
  beforeEach(() => forgetServerTexts());

  it('nest dotted keys, skipping keys that collide with a branch or reach the prototype', () => {
    expect(
      nestTexts({ 'routes.system-log': '操作日志', 'common.save': '存', 'common.save.more': 'x' }),
    ).toEqual({
      routes: { 'system-log': '操作日志' },
      common: { save: '存' },
    });
    expect(nestTexts({ '__proto__.polluted': 'x', 'a.constructor': 'y' })).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('replace the built-in text of a key and leave the others alone', async () => {
    const i18n = await freshI18n();
    await loadServerTexts(
      i18n,
      'zh',
      answer({ 'routes.system-log': '操作日志', 'login.welcome': '欢迎回来' }),
    );
    expect(i18n.t('routes.system-log')).toBe('操作日志');
    expect(i18n.t('routes.home')).toBe('首页');
    expect(i18n.t('login.welcome')).toBe('欢迎回来');
  });

  it('win again over a built-in bundle of the same language loaded later', async () => {
    const i18n = await freshI18n();
    await loadServerTexts(i18n, 'zh', answer({ 'routes.system-log': '操作日志' }));
    i18n.addResourceBundle('zh', 'translation', { routes: { 'system-log': '系统日志' } }, true, true);
    applyServerTexts(i18n, 'zh');
    expect(i18n.t('routes.system-log')).toBe('操作日志');
  });

  it('leave the built-in texts as they are when the server does not answer', async () => {
    const i18n = await freshI18n();
    await loadServerTexts(i18n, 'zh', answer({ 'routes.system-log': 'x' }, 500));
    expect(i18n.t('routes.system-log')).toBe('系统日志');
    const offline = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    await loadServerTexts(i18n, 'zh', offline);
    expect(i18n.t('routes.system-log')).toBe('系统日志');
  });
});

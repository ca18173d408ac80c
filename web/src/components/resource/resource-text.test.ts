import { describe, expect, it } from 'vitest';
import { resolveText } from './resource-text';

const known: Record<string, string> = {
  'role.fullName': '角色名称',
  'area.searchLimit': '只显示前 {{count}} 条',
};
const translate = (key: string, values?: Record<string, string | number>) =>
  (known[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
const exists = (key: string) => key in known;

describe('resolveText (labels are i18n keys or plain text)', () => {
  it('translates a known key and passes plain text through', () => {
    expect(resolveText('role.fullName', 'zh', translate, exists)).toBe('角色名称');
    expect(resolveText('客户名称', 'zh', translate, exists)).toBe('客户名称');
    expect(resolveText('e.g. a name', 'en', translate, exists)).toBe('e.g. a name');
  });

  it('fills a key’s values', () => {
    expect(resolveText({ key: 'area.searchLimit', values: { count: 200 } }, 'zh', translate, exists)).toBe(
      '只显示前 200 条',
    );
  });

  it('takes a designed table’s text in the current language, else in zh', () => {
    const label = { zh: '客户', en: 'Customer' };
    expect(resolveText(label, 'en', translate, exists)).toBe('Customer');
    expect(resolveText(label, 'zhtw', translate, exists)).toBe('客户');
  });

  it('is empty for no text', () => {
    expect(resolveText(undefined, 'zh', translate, exists)).toBe('');
  });
});

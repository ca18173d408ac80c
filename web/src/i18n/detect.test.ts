import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect';

describe('detectLanguage', () => {
  it('uses the saved language first', () => {
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
    expect(detectLanguage('zhtw', [])).toBe('zhtw');
  });

  it('ignores a saved value that is not a UI language', () => {
    expect(detectLanguage('fr', ['zh-CN'])).toBe('zh');
  });

  it('maps a Taiwan or Hong Kong browser to zhtw', () => {
    expect(detectLanguage(null, ['zh-TW'])).toBe('zhtw');
    expect(detectLanguage(null, ['zh-HK', 'en'])).toBe('zhtw');
  });

  it('maps an English browser to en and mainland Chinese to zh', () => {
    expect(detectLanguage(null, ['en-US'])).toBe('en');
    expect(detectLanguage(null, ['zh-CN', 'en'])).toBe('zh');
  });

  it('takes the first supported browser language', () => {
    expect(detectLanguage(null, ['fr-FR', 'en-GB', 'zh-CN'])).toBe('en');
  });

  it('falls back to zh', () => {
    expect(detectLanguage(undefined, [])).toBe('zh');
    expect(detectLanguage(undefined, ['de-DE'])).toBe('zh');
  });
});

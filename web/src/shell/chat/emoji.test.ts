import { describe, expect, it } from 'vitest';
import { EMOJI, emojiPreview, splitEmoji } from './emoji';

describe('the emoji table (SPEC §9: about 120 bracketed Chinese codes)', () => {
  it('has about 120 distinct codes, each bracketed', () => {
    expect(EMOJI.length).toBeGreaterThanOrEqual(110);
    expect(EMOJI.length).toBeLessThanOrEqual(130);
    expect(new Set(EMOJI.map(([code]) => code)).size).toBe(EMOJI.length);
    for (const [code] of EMOJI) expect(code).toMatch(/^\[[^[\]]+\]$/);
  });

  it('splits text into text and emoji, leaving unknown brackets as text', () => {
    expect(splitEmoji('好的[微笑][未知]再见[再见]')).toEqual([
      { text: '好的' },
      { emoji: '🙂', code: '[微笑]' },
      { text: '[未知]再见' },
      { emoji: '👋', code: '[再见]' },
    ]);
    expect(splitEmoji('<img src=x onerror=alert(1)>')).toEqual([{ text: '<img src=x onerror=alert(1)>' }]);
  });

  it('previews text with emoji characters', () => {
    expect(emojiPreview('收到[OK]')).toBe('收到👌');
  });
});

import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

describe('greetingKey', () => {
  it('follows the time of day', () => {
    expect(greetingKey(0)).toBe('home.greetingDawn');
    expect(greetingKey(4)).toBe('home.greetingDawn');
    expect(greetingKey(5)).toBe('home.greetingMorning');
    expect(greetingKey(10)).toBe('home.greetingForenoon');
    expect(greetingKey(12)).toBe('home.greetingNoon');
    expect(greetingKey(15)).toBe('home.greetingAfternoon');
    expect(greetingKey(18)).toBe('home.greetingEvening');
    expect(greetingKey(23)).toBe('home.greetingEvening');
  });
});

import { describe, expect, it } from 'vitest';
import { formatTimeHelper, timeAgoWidget, toDateText } from './relativeTime';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
const before = (ms: number) => now - ms;

describe('toDateText (list display)', () => {
  it('just now under one minute', () => {
    expect(toDateText(before(0), now)).toBe('刚刚');
    expect(toDateText(before(59 * S), now)).toBe('刚刚');
    expect(toDateText(before(59 * S), now, 'en')).toBe('just now');
    expect(toDateText(before(59 * S), now, 'zhtw')).toBe('剛剛');
  });

  it('minutes under one hour, hours under one day', () => {
    expect(toDateText(before(MIN), now)).toBe('1分钟前');
    expect(toDateText(before(59 * MIN + 59 * S), now)).toBe('59分钟前');
    expect(toDateText(before(H), now)).toBe('1小时前');
    expect(toDateText(before(D - 1), now)).toBe('23小时前');
  });

  it('days up to 6, weeks up to 3', () => {
    expect(toDateText(before(D), now)).toBe('1天前');
    expect(toDateText(before(7 * D - 1), now)).toBe('6天前');
    expect(toDateText(before(7 * D), now)).toBe('1周前');
    expect(toDateText(before(27 * D), now)).toBe('3周前');
  });

  it('months (30 days) up to 3; 28-29 days read as 1 month', () => {
    expect(toDateText(before(28 * D), now)).toBe('1月前');
    expect(toDateText(before(59 * D), now)).toBe('1月前');
    expect(toDateText(before(60 * D), now)).toBe('2月前');
    expect(toDateText(before(119 * D), now)).toBe('3月前');
  });

  it('otherwise yyyy-MM-dd in local time', () => {
    const old = new Date(2023, 0, 9, 23, 30).getTime();
    expect(toDateText(old, now)).toBe('2023-01-09');
    expect(toDateText(before(120 * D), now)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a time more than a minute in the future shows the date', () => {
    const later = new Date(2024, 6, 1, 9).getTime();
    expect(toDateText(later, now)).toBe('2024-07-01');
    expect(toDateText(now + 30 * S, now)).toBe('刚刚');
  });

  it('en uses singular and plural; zhtw uses traditional units', () => {
    expect(toDateText(before(MIN), now, 'en')).toBe('1 minute ago');
    expect(toDateText(before(5 * MIN), now, 'en')).toBe('5 minutes ago');
    expect(toDateText(before(2 * H), now, 'en')).toBe('2 hours ago');
    expect(toDateText(before(D), now, 'en')).toBe('1 day ago');
    expect(toDateText(before(14 * D), now, 'en')).toBe('2 weeks ago');
    expect(toDateText(before(90 * D), now, 'en')).toBe('3 months ago');
    expect(toDateText(before(5 * MIN), now, 'zhtw')).toBe('5分鐘前');
    expect(toDateText(before(2 * H), now, 'zhtw')).toBe('2小時前');
    expect(toDateText(before(3 * D), now, 'zhtw')).toBe('3天前');
    expect(toDateText(before(14 * D), now, 'zhtw')).toBe('2週前');
    expect(toDateText(before(60 * D), now, 'zhtw')).toBe('2個月前');
  });
});

describe('formatTimeHelper (helper variant)', () => {
  it('just now under 30 s', () => {
    expect(formatTimeHelper(before(29 * S), now)).toBe('刚刚');
    expect(formatTimeHelper(before(29 * S), now, 'en')).toBe('just now');
  });

  it('minutes under 1 h, rounded up so 30 s reads 1 minute', () => {
    expect(formatTimeHelper(before(30 * S), now)).toBe('1分钟前');
    expect(formatTimeHelper(before(5 * MIN), now)).toBe('5分钟前');
    expect(formatTimeHelper(before(5 * MIN + S), now, 'en')).toBe('6 minutes ago');
  });

  it('hours under 24 h, rounded up', () => {
    expect(formatTimeHelper(before(H), now)).toBe('1小时前');
    expect(formatTimeHelper(before(H + MIN), now, 'zhtw')).toBe('2小時前');
    expect(formatTimeHelper(before(D - 1), now)).toBe('24小时前');
  });

  it("under 48 h '1天前' / '1 day ago'", () => {
    expect(formatTimeHelper(before(D), now)).toBe('1天前');
    expect(formatTimeHelper(before(2 * D - 1), now, 'en')).toBe('1 day ago');
  });

  it("otherwise a date: zh 'M月d日H时m分', zhtw 'M月d日H時m分', en 'yyyy-MM-dd HH:mm'", () => {
    const old = new Date(2024, 2, 5, 8, 7).getTime();
    expect(formatTimeHelper(old, now)).toBe('3月5日8时7分');
    expect(formatTimeHelper(old, now, 'zhtw')).toBe('3月5日8時7分');
    expect(formatTimeHelper(old, now, 'en')).toBe('2024-03-05 08:07');
  });
});

describe('timeAgoWidget (widget filter)', () => {
  it('minutes under 1 hour', () => {
    expect(timeAgoWidget(before(5 * MIN + 59 * S), now)).toBe('5 分钟');
    expect(timeAgoWidget(before(MIN), now, 'en')).toBe('1 minute');
    expect(timeAgoWidget(before(59 * MIN), now, 'en')).toBe('59 minutes');
    expect(timeAgoWidget(before(10 * S), now, 'en')).toBe('0 minutes');
  });

  it('hours under 1 day', () => {
    expect(timeAgoWidget(before(H), now)).toBe('1 小时');
    expect(timeAgoWidget(before(D - 1), now, 'en')).toBe('23 hours');
    expect(timeAgoWidget(before(3 * H), now, 'zhtw')).toBe('3 小時');
  });

  it('otherwise days', () => {
    expect(timeAgoWidget(before(D), now, 'en')).toBe('1 day');
    expect(timeAgoWidget(before(45 * D), now)).toBe('45 天');
    expect(timeAgoWidget(before(2 * D), now, 'zhtw')).toBe('2 天');
  });

  it('a future time counts as 0 minutes', () => {
    expect(timeAgoWidget(now + H, now)).toBe('0 分钟');
  });
});

import type { Lang } from '../i18n';
import { formatDate } from './date';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month';

const JUST_NOW: Record<Lang, string> = { zh: '刚刚', en: 'just now', zhtw: '剛剛' };

const AGO: Record<Lang, Record<Unit, string>> = {
  zh: { minute: '分钟前', hour: '小时前', day: '天前', week: '周前', month: '月前' },
  en: { minute: 'minute', hour: 'hour', day: 'day', week: 'week', month: 'month' },
  zhtw: { minute: '分鐘前', hour: '小時前', day: '天前', week: '週前', month: '個月前' },
};

function ago(n: number, unit: Unit, lang: Lang): string {
  if (lang === 'en') return `${n} ${AGO.en[unit]}${n === 1 ? '' : 's'} ago`;
  return `${n}${AGO[lang][unit]}`;
}

/**
 * List display text: just now (< 1 min), minutes, hours, days (≤ 6), weeks (≤ 3), months of 30 days
 * (≤ 3), otherwise yyyy-MM-dd in local time. 28-29 days read as 1 month so no '4 weeks' or '0 months'
 * appears between the week and month ranges. More than a minute in the future shows the date.
 */
export function toDateText(time: number, now: number, lang: Lang = 'zh'): string {
  const diff = now - time;
  if (diff < -MINUTE) return formatDate(time, 'yyyy-MM-dd');
  if (diff < MINUTE) return JUST_NOW[lang];
  if (diff < HOUR) return ago(Math.floor(diff / MINUTE), 'minute', lang);
  if (diff < DAY) return ago(Math.floor(diff / HOUR), 'hour', lang);
  const days = Math.floor(diff / DAY);
  if (days <= 6) return ago(days, 'day', lang);
  if (days < 28) return ago(Math.floor(days / 7), 'week', lang);
  if (days < 120) return ago(Math.max(1, Math.floor(days / 30)), 'month', lang);
  return formatDate(time, 'yyyy-MM-dd');
}

const HELPER_DATE: Record<Lang, string> = {
  zh: 'M月d日H时m分',
  en: 'yyyy-MM-dd HH:mm',
  zhtw: 'M月d日H時m分',
};

/**
 * Helper variant: just now (< 30 s), minutes (< 1 h), hours (< 24 h), '1 day ago' (< 48 h), otherwise
 * a date. Minutes and hours round up, so 30-59 s reads '1 minute ago' rather than '0 minutes ago'.
 */
export function formatTimeHelper(time: number, now: number, lang: Lang = 'zh'): string {
  const diff = now - time;
  if (diff < 0) return formatDate(time, HELPER_DATE[lang]);
  if (diff < 30 * SECOND) return JUST_NOW[lang];
  if (diff < HOUR) return ago(Math.ceil(diff / MINUTE), 'minute', lang);
  if (diff < DAY) return ago(Math.ceil(diff / HOUR), 'hour', lang);
  if (diff < 2 * DAY) return ago(1, 'day', lang);
  return formatDate(time, HELPER_DATE[lang]);
}

type WidgetUnit = 'minute' | 'hour' | 'day';

const DURATION: Record<Lang, Record<WidgetUnit, string>> = {
  zh: { minute: ' 分钟', hour: ' 小时', day: ' 天' },
  en: { minute: ' minute', hour: ' hour', day: ' day' },
  zhtw: { minute: ' 分鐘', hour: ' 小時', day: ' 天' },
};

function widgetParts(diff: number): [number, WidgetUnit] {
  if (diff < HOUR) return [Math.floor(diff / MINUTE), 'minute'];
  if (diff < DAY) return [Math.floor(diff / HOUR), 'hour'];
  return [Math.floor(diff / DAY), 'day'];
}

/**
 * Widget filter: the elapsed duration alone ('5 分钟', '2 hours', '3 天'), without 'ago', so the widget
 * template decides the surrounding words. Whole units, rounded down; a future time counts as 0 minutes.
 */
export function timeAgoWidget(time: number, now: number, lang: Lang = 'zh'): string {
  const [n, unit] = widgetParts(Math.max(0, now - time));
  const plural = lang === 'en' && n !== 1 ? 's' : '';
  return `${n}${DURATION[lang][unit]}${plural}`;
}

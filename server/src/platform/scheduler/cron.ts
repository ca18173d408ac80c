import type { Lang } from '@app/common';
import { Cron } from 'croner';
import { AppError } from '../errors.js';
import { fieldLabel, type MessageParams, translate } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/messages.js';

/**
 * Cron expressions of scheduled tasks: 5 fields (minute hour day month weekday) or 6 with seconds first,
 * in the server's time zone. Parsed by croner; a refusal names the field that is wrong and its range.
 */

const FIELDS = [
  { name: 'second', range: '0-59' },
  { name: 'minute', range: '0-59' },
  { name: 'hour', range: '0-23' },
  { name: 'day', range: '1-31' },
  { name: 'month', range: '1-12' },
  { name: 'weekday', range: '0-7' },
] as const;

const FIELD_NAMES: Record<(typeof FIELDS)[number]['name'], Record<Lang, string>> = {
  second: { zh: '秒', en: 'second', zhtw: '秒' },
  minute: { zh: '分钟', en: 'minute', zhtw: '分鐘' },
  hour: { zh: '小时', en: 'hour', zhtw: '小時' },
  day: { zh: '日', en: 'day of month', zhtw: '日' },
  month: { zh: '月', en: 'month', zhtw: '月' },
  weekday: { zh: '星期', en: 'day of week', zhtw: '星期' },
};

function cronError(key: MessageKey, lang: Lang, params: MessageParams = {}): AppError {
  const all = { field: fieldLabel('cron', lang), ...params };
  return new AppError(400, 400, key, all, {
    errors: [{ field: 'cron', message: translate(key, lang, all) }],
  });
}

function parse(expression: string): Cron {
  return new Cron(expression, { paused: true });
}

/** Throws a 400 naming what is wrong; answers the expression trimmed, single-spaced. */
export function checkCron(input: string | undefined, lang: Lang): string {
  const expression = (input ?? '').trim().split(/\s+/).join(' ');
  if (!expression) throw cronError('validation.required', lang);
  const parts = expression.split(' ');
  if (parts.length !== 5 && parts.length !== 6)
    throw cronError('scheduleTask.cronFieldCount', lang, { count: parts.length });
  try {
    parse(expression);
  } catch {
    // Find the field at fault: each one alone, with every other field a wildcard.
    const fields = parts.length === 6 ? FIELDS : FIELDS.slice(1);
    for (let i = 0; i < parts.length; i++) {
      const probe = parts.map((p, j) => (j === i ? p : '*')).join(' ');
      try {
        parse(probe);
      } catch {
        const field = fields[i];
        throw cronError('scheduleTask.cronField', lang, {
          part: FIELD_NAMES[field.name][lang],
          value: parts[i],
          range: field.range,
        });
      }
    }
    throw cronError('scheduleTask.cronInvalid', lang);
  }
  if (nextTimes(expression, Date.now(), 1).length === 0) throw cronError('scheduleTask.cronNever', lang);
  return expression;
}

/** The next `count` firing times strictly after `from` (epoch ms). */
export function nextTimes(expression: string, from: number, count: number): number[] {
  return parse(expression)
    .nextRuns(count, new Date(from))
    .map((d) => d.getTime());
}

/** The next firing after `from`, or null when the expression never fires again. */
export function nextTime(expression: string, from: number): number | null {
  return nextTimes(expression, from, 1)[0] ?? null;
}

import type { Lang } from '@app/common';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { useSettings } from '../stores/settings';

const DAYJS_LOCALE: Record<Lang, string> = { zh: 'zh-cn', en: 'en', zhtw: 'zh-tw' };

/**
 * Dates (weekday and month names, relative times) follow the UI language. Loaded with the antd
 * providers, which are the first to show dates; kept in step with every language switch.
 */
dayjs.locale(DAYJS_LOCALE[useSettings.getState().language]);
useSettings.subscribe((state, previous) => {
  if (state.language !== previous.language) dayjs.locale(DAYJS_LOCALE[state.language]);
});

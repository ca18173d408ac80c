import type { Shape } from '../../i18n/shape';
import enArea from './area/area.en.texts';
import enBillRule from './bill-rule/bill-rule.en.texts';
import enCache from './cache/cache.en.texts';
import enIcon from './icon/icon.en.texts';
import enLanguage from './language/language.en.texts';
import enLog from './log/log.en.texts';
import enMenu from './menu/menu.en.texts';
import enMonitor from './monitor/monitor.en.texts';
import enNotice from './notice/notice.en.texts';
import enScheduleTask from './schedule-task/schedule-task.en.texts';
import type zhSystem from './system.zh.texts';

const enSystem: Shape<typeof zhSystem> = {
  ...enLog,
  ...enMenu,
  ...enMonitor,
  ...enBillRule,
  ...enArea,
  ...enIcon,
  ...enLanguage,
  ...enCache,
  ...enScheduleTask,
  ...enNotice,
};

export default enSystem;

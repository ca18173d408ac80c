import type { Shape } from '../../i18n/shape';
import zhtwArea from './area/area.zhtw.texts';
import zhtwBillRule from './bill-rule/bill-rule.zhtw.texts';
import zhtwCache from './cache/cache.zhtw.texts';
import zhtwIcon from './icon/icon.zhtw.texts';
import zhtwLanguage from './language/language.zhtw.texts';
import zhtwLog from './log/log.zhtw.texts';
import zhtwMenu from './menu/menu.zhtw.texts';
import zhtwMonitor from './monitor/monitor.zhtw.texts';
import zhtwNotice from './notice/notice.zhtw.texts';
import zhtwScheduleTask from './schedule-task/schedule-task.zhtw.texts';
import type zhSystem from './system.zh.texts';

const zhtwSystem: Shape<typeof zhSystem> = {
  ...zhtwLog,
  ...zhtwMenu,
  ...zhtwMonitor,
  ...zhtwBillRule,
  ...zhtwArea,
  ...zhtwIcon,
  ...zhtwLanguage,
  ...zhtwCache,
  ...zhtwScheduleTask,
  ...zhtwNotice,
};

export default zhtwSystem;

import zhArea from './area/area.zh.texts';
import zhBillRule from './bill-rule/bill-rule.zh.texts';
import zhCache from './cache/cache.zh.texts';
import zhIcon from './icon/icon.zh.texts';
import zhLanguage from './language/language.zh.texts';
import zhLog from './log/log.zh.texts';
import zhMenu from './menu/menu.zh.texts';
import zhMonitor from './monitor/monitor.zh.texts';
import zhNotice from './notice/notice.zh.texts';
import zhScheduleTask from './schedule-task/schedule-task.zh.texts';

/**
 * The texts of 系统管理 in Simplified Chinese, one spread per screen: the area's chunk for a
 * language, fetched with the first administration page (system.pages.ts, docs/decisions/057).
 */
const zhSystem = {
  ...zhLog,
  ...zhMenu,
  ...zhMonitor,
  ...zhBillRule,
  ...zhArea,
  ...zhIcon,
  ...zhLanguage,
  ...zhCache,
  ...zhScheduleTask,
  ...zhNotice,
};

export default zhSystem;

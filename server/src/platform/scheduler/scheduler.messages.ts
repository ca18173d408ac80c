// Sentences of the scheduler itself: cron expressions, job parameters and the outcomes it stores for a
// run (translated when the task log is read). Registered with the platform's messages.
export const schedulerMessages = {
  'scheduleTask.cronField': {
    zh: 'Cron 表达式的「{part}」字段“{value}”无效, 允许的值为 {range}, 也可用 * , - /',
    en: 'The {part} field "{value}" of the cron expression is not valid: allowed are {range}, and * , - /',
    zhtw: 'Cron 運算式的「{part}」欄位“{value}”無效, 允許的值為 {range}, 也可用 * , - /',
  },
  'scheduleTask.cronFieldCount': {
    zh: 'Cron 表达式应有 5 个字段(分 时 日 月 周)或 6 个字段(秒 分 时 日 月 周), 以空格分隔; 现在有 {count} 个',
    en: 'A cron expression has 5 fields (minute hour day month weekday) or 6 (second first), separated by spaces; this one has {count}',
    zhtw: 'Cron 運算式應有 5 個欄位(分 時 日 月 週)或 6 個欄位(秒 分 時 日 月 週), 以空格分隔; 現在有 {count} 個',
  },
  'scheduleTask.cronInvalid': {
    zh: 'Cron 表达式无效',
    en: 'The cron expression is not valid',
    zhtw: 'Cron 運算式無效',
  },
  'scheduleTask.cronNever': {
    zh: '该 Cron 表达式永远不会触发(例如 2 月 30 日)',
    en: 'This cron expression never fires (for example 30 February)',
    zhtw: '該 Cron 運算式永遠不會觸發(例如 2 月 30 日)',
  },
  'scheduleTask.run.failed': { zh: '执行失败: {error}', en: 'Failed: {error}', zhtw: '執行失敗: {error}' },
  'scheduleTask.unknownJob': {
    zh: '未知的内置任务: {job}',
    en: 'Unknown built-in job: {job}',
    zhtw: '未知的內建任務: {job}',
  },
  'scheduleTask.paramRange': {
    zh: '{param}应为 {min} 到 {max} 之间的整数',
    en: '{param} must be a whole number from {min} to {max}',
    zhtw: '{param}應為 {min} 到 {max} 之間的整數',
  },
  'scheduleTask.paramsObject': {
    zh: '任务参数格式不正确',
    en: 'The job parameters have the wrong format',
    zhtw: '任務參數格式不正確',
  },
  'scheduleTask.unknownParam': {
    zh: '该任务没有参数 {param}',
    en: 'This job has no parameter {param}',
    zhtw: '該任務沒有參數 {param}',
  },
} as const;

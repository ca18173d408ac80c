import type { Lang } from '@app/common';

/**
 * The list runtime's own sentences (its import and export dialogs, the default toolbar labels), under
 * `resource.*`; the screens' texts stay in their areas. Merged into the administration texts when they load.
 */
const zh = {
  import: '导入',
  export: '导出',
  exporting: '正在导出',
  exportRows: '共 {{count}} 条记录',
  exportReceived: '已接收 {{size}}',
  exportDone: '导出完成',
  importTitle: '导入数据',
  dragText: '点击或将文件拖拽到这里上传',
  dragHint: '支持 {{accept}} 文件，不超过 {{size}}',
  wrongType: '只能导入 {{accept}} 文件',
  tooLarge: '文件不能超过 {{size}}',
  importing: '正在导入，请稍候…',
  importFailed: '导入失败',
  imported: '导入完成，共导入 {{count}} 条',
  importErrors: '以下 {{count}} 行未导入：',
  rowError: '第 {{row}} 行：{{message}}',
};

type Texts = Record<keyof typeof zh, string>;

const en: Texts = {
  import: 'Import',
  export: 'Export',
  exporting: 'Exporting',
  exportRows: '{{count}} records',
  exportReceived: '{{size}} received',
  exportDone: 'Export finished',
  importTitle: 'Import data',
  dragText: 'Click or drag a file here to upload',
  dragHint: '{{accept}} files up to {{size}}',
  wrongType: 'Only {{accept}} files can be imported',
  tooLarge: 'The file must not exceed {{size}}',
  importing: 'Importing, please wait…',
  importFailed: 'Import failed',
  imported: 'Import finished: {{count}} rows imported',
  importErrors: 'These {{count}} rows were not imported:',
  rowError: 'Row {{row}}: {{message}}',
};

const zhtw: Texts = {
  import: '匯入',
  export: '匯出',
  exporting: '正在匯出',
  exportRows: '共 {{count}} 筆記錄',
  exportReceived: '已接收 {{size}}',
  exportDone: '匯出完成',
  importTitle: '匯入資料',
  dragText: '點擊或將檔案拖曳到這裡上傳',
  dragHint: '支援 {{accept}} 檔案，不超過 {{size}}',
  wrongType: '只能匯入 {{accept}} 檔案',
  tooLarge: '檔案不能超過 {{size}}',
  importing: '正在匯入，請稍候…',
  importFailed: '匯入失敗',
  imported: '匯入完成，共匯入 {{count}} 筆',
  importErrors: '以下 {{count}} 列未匯入：',
  rowError: '第 {{row}} 列：{{message}}',
};

export const RESOURCE_TEXTS: Record<Lang, { resource: Texts }> = {
  zh: { resource: zh },
  en: { resource: en },
  zhtw: { resource: zhtw },
};

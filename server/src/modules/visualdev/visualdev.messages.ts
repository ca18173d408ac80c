import type { Texts } from '../../platform/i18n/messages.js';

// 在线开发 (online development): the sentences of modules/visualdev, registered by the module.
export const visualdevMessages = {
  'visualdev.notFound': { zh: '功能设计不存在', en: 'The design does not exist', zhtw: '功能設計不存在' },
  'visualdev.badJson': {
    zh: '{field}不是有效的JSON',
    en: '{field} is not valid JSON',
    zhtw: '{field}不是有效的JSON',
  },
  'visualdev.invalidDesign': { zh: '{detail}', en: '{detail}', zhtw: '{detail}' },
  'visualdev.noForm': {
    zh: '请先设计表单再发布',
    en: 'Design the form before releasing it',
    zhtw: '請先設計表單再發佈',
  },
  'visualdev.versionNotFound': {
    zh: '版本{version}不存在',
    en: 'Version {version} does not exist',
    zhtw: '版本{version}不存在',
  },
  'visualdev.badType': {
    zh: '功能类型只能是1到5',
    en: 'The design type must be 1 to 5',
    zhtw: '功能類型只能是1到5',
  },
  'visualdev.tablesAlreadyBound': {
    zh: '该功能已绑定数据表，只有未绑定数据表的功能才能根据表单创建数据表',
    en: 'This design is already bound to tables; only a design without tables can create them from its form',
    zhtw: '該功能已綁定數據表，只有未綁定數據表的功能才能根據表單建立數據表',
  },
  'visualdev.tablesNoControls': {
    zh: '表单中没有可保存数据的控件，请先添加控件并保存',
    en: 'The form has no control that holds a value: add controls and save first',
    zhtw: '表單中沒有可儲存數據的控件，請先新增控件並儲存',
  },
  'visualdev.tablesHaveRecords': {
    zh: '该功能已有{count}条数据以JSON方式保存，创建数据表后这些数据将无法使用，请先删除这些数据',
    en: 'This design already has {count} records stored as JSON, which tables would leave behind: delete them first',
    zhtw: '該功能已有{count}筆數據以JSON方式儲存，建立數據表後這些數據將無法使用，請先刪除這些數據',
  },
  'visualdev.importWrongFormat': {
    zh: '导入文件不是功能设计的导出文件',
    en: 'The file is not an exported design',
    zhtw: '匯入檔案不是功能設計的匯出檔案',
  },
  'visualdev.importCodeTaken': {
    zh: '编码 {code} 已被其他功能使用',
    en: 'The code {code} is used by another design',
    zhtw: '編碼 {code} 已被其他功能使用',
  },
  'visualdev.importSourceMissing': {
    zh: '该功能的数据表所在的数据连接在本系统中不存在，请先创建该数据连接',
    en: "The data source this design's tables are in does not exist here: create it first",
    zhtw: '該功能的數據表所在的數據連接在本系統中不存在，請先建立該數據連接',
  },
} satisfies Record<string, Texts>;

export const visualdevFieldLabels = {
  formData: { zh: '表单设计', en: 'Form design', zhtw: '表單設計' },
  columnData: { zh: '列表设计', en: 'List design', zhtw: '列表設計' },
  tables: { zh: '数据表', en: 'Tables', zhtw: '數據表' },
  flowTemplateJson: { zh: '流程设计', en: 'Flow design', zhtw: '流程設計' },
  webType: { zh: '页面类型', en: 'Page type', zhtw: '頁面類型' },
} satisfies Record<string, Texts>;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof visualdevMessages, Texts> {}
}

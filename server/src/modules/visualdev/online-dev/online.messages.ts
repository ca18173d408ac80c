import type { Texts } from '../../../platform/i18n/messages.js';

// The sentences of a released design's pages (在线开发 runtime), registered by its routes.
export const onlineDevMessages = {
  'onlineDev.notReleased': {
    zh: '该功能尚未发布，请先发布后再使用',
    en: 'This design has not been released yet; release it first',
    zhtw: '該功能尚未發佈，請先發佈後再使用',
  },
  'onlineDev.noForm': {
    zh: '该功能没有表单',
    en: 'This design has no form',
    zhtw: '該功能沒有表單',
  },
  'onlineDev.recordNotFound': {
    zh: '数据不存在',
    en: 'The record does not exist',
    zhtw: '數據不存在',
  },
  'onlineDev.badData': {
    zh: '提交的数据不是有效的JSON对象',
    en: 'The submitted data is not a valid JSON object',
    zhtw: '提交的數據不是有效的JSON對象',
  },
  'onlineDev.badSearch': {
    zh: '查询条件不是有效的JSON对象',
    en: 'The search values are not a valid JSON object',
    zhtw: '查詢條件不是有效的JSON對象',
  },
  'onlineDev.invalidRecord': { zh: '{detail}', en: '{detail}', zhtw: '{detail}' },
  'onlineDev.columnMissing': {
    zh: '控件【{label}】绑定的字段{column}在数据表{table}中已不存在，请在设计中重新选择字段',
    en: 'The column {column} that the control "{label}" is bound to no longer exists in the table {table}; choose its column again in the design',
    zhtw: '控件【{label}】綁定的字段{column}在數據表{table}中已不存在，請在設計中重新選擇字段',
  },
  'onlineDev.tableMissing': {
    zh: '数据表{table}已不存在，请在设计中重新选择数据表',
    en: 'The table {table} no longer exists; choose the tables of the design again',
    zhtw: '數據表{table}已不存在，請在設計中重新選擇數據表',
  },
  'onlineDev.badTable': {
    zh: '数据表{table}的名称或主键不是有效的标识符，无法使用',
    en: 'The table {table} or its key is not a valid identifier, so the design cannot be used',
    zhtw: '數據表{table}的名稱或主鍵不是有效的標識符，無法使用',
  },
  'onlineDev.menuNotBound': {
    zh: '该菜单没有绑定此功能',
    en: 'This menu does not open this design',
    zhtw: '該菜單沒有綁定此功能',
  },
  'onlineDev.noBillRule': {
    zh: '单据规则{rule}不可用，无法生成【{label}】',
    en: 'The numbering rule {rule} is not available, so "{label}" cannot be numbered',
    zhtw: '單據規則{rule}不可用，無法生成【{label}】',
  },
  'onlineDev.badValue': {
    zh: '{label}的值无法保存到字段{column}',
    en: 'The value of {label} cannot be stored in the column {column}',
    zhtw: '{label}的值無法保存到字段{column}',
  },
  'onlineDev.noIds': {
    zh: '请选择要删除的数据',
    en: 'Choose the records to delete',
    zhtw: '請選擇要刪除的數據',
  },
  'onlineDev.sheet': { zh: '{name}', en: '{name}', zhtw: '{name}' },
} satisfies Record<string, Texts>;

declare module '../../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof onlineDevMessages, Texts> {}
}

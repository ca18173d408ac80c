import type { Texts } from '../../platform/i18n/messages.js';

// 工作流程 (workflow): the sentences of modules/workflow, registered by the module.
export const workflowMessages = {
  'workflow.notFound': { zh: '流程引擎不存在', en: 'The flow engine does not exist', zhtw: '流程引擎不存在' },
  'workflow.badJson': {
    zh: '{field}不是有效的JSON',
    en: '{field} is not valid JSON',
    zhtw: '{field}不是有效的JSON',
  },
  'workflow.invalidFlow': { zh: '{detail}', en: '{detail}', zhtw: '{detail}' },
  'workflow.noFlow': {
    zh: '请先设计流程再启用',
    en: 'Design the flow before releasing it',
    zhtw: '請先設計流程再啟用',
  },
  'workflow.formRequired': {
    zh: '请选择流程表单',
    en: 'Choose the flow form',
    zhtw: '請選擇流程表單',
  },
  'workflow.unknownSystemForm': {
    zh: '系统表单【{form}】不存在',
    en: 'There is no system form "{form}"',
    zhtw: '系統表單【{form}】不存在',
  },
  'workflow.unknownForm': {
    zh: '流程表单不存在，或不是流程表单',
    en: 'The flow form does not exist or is not a flow form',
    zhtw: '流程表單不存在，或不是流程表單',
  },
  'workflow.formNotReleased': {
    zh: '流程表单【{form}】尚未发布，请先发布表单再启用流程',
    en: 'The form "{form}" is not released yet: release it before the flow',
    zhtw: '流程表單【{form}】尚未發佈，請先發佈表單再啟用流程',
  },
  'workflow.unknownCategory': {
    zh: '流程分类【{category}】不存在',
    en: 'There is no flow category "{category}"',
    zhtw: '流程分類【{category}】不存在',
  },
  'workflow.badColour': {
    zh: '图标颜色须是#开头的十六进制颜色，如#008cff',
    en: 'The icon colour must be a hex colour such as #008cff',
    zhtw: '圖標顏色須是#開頭的十六進位顏色，如#008cff',
  },
  'workflow.importWrongFormat': {
    zh: '导入文件不是流程引擎的导出文件',
    en: 'The file is not an exported flow engine',
    zhtw: '匯入檔案不是流程引擎的匯出檔案',
  },
  'workflow.importCodeTaken': {
    zh: '编码 {code} 已被其他流程使用',
    en: 'The code {code} is used by another flow',
    zhtw: '編碼 {code} 已被其他流程使用',
  },
  'workflow.importFormMissing': {
    zh: '该流程的表单【{form}】在本系统中不存在，请先导入该表单',
    en: 'The form "{form}" of this flow does not exist here: import it first',
    zhtw: '該流程的表單【{form}】在本系統中不存在，請先匯入該表單',
  },
  'workflow.invalidFormValues': { zh: '{detail}', en: '{detail}', zhtw: '{detail}' },
  'workflow.noBillRule': {
    zh: '单据规则{rule}不可用，无法生成【{label}】',
    en: 'The numbering rule {rule} is not available, so "{label}" cannot be numbered',
    zhtw: '單據規則{rule}不可用，無法生成【{label}】',
  },
} satisfies Record<string, Texts>;

export const workflowFieldLabels = {
  formType: { zh: '表单类型', en: 'Form type', zhtw: '表單類型' },
  formId: { zh: '流程表单', en: 'Flow form', zhtw: '流程表單' },
  visibleType: { zh: '可见范围', en: 'Visible to', zhtw: '可見範圍' },
  iconBackground: { zh: '图标颜色', en: 'Icon colour', zhtw: '圖標顏色' },
} satisfies Record<string, Texts>;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof workflowMessages, Texts> {}
}

import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of 单据规则 (modules/system/bill-rule*), registered by the module.
export const billRuleMessages = {
  'billRule.notFound': {
    zh: '该单据规则不存在或已删除',
    en: 'The numbering rule does not exist or was deleted',
    zhtw: '該單據規則不存在或已刪除',
  },
  'billRule.codeNotFound': {
    zh: '单据规则「{code}」不存在',
    en: 'There is no numbering rule with the code "{code}"',
    zhtw: '單據規則「{code}」不存在',
  },
  'billRule.disabled': {
    zh: '单据规则「{name}」已停用，无法生成单据编号',
    en: 'The numbering rule "{name}" is disabled and issues no numbers',
    zhtw: '單據規則「{name}」已停用，無法產生單據編號',
  },
  'billRule.exhausted': {
    zh: '单据规则「{name}」的流水号已用完（{digit}位流水最大为{max}），请增加流水位数',
    en: 'The numbering rule "{name}" has used up its serials ({digit} digits go up to {max}); give it more digits',
    zhtw: '單據規則「{name}」的流水號已用完（{digit}位流水最大為{max}），請增加流水位數',
  },
  'billRule.inUse': {
    zh: '单据规则已引用，无法删除（已生成单据编号{number}）',
    en: 'The numbering rule has already issued numbers (last {number}) and cannot be deleted',
    zhtw: '單據規則已引用，無法刪除（已產生單據編號{number}）',
  },
  'billRule.digitRange': {
    zh: '流水位数只能是{min}到{max}之间的整数',
    en: 'Digits must be a whole number from {min} to {max}',
    zhtw: '流水位數只能是{min}到{max}之間的整數',
  },
  'billRule.startDigits': {
    zh: '流水起始只能输入数字',
    en: 'The start number may contain digits only',
    zhtw: '流水起始只能輸入數字',
  },
  'billRule.startTooLong': {
    zh: '流水起始超出了流水位数（{digit}位）',
    en: 'The start number has more digits than the rule allows ({digit})',
    zhtw: '流水起始超出了流水位數（{digit}位）',
  },
  'billRule.prefixPattern': {
    zh: '流水前缀只能包含字母、数字和 - _ / . #，最多20个字符',
    en: 'The prefix may contain letters, digits and - _ / . # only, at most 20 characters',
    zhtw: '流水前綴只能包含字母、數字和 - _ / . #，最多20個字元',
  },
  'billRule.notJson': {
    zh: '导入的文件不是有效的单据规则文件',
    en: 'The file is not a numbering rule export',
    zhtw: '匯入的檔案不是有效的單據規則檔案',
  },
  'billRule.tooLarge': {
    zh: '导入的文件不能超过{size}',
    en: 'The file must not be larger than {size}',
    zhtw: '匯入的檔案不能超過{size}',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof billRuleMessages, Texts> {}
}

import type { Shape } from '../../../i18n/shape';
import type zhBillRule from './bill-rule.zh.texts';

const zhtwBillRule: Shape<typeof zhBillRule> = {
  billRule: {
    fullName: '業務名稱',
    enCode: '業務編碼',
    prefix: '流水前綴',
    dateFormat: '流水日期格式',
    digit: '流水位數',
    startNumber: '流水起始',
    example: '流水範例',
    outputNumber: '當前流水號',
    state: '狀態',
    keyword: '請輸入業務名稱或編碼',
    add: '新建單據規則',
    editTitle: '編輯單據規則',
    export: '匯出',
    empty: '暫無單據規則',
    notIssued: '未產生',
    exampleTitle: '首個編號將是 {{example}}',
    saveSuccess: '儲存成功',
    stateChanged: '狀態已更新',
    prefixPlaceholder: '例如 CG（可不填）',
    prefixRule: '流水前綴只能包含字母、數字和 - _ / . #，最多20個字元',
    digitRequired: '請輸入流水位數',
    digitHint: '流水號的位數（{{min}}-{{max}}），不足位數時在前面補 0；流水號超出位數後不再產生編號',
    startRequired: '請輸入流水起始',
    startDigits: '只能輸入數字',
    startTooLong: '流水起始超出了流水位數（{{digit}}位）',
    exampleHint: '按當前日期產生的第一個單據編號：前綴 + 日期 + 補足位數的流水起始',
    issuedHint: '該規則已產生單據編號（當前流水號 {{number}}），修改後將從當前流水號繼續編號。',
    formats: {
      yyyyMMdd: 'yyyyMMdd（每天重新編號）',
      yyyyMM: 'yyyyMM（每月重新編號）',
      yyyy: 'yyyy（每年重新編號）',
      no: '不含日期（連續編號）',
      none: '無',
    },
  },
};

export default zhtwBillRule;

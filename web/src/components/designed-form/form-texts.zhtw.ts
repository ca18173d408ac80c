import type { FormTexts } from './form-texts.zh';

/** The designed-form renderer's own words, zhtw. */
const zhtwFormTexts: FormTexts = {
  inputPlaceholder: '請輸入',
  selectPlaceholder: '請選擇',
  numberPlaceholder: '數字文本',
  autoNumber: '系統自動生成',
  upload: '點擊上傳',
  uploadTip: '只能上傳不超過 {size} 的文件，最多 {limit} 個',
  uploadTooLarge: '{name} 超過了 {size}',
  uploadTooMany: '最多上傳 {limit} 個文件',
  uploadWrongType: '{name} 不是允許的文件類型',
  uploadFailed: '{name} 上傳失敗',
  addRow: '添加',
  removeRow: '刪除',
  rowNumber: '序號',
  actions: '操作',
  summary: '合計',
  confirm: '確定',
  cancel: '取消',
  keyword: '請輸入關鍵詞查詢',
  search: '查詢',
  chooseRow: '請選擇一條數據',
  noInterface: '未設置數據接口',
  noModel: '未設置關聯功能',
};

export default zhtwFormTexts;

import type { Shape } from '../../i18n/shape';
import type zhResource from './resource.zh.texts';

const zhtwResource: Shape<typeof zhResource> = {
  resource: {
    actions: '操作',
    saveAnyway: '仍然儲存',
    backToForm: '返回修改',
    more: '更多',
    edit: '編輯',
    import: '匯入',
    export: '匯出',
    exporting: '正在匯出',
    exportRows: '共 {{count}} 筆記錄',
    exportReceived: '已接收 {{size}}',
    exportDone: '匯出完成',
    importTitle: '匯入資料',
    template: '下載匯入範本',
    dragText: '點擊或將檔案拖曳到這裡上傳',
    dragHint: '支援 {{accept}} 檔案，不超過 {{size}}',
    wrongType: '只能匯入 {{accept}} 檔案',
    tooLarge: '檔案不能超過 {{size}}',
    check: '檢查',
    checking: '正在檢查，請稍候…',
    importing: '正在匯入，請稍候…',
    importRows: '匯入 {{count}} 列',
    importFailed: '匯入失敗',
    checked: '共 {{total}} 列：{{valid}} 列可以匯入，{{failed}} 列有誤（尚未寫入）',
    imported: '匯入完成：已匯入 {{imported}} 列，{{failed}} 列未匯入',
    rowError: '第 {{row}} 列：{{message}}',
    moreErrors: '還有 {{count}} 列有誤',
  },
};

export default zhtwResource;

import type { Shape } from '../../../i18n/shape';
import type zhDynamicModel from './dynamic-model.zh.texts';

/** A generated page's words, zhtw. */
const zhtwDynamicModel: Shape<typeof zhDynamicModel> = {
  dynamicModel: {
    notLinked: '此菜單沒有關聯功能設計',
    notLinkedHint: '請在「在線開發」中發佈功能，並發佈到菜單',
    unavailable: '無法打開此功能',
    keyword: '請輸入關鍵詞查詢',
    search: '查詢',
    reset: '重置',
    expand: '展開',
    collapse: '收起',
    from: '開始',
    to: '結束',
    rangeStart: '開始日期',
    rangeEnd: '結束日期',
    all: '全部',
    actions: '操作',
    empty: '暫無數據',
    removeConfirm: '此操作將永久刪除該資料, 是否繼續?',
    removeManyConfirm: '您確定要刪除選中的 {{count}} 條數據嗎?',
    chooseRows: '請選擇要刪除的數據',
    removed: '刪除成功',
    created: '新建成功',
    updated: '修改成功',
    addTitle: '新建',
    editTitle: '編輯',
    detailTitle: '詳情',
    cancel: '取 消',
    confirm: '確 定',
    close: '關 閉',
    exportTitle: '導出數據',
    exportColumns: '導出字段',
    exportScope: '導出範圍',
    exportPage: '當前頁面數據',
    exportAll: '全部數據',
    exportOk: '導 出',
    chooseColumns: '請至少選擇一個導出字段',
    total: '合計',
    refresh: '刷新',
  },
};

export default zhtwDynamicModel;

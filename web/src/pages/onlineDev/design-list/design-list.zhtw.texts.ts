import type zhDesignList from './design-list.zh.texts';

/** The design lists' words (線上開發, 代碼生成), zhtw. */
const zhtwDesignList: typeof zhDesignList = {
  designList: {
    keyword: '請輸入名稱或編碼',
    empty: '還沒有功能設計，點擊「新建」開始設計第一個表單',
    add: '新建功能',
    editTitle: '編輯功能',
    saved: '保存成功',
    fullName: '名稱',
    enCode: '編碼',
    category: '分類',
    categoryPlaceholder: '請選擇分類',
    webType: '頁面類型',
    webTypes: { '1': '純表單', '2': '表單加列表', '3': '表單加流程' },
    state: '狀態',
    released: '已發佈 V{{version}}',
    draft: '未發佈',
    creatorUser: '創建人',
    lastModifyTime: '最後修改時間',
    sortCode: '排序',
    design: '設計',
    copy: '複製',
    copied: '複製成功',
    release: '發佈',
    releasedDone: '已發佈為 V{{version}}',
    save: '保存',
    savedDesign: '設計已保存',
    close: '關閉',
    unsaved: '未保存',
    versionTag: '草稿 V{{version}}',
    conflictTitle: '設計已被他人修改',
    leaveTitle: '放棄未保存的修改？',
    leaveUnsaved: '關閉後，本次未保存的修改將會丟失。',
  },
  designPresence: {
    editing: '{{names}} 正在編輯',
    editingMany: '{{names}} 等 {{count}} 人正在編輯',
    separator: '、',
    since: '{{name}}，{{time}} 開啟',
    newerSaved: '{{name}} 於 {{time}} 保存了 V{{version}}，您編輯的是 V{{base}}，現在保存會被拒絕',
    reload: '載入最新版本',
    reloadTitle: '載入最新版本？',
    reloadLoses: '您未保存的修改將會遺失。',
  },
};

export default zhtwDesignList;

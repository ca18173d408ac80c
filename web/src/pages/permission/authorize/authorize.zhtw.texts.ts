import type { Shape } from '../../../i18n/shape';
import type zhAuthorize from './authorize.zh.texts';

const zhtwAuthorize: Shape<typeof zhAuthorize> = {
  authorize: {
    title: '權限授權',
    role: '角色',
    position: '崗位',
    user: '使用者',
    holders: '授權物件',
    searchHolder: '搜尋名稱、編碼或組織',
    pickHolder: '請在左側選擇要授權的角色、崗位或使用者',
    grantTo: '為{{kind}}「{{name}}」授權',
    steps: {
      module: '選單權限',
      button: '按鈕權限',
      column: '列表權限',
      form: '表單權限',
      resource: '資料權限',
    },
    hints: {
      module: '勾選可以開啟的選單',
      button: '勾選所選選單中可以使用的按鈕',
      column: '勾選所選選單列表中可以看到的欄',
      form: '勾選所選選單表單中可以看到的欄位',
      resource: '勾選所選選單可以使用的資料權限方案',
    },
    checkAll: '全選',
    uncheckAll: '全不選',
    expandAll: '展開全部',
    collapseAll: '摺疊全部',
    prev: '上一步',
    next: '下一步',
    save: '儲存',
    saved: '授權已儲存',
    noMenus: '您沒有可以授予的選單',
    noItems: '所選選單沒有此類權限項',
    summary: '已選 {{menus}} 個選單，本步已勾選 {{count}} 項',
  },
};

export default zhtwAuthorize;

import type { Shape } from '../../../i18n/shape';
import type zhIcon from './icon.zh.texts';

const zhtwIcon: Shape<typeof zhIcon> = {
  iconPicker: {
    placeholder: '選擇或輸入圖示名稱',
    choose: '選擇',
    clear: '清除圖示',
    title: '選擇圖示',
    search: '搜尋圖示，如 user、設定',
    tabs: { outlined: '線框風格', filled: '實底風格', twotone: '雙色風格', custom: '自訂' },
    twoToneHint: '雙色圖示在選單中以單色顯示',
    noCustom: '還沒有自訂圖示，可在 系統管理 → 系統圖示 中上傳',
    noMatch: '沒有與「{{query}}」相符的圖示',
  },
  sysIcon: {
    search: '依名稱篩選',
    upload: '上傳圖示',
    uploadHint: 'SVG 檔案，小於 100 KB；含指令碼、事件屬性或外部連結的檔案會被拒絕',
    uploadSuccess: '圖示已上傳：{{name}}',
    empty: '還沒有自訂圖示',
    emptyHint: '上傳的 SVG 圖示可在選單圖示選擇器的「自訂」中選用',
    noMatch: '沒有相符的圖示',
    usedBy: '{{count}} 個選單使用',
    unused: '未使用',
    inUse: '正被選單使用，不能刪除：{{menus}}',
    copy: '複製引用',
    copied: '已複製 {{value}}',
    total: '共 {{count}} 個圖示',
  },
};

export default zhtwIcon;

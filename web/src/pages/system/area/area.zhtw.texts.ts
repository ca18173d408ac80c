import type { Shape } from '../../../i18n/shape';
import type zhArea from './area.zh.texts';

const zhtwArea: Shape<typeof zhArea> = {
  area: {
    keyword: '請輸入名稱或編碼',
    add: '新建',
    addChild: '新建下級',
    edit: '編輯',
    addTitle: '新建行政區劃',
    editTitle: '編輯行政區劃',
    fullName: '區域名稱',
    enCode: '區域編碼',
    level: '級別',
    levels: { province: '省份', city: '城市', district: '區縣', street: '街道' },
    parent: '上級區域',
    topLevel: '頂級',
    parentPlaceholder: '不選擇則為省級區域',
    parentHint: '可選擇省、市或區縣作為上級',
    sortCode: '排序',
    state: '狀態',
    enabled: '啟用',
    disabled: '停用',
    description: '說明',
    descriptionPlaceholder: '請輸入說明',
    actions: '操作',
    fullNameRequired: '請輸入區域名稱',
    enCodeRequired: '請輸入區域編碼',
    enCodePlaceholder: '行政區劃代碼，如 330106',
    enCodeDigits: '區域編碼只能由數字組成',
    empty: '暫無行政區劃',
    noMatch: '沒有找到符合的區域',
    searchLimit: '只顯示前 {{count}} 筆符合結果，請輸入更準確的關鍵詞',
    saveSuccess: '儲存成功',
    stateChanged: '狀態已更新',
    pickerPlaceholder: '請選擇省 / 市 / 區縣',
  },
};

export default zhtwArea;

import type { Shape } from '../../../i18n/shape';
import type zhOrganize from './organize.zh.texts';

const zhtwOrganize: Shape<typeof zhOrganize> = {
  organize: {
    keyword: '請輸入名稱或編碼',
    addCompany: '新建公司',
    addDepartment: '新建部門',
    addChild: '新建下級',
    editCompany: '編輯公司',
    editDepartment: '編輯部門',
    expandAll: '展開全部',
    foldAll: '摺疊全部',
    fullName: '名稱',
    enCode: '編碼',
    category: '類型',
    company: '公司',
    department: '部門',
    manager: '負責人',
    members: '崗位/使用者',
    sortCode: '排序',
    state: '狀態',
    enabled: '啟用',
    disabled: '停用',
    creatorTime: '建立時間',
    description: '說明',
    actions: '操作',
    edit: '編輯',
    parent: '上級組織',
    topLevel: '頂級(無上級)',
    fullNameRequired: '請輸入名稱',
    enCodeRequired: '請輸入編碼',
    parentRequired: '請選擇上級組織',
    managerPlaceholder: '請選擇負責人',
    descriptionPlaceholder: '請輸入說明',
    saveSuccess: '儲存成功',
    stateChanged: '狀態已更新',
    empty: '暫無組織，請先新建公司',
    noMatch: '沒有符合條件的組織',
  },
};

export default zhtwOrganize;

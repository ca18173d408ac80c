import type { Shape } from '../../../i18n/shape';
import type zhRole from './role.zh.texts';

const zhtwRole: Shape<typeof zhRole> = {
  role: {
    add: '新建角色',
    addTitle: '新建角色',
    editTitle: '編輯角色',
    edit: '編輯',
    members: '角色成員',
    fullName: '角色名稱',
    fullNameRequired: '請輸入角色名稱',
    enCode: '角色編碼',
    enCodeRequired: '請輸入角色編碼',
    type: '角色類型',
    typePlaceholder: '請選擇角色類型',
    userCount: '成員數',
    description: '說明',
    descriptionPlaceholder: '請輸入說明',
    sortCode: '排序',
    state: '狀態',
    enabled: '啟用',
    disabled: '停用',
    creatorTime: '建立時間',
    actions: '操作',
    created: '新建成功',
    updated: '修改成功',
    stateChanged: '狀態已更新',
  },
};

export default zhtwRole;

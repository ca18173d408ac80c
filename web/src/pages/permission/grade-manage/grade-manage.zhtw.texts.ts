import type { Shape } from '../../../i18n/shape';
import type zhGradeManage from './grade-manage.zh.texts';

const zhtwGradeManage: Shape<typeof zhGradeManage> = {
  gradeManage: {
    keyword: '請輸入姓名或帳號',
    add: '新建',
    edit: '編輯',
    user: '使用者',
    organize: '所屬組織',
    manages: '可管理的組織',
    more: '+{{count}}',
    modifyTime: '設定時間',
    actions: '操作',
    empty: '暫無分級管理員',
    addTitle: '新建分級管理',
    editTitle: '編輯分級管理 - {{name}}',
    pickUser: '管理員',
    pickUserPlaceholder: '請選擇要授權的使用者',
    pickFirst: '請先選擇使用者，再勾選其可管理的組織',
    hint: '本層：對該組織本身；子層：對其下所有組織。未設定分級管理的使用者，可在其被授予的選單內管理全部組織。',
    existing: '該使用者已設定分級管理，已載入其原有設定，儲存將覆蓋',
    orgName: '組織名稱',
    selectAll: '{{label}}全選',
    nothingChecked: '請至少為一個組織勾選一項權限；如要取消該使用者的分級管理，請在列表中刪除',
    saved: '儲存成功',
    flags: {
      thisLayerAdd: '本層新增',
      thisLayerEdit: '本層編輯',
      thisLayerDelete: '本層刪除',
      subLayerAdd: '子層新增',
      subLayerEdit: '子層編輯',
      subLayerDelete: '子層刪除',
    },
  },
};

export default zhtwGradeManage;

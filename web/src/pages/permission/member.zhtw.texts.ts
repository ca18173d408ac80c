import type { Shape } from '../../i18n/shape';
import type zhMember from './member.zh.texts';

const zhtwMember: Shape<typeof zhMember> = {
  member: {
    roleTitle: '角色成員',
    positionTitle: '崗位成員',
    allUsers: '全部使用者',
    members: '已選成員',
    search: '搜尋姓名、帳號或部門',
    unit: '人',
    saved: '成員已儲存',
    usersUnavailable: '暫時無法讀取使用者清單，只顯示現有成員；可以移除成員，新增請稍後再試',
  },
};

export default zhtwMember;

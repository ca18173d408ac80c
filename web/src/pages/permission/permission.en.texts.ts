import type { Shape } from '../../i18n/shape';
import enAuthorize from './authorize/authorize.en.texts';
import enExplain from './explain/explain.en.texts';
import enGradeManage from './grade-manage/grade-manage.en.texts';
import enMember from './member.en.texts';
import enOnlineUser from './online-user/online-user.en.texts';
import enOrganize from './organize/organize.en.texts';
import type zhPermission from './permission.zh.texts';
import enPosition from './position/position.en.texts';
import enRole from './role/role.en.texts';
import enUser from './user/user.en.texts';

const enPermission: Shape<typeof zhPermission> = {
  ...enUser,
  ...enAuthorize,
  ...enRole,
  ...enMember,
  ...enOnlineUser,
  ...enOrganize,
  ...enPosition,
  ...enGradeManage,
  ...enExplain,
};

export default enPermission;

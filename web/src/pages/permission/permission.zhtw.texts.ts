import type { Shape } from '../../i18n/shape';
import zhtwAuthorize from './authorize/authorize.zhtw.texts';
import zhtwExplain from './explain/explain.zhtw.texts';
import zhtwGradeManage from './grade-manage/grade-manage.zhtw.texts';
import zhtwMember from './member.zhtw.texts';
import zhtwOnlineUser from './online-user/online-user.zhtw.texts';
import zhtwOrganize from './organize/organize.zhtw.texts';
import type zhPermission from './permission.zh.texts';
import zhtwPosition from './position/position.zhtw.texts';
import zhtwRole from './role/role.zhtw.texts';
import zhtwUser from './user/user.zhtw.texts';

const zhtwPermission: Shape<typeof zhPermission> = {
  ...zhtwUser,
  ...zhtwAuthorize,
  ...zhtwRole,
  ...zhtwMember,
  ...zhtwOnlineUser,
  ...zhtwOrganize,
  ...zhtwPosition,
  ...zhtwGradeManage,
  ...zhtwExplain,
};

export default zhtwPermission;

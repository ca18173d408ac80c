import zhAuthorize from './authorize/authorize.zh.texts';
import zhExplain from './explain/explain.zh.texts';
import zhGradeManage from './grade-manage/grade-manage.zh.texts';
import zhMember from './member.zh.texts';
import zhOnlineUser from './online-user/online-user.zh.texts';
import zhOrganize from './organize/organize.zh.texts';
import zhPosition from './position/position.zh.texts';
import zhRole from './role/role.zh.texts';
import zhUser from './user/user.zh.texts';

/**
 * The texts of 组织权限 in Simplified Chinese, one spread per screen: the area's chunk for a
 * language, fetched with the first administration page (permission.pages.ts, docs/decisions/057).
 */
const zhPermission = {
  ...zhUser,
  ...zhAuthorize,
  ...zhRole,
  ...zhMember,
  ...zhOnlineUser,
  ...zhOrganize,
  ...zhPosition,
  ...zhGradeManage,
  ...zhExplain,
};

export default zhPermission;

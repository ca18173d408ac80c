/** The member dialog of 角色管理 and 岗位管理 (components/MemberDialog): its texts; the en and zhtw files beside this one carry the same keys. */
const zhMember = {
  member: {
    roleTitle: '角色成员',
    positionTitle: '岗位成员',
    allUsers: '全部用户',
    members: '已选成员',
    search: '搜索姓名、账号或部门',
    unit: '人',
    saved: '成员已保存',
    usersUnavailable: '暂时无法读取用户列表，只显示现有成员；可以移除成员，添加请稍后再试',
  },
};

export default zhMember;

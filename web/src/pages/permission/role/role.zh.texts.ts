/** 角色管理 (permission/role): its texts; the en and zhtw files beside this one carry the same keys. */
const zhRole = {
  role: {
    add: '新建角色',
    addTitle: '新建角色',
    editTitle: '编辑角色',
    edit: '编辑',
    members: '角色成员',
    fullName: '角色名称',
    fullNameRequired: '请输入角色名称',
    enCode: '角色编码',
    enCodeRequired: '请输入角色编码',
    type: '角色类型',
    typePlaceholder: '请选择角色类型',
    userCount: '成员数',
    description: '说明',
    descriptionPlaceholder: '请输入说明',
    sortCode: '排序',
    state: '状态',
    enabled: '启用',
    disabled: '禁用',
    creatorTime: '创建时间',
    actions: '操作',
    created: '新建成功',
    updated: '修改成功',
    stateChanged: '状态已更新',
  },
};

export default zhRole;

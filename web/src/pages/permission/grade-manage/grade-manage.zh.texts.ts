/** 分级管理 (permission/gradeManage): its texts; the en and zhtw files beside this one carry the same keys. */
const zhGradeManage = {
  gradeManage: {
    keyword: '请输入姓名或账号',
    add: '新建',
    edit: '编辑',
    user: '用户',
    organize: '所属组织',
    manages: '可管理的组织',
    more: '+{{count}}',
    modifyTime: '设置时间',
    actions: '操作',
    empty: '暂无分级管理员',
    addTitle: '新建分级管理',
    editTitle: '编辑分级管理 - {{name}}',
    pickUser: '管理员',
    pickUserPlaceholder: '请选择要授权的用户',
    pickFirst: '请先选择用户，再勾选其可管理的组织',
    hint: '本层：对该组织本身；子层：对其下所有组织。未设置分级管理的用户，可在其被授予的菜单内管理全部组织。',
    existing: '该用户已设置分级管理，已载入其原有设置，保存将覆盖',
    orgName: '组织名称',
    selectAll: '{{label}}全选',
    nothingChecked: '请至少为一个组织勾选一项权限；如要取消该用户的分级管理，请在列表中删除',
    saved: '保存成功',
    flags: {
      thisLayerAdd: '本层添加',
      thisLayerEdit: '本层编辑',
      thisLayerDelete: '本层删除',
      subLayerAdd: '子层添加',
      subLayerEdit: '子层编辑',
      subLayerDelete: '子层删除',
    },
  },
};

export default zhGradeManage;

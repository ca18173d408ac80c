/** 权限授权 (permission/authorize): its texts; the en and zhtw files beside this one carry the same keys. */
const zhAuthorize = {
  authorize: {
    title: '权限授权',
    role: '角色',
    position: '岗位',
    user: '用户',
    holders: '授权对象',
    searchHolder: '搜索名称、编码或组织',
    pickHolder: '请在左侧选择要授权的角色、岗位或用户',
    grantTo: '为{{kind}}「{{name}}」授权',
    steps: {
      module: '菜单权限',
      button: '按钮权限',
      column: '列表权限',
      form: '表单权限',
      resource: '数据权限',
    },
    hints: {
      module: '勾选可以打开的菜单',
      button: '勾选所选菜单中可以使用的按钮',
      column: '勾选所选菜单列表中可以看到的列',
      form: '勾选所选菜单表单中可以看到的字段',
      resource: '勾选所选菜单可以使用的数据权限方案',
    },
    checkAll: '全选',
    uncheckAll: '全不选',
    expandAll: '展开全部',
    collapseAll: '折叠全部',
    prev: '上一步',
    next: '下一步',
    save: '保存',
    saved: '授权已保存',
    noMenus: '您没有可以授予的菜单',
    noItems: '所选菜单没有此类权限项',
    summary: '已选 {{menus}} 个菜单，本步已勾选 {{count}} 项',
  },
};

export default zhAuthorize;

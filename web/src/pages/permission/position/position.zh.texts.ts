/** 岗位管理 (permission/position): its texts; the en and zhtw files beside this one carry the same keys. */
const zhPosition = {
  position: {
    members: '岗位成员',
    orgTree: '组织机构',
    orgSearch: '搜索组织',
    allOrgs: '全部组织',
    keyword: '请输入岗位名称或编码',
    add: '新建岗位',
    editTitle: '编辑岗位',
    fullName: '岗位名称',
    enCode: '岗位编码',
    type: '岗位类型',
    organize: '所属组织',
    userCount: '人数',
    organizeRequired: '请选择所属组织',
    typePlaceholder: '请选择岗位类型',
    empty: '暂无岗位',
  },
};

export default zhPosition;

/** 在线用户 (permission/userOnline): its texts; the en and zhtw files beside this one carry the same keys. */
const zhOnlineUser = {
  onlineUser: {
    keyword: '请输入用户名或账号查询',
    user: '用户',
    current: '当前登录',
    ip: '登录IP',
    place: '登录地点',
    device: '设备/浏览器',
    loginTime: '登录时间',
    lastActive: '最后活动',
    actions: '操作',
    force: '强制下线',
    forceSelected: '批量下线',
    selfHint: '不能强制下线您自己当前的登录',
    confirmOne: '此操作将强制“{{name}}”下线，是否继续？',
    confirmMany: '此操作将强制所选的 {{count}} 个登录下线，是否继续？',
    forced: '已强制下线',
    empty: '暂无在线用户',
  },
};

export default zhOnlineUser;

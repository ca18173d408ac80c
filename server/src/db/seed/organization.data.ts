/** The demo group company: companies and departments by code, parent code, name. */
export const ORGANIZATIONS: {
  code: string;
  parent: string | null;
  category: 'company' | 'department';
  name: string;
}[] = [
  { code: 'HXSZ', parent: null, category: 'company', name: '华夏数智集团有限公司' },
  { code: 'HXSZ.ZCB', parent: 'HXSZ', category: 'department', name: '总裁办' },
  { code: 'HXSZ.RLZY', parent: 'HXSZ', category: 'department', name: '人力资源部' },
  { code: 'HXSZ.CW', parent: 'HXSZ', category: 'department', name: '财务部' },
  { code: 'HXSZ.XXJS', parent: 'HXSZ', category: 'department', name: '信息技术部' },
  { code: 'HXSZ.SC', parent: 'HXSZ', category: 'department', name: '市场部' },
  { code: 'HXSZSH', parent: 'HXSZ', category: 'company', name: '华夏数智(上海)科技有限公司' },
  { code: 'HXSZSH.YF', parent: 'HXSZSH', category: 'department', name: '研发部' },
  { code: 'HXSZSH.CS', parent: 'HXSZSH', category: 'department', name: '测试部' },
  { code: 'HXSZSZ', parent: 'HXSZ', category: 'company', name: '华夏数智(深圳)销售有限公司' },
  { code: 'HXSZSZ.XS', parent: 'HXSZSZ', category: 'department', name: '销售部' },
  { code: 'HXSZSZ.KF', parent: 'HXSZSZ', category: 'department', name: '客户服务部' },
];

/** type: a PositionType dictionary code (领导岗 leader, 普通岗 staff, 助理岗 assistant) */
export const POSITIONS: { code: string; org: string; name: string; type: string }[] = [
  { code: 'ZJL', org: 'HXSZ.ZCB', name: '总经理', type: 'leader' },
  { code: 'ZJZL', org: 'HXSZ.ZCB', name: '总经理助理', type: 'assistant' },
  { code: 'RSJL', org: 'HXSZ.RLZY', name: '人事经理', type: 'leader' },
  { code: 'RSZY', org: 'HXSZ.RLZY', name: '人事专员', type: 'staff' },
  { code: 'CWJL', org: 'HXSZ.CW', name: '财务经理', type: 'leader' },
  { code: 'KJ', org: 'HXSZ.CW', name: '会计', type: 'staff' },
  { code: 'CN', org: 'HXSZ.CW', name: '出纳', type: 'staff' },
  { code: 'ITJL', org: 'HXSZ.XXJS', name: '信息技术经理', type: 'leader' },
  { code: 'YWGCS', org: 'HXSZ.XXJS', name: '运维工程师', type: 'staff' },
  { code: 'SCJL', org: 'HXSZ.SC', name: '市场经理', type: 'leader' },
  { code: 'YFJL', org: 'HXSZSH.YF', name: '研发经理', type: 'leader' },
  { code: 'QDGCS', org: 'HXSZSH.YF', name: '前端工程师', type: 'staff' },
  { code: 'HDGCS', org: 'HXSZSH.YF', name: '后端工程师', type: 'staff' },
  { code: 'CSGCS', org: 'HXSZSH.CS', name: '测试工程师', type: 'staff' },
  { code: 'XSJL', org: 'HXSZSZ.XS', name: '销售经理', type: 'leader' },
  { code: 'XSDB', org: 'HXSZSZ.XS', name: '销售代表', type: 'staff' },
  { code: 'KFZY', org: 'HXSZSZ.KF', name: '客服专员', type: 'staff' },
];

/** type: a RoleType dictionary code (系统角色 system, 业务角色 business) */
export const ROLES: { code: string; name: string; description: string; type: string }[] = [
  { code: 'sysadmin', name: '系统管理员', description: '维护组织、用户与系统数据', type: 'system' },
  { code: 'manager', name: '部门经理', description: '审批本部门事务', type: 'business' },
  { code: 'finance', name: '财务人员', description: '处理报销与付款', type: 'business' },
  { code: 'staff', name: '普通员工', description: '公司全体员工', type: 'business' },
];

/** The admin's mobile number, so verification-code login works on a fresh install (README demo accounts). */
export const ADMIN_MOBILE = '13800000000';

/** account, name, gender (1 male, 2 female), department code, position code, roles, mobile */
export const USERS: [string, string, 1 | 2, string, string, string[], string][] = [
  ['zhangwei', '张伟', 1, 'HXSZ.ZCB', 'ZJL', ['manager', 'staff'], '13801010001'],
  ['wangfang', '王芳', 2, 'HXSZ.ZCB', 'ZJZL', ['staff'], '13801010002'],
  ['lina', '李娜', 2, 'HXSZ.RLZY', 'RSJL', ['manager', 'staff'], '13801010003'],
  ['liuyang', '刘洋', 1, 'HXSZ.RLZY', 'RSZY', ['staff'], '13801010004'],
  ['chenjing', '陈静', 2, 'HXSZ.CW', 'CWJL', ['manager', 'finance', 'staff'], '13801010005'],
  ['yangfan', '杨帆', 1, 'HXSZ.CW', 'KJ', ['finance', 'staff'], '13801010006'],
  ['zhaolei', '赵磊', 1, 'HXSZ.CW', 'CN', ['finance', 'staff'], '13801010007'],
  ['huangmin', '黄敏', 2, 'HXSZ.XXJS', 'ITJL', ['sysadmin', 'manager', 'staff'], '13801010008'],
  ['zhouqiang', '周强', 1, 'HXSZ.XXJS', 'YWGCS', ['sysadmin', 'staff'], '13801010009'],
  ['wuxia', '吴霞', 2, 'HXSZ.SC', 'SCJL', ['manager', 'staff'], '13801010010'],
  ['xuhao', '徐浩', 1, 'HXSZ.SC', 'SCJL', ['staff'], '13801010011'],
  ['sunli', '孙丽', 2, 'HXSZSH.YF', 'YFJL', ['manager', 'staff'], '13801010012'],
  ['majun', '马军', 1, 'HXSZSH.YF', 'HDGCS', ['staff'], '13801010013'],
  ['zhuting', '朱婷', 2, 'HXSZSH.YF', 'QDGCS', ['staff'], '13801010014'],
  ['hujie', '胡杰', 1, 'HXSZSH.YF', 'HDGCS', ['staff'], '13801010015'],
  ['guoxin', '郭鑫', 1, 'HXSZSH.YF', 'QDGCS', ['staff'], '13801010016'],
  ['heyan', '何燕', 2, 'HXSZSH.CS', 'CSGCS', ['staff'], '13801010017'],
  ['linfeng', '林峰', 1, 'HXSZSH.CS', 'CSGCS', ['staff'], '13801010018'],
  ['luoqian', '罗倩', 2, 'HXSZSH.CS', 'CSGCS', ['staff'], '13801010019'],
  ['gaopeng', '高鹏', 1, 'HXSZSZ.XS', 'XSJL', ['manager', 'staff'], '13801010020'],
  ['liangchen', '梁晨', 1, 'HXSZSZ.XS', 'XSDB', ['staff'], '13801010021'],
  ['songjia', '宋佳', 2, 'HXSZSZ.XS', 'XSDB', ['staff'], '13801010022'],
  ['zhengyu', '郑宇', 1, 'HXSZSZ.XS', 'XSDB', ['staff'], '13801010023'],
  ['xiehui', '谢慧', 2, 'HXSZSZ.XS', 'XSDB', ['staff'], '13801010024'],
  ['hanxue', '韩雪', 2, 'HXSZSZ.KF', 'KFZY', ['staff'], '13801010025'],
  ['tangjian', '唐健', 1, 'HXSZSZ.KF', 'KFZY', ['staff'], '13801010026'],
  ['fengyi', '冯毅', 1, 'HXSZSZ.KF', 'KFZY', ['staff'], '13801010027'],
  ['dengtao', '邓涛', 1, 'HXSZ.XXJS', 'YWGCS', ['staff'], '13801010028'],
  ['caomeng', '曹萌', 2, 'HXSZ.RLZY', 'RSZY', ['staff'], '13801010029'],
  ['pengli', '彭莉', 2, 'HXSZ.CW', 'KJ', ['finance', 'staff'], '13801010030'],
];

/** A sub account (SPEC §2.4): signs in as mobile@account of the main account it belongs to. */
export const SUB_ACCOUNTS: { mobile: string; main: string; name: string }[] = [
  { mobile: '13901010088', main: 'gaopeng', name: '高鹏(外勤)' },
];

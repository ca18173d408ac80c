/** The icon picker's pure parts: themes of the Ant Design names, and the search. */

export type IconTab = 'outlined' | 'filled' | 'twotone' | 'custom';

const SUFFIX: Record<Exclude<IconTab, 'custom'>, string> = {
  outlined: 'Outlined',
  filled: 'Filled',
  twotone: 'TwoTone',
};

/** The tab an icon value belongs to. */
export function tabOf(value: string): IconTab {
  if (value.startsWith('custom:')) return 'custom';
  if (value.endsWith('TwoTone')) return 'twotone';
  if (value.endsWith('Filled')) return 'filled';
  return 'outlined';
}

/** 'ArrowUpOutlined' → 'arrow up' (what a person reads and types). */
export function wordsOf(value: string): string {
  const base = value.startsWith('custom:')
    ? value.slice(7)
    : value.replace(new RegExp(`(${Object.values(SUFFIX).join('|')})$`), '');
  return base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** Chinese words people search with, and the English word in the icon names. */
const SYNONYMS: Record<string, string[]> = {
  用户: ['user', 'team'],
  人: ['user'],
  设置: ['setting', 'tool'],
  菜单: ['menu', 'bars'],
  首页: ['home'],
  主页: ['home'],
  文件: ['file', 'folder'],
  文件夹: ['folder'],
  搜索: ['search'],
  查询: ['search'],
  删除: ['delete'],
  编辑: ['edit', 'form'],
  添加: ['plus'],
  新增: ['plus'],
  日志: ['file text', 'profile'],
  日历: ['calendar'],
  时间: ['clock', 'field time', 'history'],
  消息: ['message', 'notification', 'bell'],
  通知: ['notification', 'bell', 'sound'],
  邮件: ['mail'],
  锁: ['lock', 'unlock'],
  安全: ['safety', 'security', 'lock'],
  图表: ['chart', 'dashboard', 'fund'],
  统计: ['bar chart', 'pie chart', 'line chart'],
  数据: ['database', 'cloud'],
  数据库: ['database'],
  字典: ['book', 'read'],
  权限: ['safety', 'key', 'lock', 'audit'],
  组织: ['apartment', 'cluster', 'team'],
  部门: ['apartment', 'cluster'],
  角色: ['solution', 'idcard', 'team'],
  系统: ['setting', 'control', 'desktop'],
  监控: ['dashboard', 'monitor', 'eye'],
  地图: ['environment', 'global', 'compass'],
  地区: ['environment', 'global'],
  语言: ['translation', 'global'],
  图标: ['appstore', 'picture'],
  图片: ['picture', 'file image'],
  购物: ['shopping', 'shop'],
  钱: ['money collect', 'pay circle', 'dollar', 'wallet'],
  财务: ['account book', 'money collect', 'wallet'],
  流程: ['apartment', 'branches', 'partition', 'node index'],
  审批: ['audit', 'check circle', 'solution'],
  上传: ['upload', 'cloud upload'],
  下载: ['download', 'cloud download'],
  打印: ['printer'],
  电话: ['phone', 'mobile'],
  手机: ['mobile'],
  星: ['star'],
  心: ['heart'],
};

/** The values matching what was typed: English words in any case, spaces or dashes optional, or Chinese. */
export function filterIcons(values: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...values];
  const compact = (s: string) => s.replace(/[\s_-]+/g, '');
  const wanted = [
    compact(q),
    ...Object.entries(SYNONYMS).flatMap(([zh, en]) => (q.includes(zh) ? en.map(compact) : [])),
  ];
  return values.filter((value) => {
    const words = compact(wordsOf(value));
    return wanted.some((w) => w && words.includes(w));
  });
}

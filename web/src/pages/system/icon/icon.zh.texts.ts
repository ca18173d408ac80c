/** 系统图标 (system/icons) and the icon picker of the menu form: its texts; the en and zhtw files beside this one carry the same keys. */
const zhIcon = {
  iconPicker: {
    placeholder: '选择或输入图标名称',
    choose: '选择',
    clear: '清除图标',
    title: '选择图标',
    search: '搜索图标，如 user、设置',
    tabs: { outlined: '线框风格', filled: '实底风格', twotone: '双色风格', custom: '自定义' },
    twoToneHint: '双色图标在菜单中以单色显示',
    noCustom: '还没有自定义图标，可在 系统管理 → 系统图标 中上传',
    noMatch: '没有与“{{query}}”匹配的图标',
  },
  sysIcon: {
    search: '按名称筛选',
    upload: '上传图标',
    uploadHint: 'SVG 文件，小于 100 KB；含脚本、事件属性或外部链接的文件会被拒绝',
    uploadSuccess: '图标已上传：{{name}}',
    empty: '还没有自定义图标',
    emptyHint: '上传的 SVG 图标可在菜单图标选择器的“自定义”中选用',
    noMatch: '没有匹配的图标',
    usedBy: '{{count}} 个菜单使用',
    unused: '未使用',
    inUse: '正被菜单使用，不能删除：{{menus}}',
    copy: '复制引用',
    copied: '已复制 {{value}}',
    total: '共 {{count}} 个图标',
  },
};

export default zhIcon;

/** 多语言 (system/language): its texts; the en and zhtw files beside this one carry the same keys. */
const zhLanguage = {
  sysLanguage: {
    keyword: '搜索标记或文字',
    add: '新建翻译',
    editTitle: '编辑翻译',
    key: '翻译标记',
    keyPlaceholder: '如 routes.system-log',
    keyRequired: '请输入翻译标记',
    keyPattern: '以点分隔的字母、数字、横线或下划线，如 routes.system-log',
    zh: '简体中文',
    en: 'English',
    zhtw: '繁體中文',
    zhRequired: '请输入简体中文',
    fallback: '留空时使用简体中文',
    description: '说明',
    builtIn: '界面内置文字',
    builtInNone: '界面内置文字中没有这个标记，只有引用它的界面会显示',
    lastModify: '修改时间',
    empty: '暂无翻译',
    saveSuccess: '保存成功',
    hint: '翻译覆盖界面的内置文字（标记与界面文字的标记相同），所有用户刷新页面后生效',
  },
};

export default zhLanguage;

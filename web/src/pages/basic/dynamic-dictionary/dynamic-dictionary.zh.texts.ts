/** The viewer of 字典 menus (basic/dynamicDictionary): its texts; the en and zhtw files beside this one carry the same keys. */
const zhDynamicDictionary = {
  dictionaryViewer: {
    notLinked: '该菜单未关联数据字典',
    notLinkedHint: '请在菜单管理中为该菜单选择数据字典',
    missing: '该菜单关联的数据字典不存在或已删除',
  },
};

export default zhDynamicDictionary;

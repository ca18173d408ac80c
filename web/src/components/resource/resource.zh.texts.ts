/** The list runtime's own sentences (its export and import dialogs), under `resource.*`. */
const zhResource = {
  resource: {
    actions: '操作',
    saveAnyway: '仍然保存',
    backToForm: '返回修改',
    more: '更多',
    edit: '编辑',
    import: '导入',
    export: '导出',
    exporting: '正在导出',
    exportRows: '共 {{count}} 条记录',
    exportReceived: '已接收 {{size}}',
    exportDone: '导出完成',
    importTitle: '导入数据',
    template: '下载导入模板',
    dragText: '点击或将文件拖拽到这里上传',
    dragHint: '支持 {{accept}} 文件，不超过 {{size}}',
    wrongType: '只能导入 {{accept}} 文件',
    tooLarge: '文件不能超过 {{size}}',
    check: '检查',
    checking: '正在检查，请稍候…',
    importing: '正在导入，请稍候…',
    importRows: '导入 {{count}} 行',
    importFailed: '导入失败',
    checked: '共 {{total}} 行：{{valid}} 行可以导入，{{failed}} 行有误（尚未写入）',
    imported: '导入完成：已导入 {{imported}} 行，{{failed}} 行未导入',
    rowError: '第 {{row}} 行：{{message}}',
    moreErrors: '还有 {{count}} 行有误',
  },
};

export default zhResource;

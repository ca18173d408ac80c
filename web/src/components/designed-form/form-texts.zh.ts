/** The designed-form renderer's own words (what the platform writes around a designer's controls), zh. */
const zhFormTexts = {
  inputPlaceholder: '请输入',
  selectPlaceholder: '请选择',
  numberPlaceholder: '数字文本',
  autoNumber: '系统自动生成',
  upload: '点击上传',
  uploadTip: '只能上传不超过 {size} 的文件，最多 {limit} 个',
  uploadTooLarge: '{name} 超过了 {size}',
  uploadTooMany: '最多上传 {limit} 个文件',
  uploadWrongType: '{name} 不是允许的文件类型',
  uploadFailed: '{name} 上传失败',
  addRow: '添加',
  removeRow: '删除',
  rowNumber: '序号',
  actions: '操作',
  summary: '合计',
  confirm: '确定',
  cancel: '取消',
  keyword: '请输入关键词查询',
  search: '查询',
  chooseRow: '请选择一条数据',
  noInterface: '未设置数据接口',
  noModel: '未设置关联功能',
};

export type FormTexts = typeof zhFormTexts;
export default zhFormTexts;

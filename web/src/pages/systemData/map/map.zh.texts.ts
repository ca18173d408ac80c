/** 数据地图 (systemData/map): its texts; the en and zhtw files beside this one carry the same keys. */
const zhMap = {
  map: {
    keyword: '请输入名称或编码查询',
    add: '新建',
    edit: '编辑',
    preview: '预览',
    fullName: '地图名称',
    enCode: '地图编码',
    features: '区域数',
    dataSize: '数据大小',
    state: '状态',
    enabled: '启用',
    disabled: '禁用',
    sortCode: '排序',
    description: '说明',
    data: 'GeoJSON 数据',
    dataHelp:
      '上传 .json / .geojson 文件或直接粘贴；需为 FeatureCollection，每个区域有名称 (properties.name) 且为 Polygon / MultiPolygon',
    upload: '上传文件',
    check: '校验并预览',
    checked: '{{count}} 个区域',
    empty: '暂无地图',
    addTitle: '新建地图',
    editTitle: '编辑地图',
    previewTitle: '地图预览 - {{name}}',
    saved: '保存成功',
    areaValue: '数值',
    chartLabel: '{{name}} 地图',
    tooLarge: '文件不能超过 {{size}}',
    required: '请输入{{field}}',
  },
};

export default zhMap;

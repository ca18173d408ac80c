import type { Shape } from '../../../i18n/shape';
import type zhMap from './map.zh.texts';

const zhtwMap: Shape<typeof zhMap> = {
  map: {
    keyword: '請輸入名稱或編碼查詢',
    add: '新建',
    edit: '編輯',
    preview: '預覽',
    fullName: '地圖名稱',
    enCode: '地圖編碼',
    features: '區域數',
    dataSize: '資料大小',
    state: '狀態',
    enabled: '啟用',
    disabled: '停用',
    sortCode: '排序',
    description: '說明',
    data: 'GeoJSON 資料',
    dataHelp:
      '上傳 .json / .geojson 檔案或直接貼上；需為 FeatureCollection，每個區域有名稱 (properties.name) 且為 Polygon / MultiPolygon',
    upload: '上傳檔案',
    check: '校驗並預覽',
    checked: '{{count}} 個區域',
    empty: '暫無地圖',
    addTitle: '新建地圖',
    editTitle: '編輯地圖',
    previewTitle: '地圖預覽 - {{name}}',
    saved: '儲存成功',
    areaValue: '數值',
    chartLabel: '{{name}} 地圖',
    tooLarge: '檔案不能超過 {{size}}',
    required: '請輸入{{field}}',
  },
};

export default zhtwMap;

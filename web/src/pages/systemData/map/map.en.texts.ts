import type { Shape } from '../../../i18n/shape';
import type zhMap from './map.zh.texts';

const enMap: Shape<typeof zhMap> = {
  map: {
    keyword: 'Name or code',
    add: 'New',
    edit: 'Edit',
    preview: 'Preview',
    fullName: 'Map name',
    enCode: 'Map code',
    features: 'Areas',
    dataSize: 'Data size',
    state: 'State',
    enabled: 'Enabled',
    disabled: 'Disabled',
    sortCode: 'Order',
    description: 'Description',
    data: 'GeoJSON data',
    dataHelp:
      'Upload a .json / .geojson file or paste it: a FeatureCollection whose areas have a name (properties.name) and Polygon / MultiPolygon geometry',
    upload: 'Upload file',
    check: 'Check and preview',
    checked: '{{count}} areas',
    empty: 'No maps',
    addTitle: 'New map',
    editTitle: 'Edit map',
    previewTitle: 'Map preview - {{name}}',
    saved: 'Saved',
    areaValue: 'Value',
    chartLabel: 'Map of {{name}}',
    tooLarge: 'The file must be at most {{size}}',
    required: 'Enter the {{field}}',
  },
};

export default enMap;

import { EyeOutlined } from '@ant-design/icons';
import { fileSize, type MapRow } from '@app/common';
import {
  descriptionField,
  nameCodeFields,
  sortStateFields,
} from '../../../components/resource/common-fields';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { MapDataField } from './MapDataField';

/**
 * 数据地图 (/api/system/Map): the GeoJSON maps that chart and data-screen map widgets draw; 预览 opens the
 * page's drawing of one (`openPreview`).
 */
export const mapResource = (openPreview: (row: MapRow) => void): ResourceDescription<MapRow> => ({
  queryKey: ['systemData', 'map'],
  api: { base: '/api/system/Map' },
  keyword: { placeholder: 'map.keyword' },
  texts: { empty: 'map.empty', add: 'map.add' },
  table: { scrollX: 1000 },
  toolbar: [{ kind: 'add' }],
  columns: [
    { dataIndex: 'fullName', label: 'map.fullName', width: 180, ellipsis: true },
    { dataIndex: 'enCode', label: 'map.enCode', width: 140, ellipsis: true },
    {
      dataIndex: 'dataSize',
      label: 'map.dataSize',
      width: 110,
      align: 'right',
      kind: 'custom',
      render: (size) => fileSize(size as number),
    },
    { dataIndex: 'sortCode', label: 'map.sortCode', width: 80, align: 'center' },
    {
      dataIndex: 'enabledMark',
      label: 'map.state',
      width: 80,
      align: 'center',
      kind: 'state',
      on: 'map.enabled',
      off: 'map.disabled',
    },
    { dataIndex: 'description', label: 'map.description', ellipsis: true },
  ],
  rowActions: {
    label: 'organize.actions',
    width: 220,
    items: [
      { kind: 'custom', label: 'map.preview', icon: <EyeOutlined />, permission: null, onClick: openPreview },
      { kind: 'edit', label: 'map.edit' },
      { kind: 'remove' },
    ],
  },
  form: {
    title: { create: 'map.addTitle', edit: 'map.editTitle' },
    saved: 'map.saved',
    width: 760,
    // The GeoJSON goes as it was pasted or read.
    save: (values, body) => ({ ...body, data: values.data }),
    fields: [
      ...nameCodeFields('map.fullName', 'map.enCode'),
      { name: 'data', kind: 'custom', render: ({ form }) => <MapDataField form={form} /> },
      ...sortStateFields('organize', 12),
      descriptionField(),
    ],
  },
});

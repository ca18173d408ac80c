import { type DataInterfaceListRow, type DataInterfaceRow, unmarkedSqlWrite } from '@app/common';
import { descriptionField, nameCodeFields } from '../../../components/resource/common-fields';
import type { ResourceDescription, ResourceOption } from '../../../components/resource/resource.types';
import { CallScopeFields } from './CallScopeFields';
import { DataTypeField, QueryFields, SortStateRow } from './DataInterfaceFields';
import { DATA_INTERFACE_KEY } from './data-interface.api';
import { type InterfaceFormValues, toFields, toValues } from './interface-fields';

const BASE = '/api/system/DataInterface';

/** What a new interface starts with (the category chosen beside the list is the page's). */
export const NEW_INTERFACE = {
  dataType: 1,
  dbLinkId: '0',
  requestMethod: 'GET',
  requestParameters: [],
  callScope: 'designers',
  callRoleIds: [],
  sortCode: 0,
  enabled: false,
};

/**
 * 数据接口 (client-facts §5.5 Data interface): reusable SQL, static and HTTP data sources; 测试 and 日志 are
 * the page's dialogs (`test`, `log`), the form's category choices its categories.
 */
export const dataInterfaceResource = (page: {
  categories: ResourceOption[];
  test: (row: DataInterfaceListRow) => void;
  log: (row: DataInterfaceListRow) => void;
}): ResourceDescription<DataInterfaceListRow> => ({
  queryKey: DATA_INTERFACE_KEY,
  api: { base: BASE, exportRow: { path: `${BASE}/{id}/Action/Export`, fileName: '{fullName}.json' } },
  keyword: { placeholder: 'dataInterface.keyword' },
  texts: {
    empty: 'dataInterface.empty',
    add: 'dataInterface.add',
    stateChanged: 'dataInterface.stateChanged',
  },
  table: { scrollX: 880 },
  columns: [
    { dataIndex: 'fullName', label: 'dataInterface.fullName', ellipsis: true },
    { dataIndex: 'enCode', label: 'dataInterface.enCode', width: 130, ellipsis: true },
    {
      dataIndex: 'dataType',
      label: 'dataInterface.dataType',
      width: 90,
      kind: 'tag',
      options: [
        { value: 1, label: 'dataInterface.types.1', color: 'blue' },
        { value: 2, label: 'dataInterface.types.2', color: 'gold' },
        { value: 3, label: 'dataInterface.types.3', color: 'purple' },
      ],
    },
    { dataIndex: 'categoryName', label: 'dataInterface.category', width: 90, empty: '—' },
    { dataIndex: 'creatorTime', label: 'organize.creatorTime', width: 140, kind: 'time' },
    {
      dataIndex: 'enabledMark',
      label: 'dataInterface.state',
      width: 64,
      align: 'center',
      kind: 'state',
      on: 'dataInterface.enabled',
      off: 'dataInterface.disabled',
    },
  ],
  rowActions: {
    label: 'dataInterface.actions',
    width: 232,
    items: [
      { kind: 'custom', label: 'dataInterface.test', permission: null, onClick: page.test },
      { kind: 'edit', label: 'dataInterface.edit' },
      { kind: 'custom', label: 'dataInterface.log', permission: null, onClick: page.log },
      { kind: 'export', label: 'dataInterface.export' },
      { kind: 'remove' },
    ],
  },
  form: {
    title: { create: 'dataInterface.add', edit: 'dataInterface.editTitle' },
    saved: 'dataInterface.saveSuccess',
    width: 920,
    load: (record) => ({ ...toValues(record as unknown as DataInterfaceRow) }),
    save: (values) => ({ ...toFields(values as unknown as InterfaceFormValues) }),
    // The server keeps such a statement (as the original does) and warns; asking first saves a surprise.
    confirm: (body) => {
      const word = unmarkedSqlWrite(body as unknown as DataInterfaceRow);
      return word ? { key: 'dataInterface.writeUnmarkedQuestion', values: { word } } : null;
    },
    fields: [
      ...nameCodeFields('dataInterface.fullName', 'dataInterface.enCode'),
      {
        name: 'categoryId',
        kind: 'select',
        label: 'dataInterface.category',
        span: 12,
        required: 'dataInterface.categoryRequired',
        placeholder: 'dataInterface.categoryRequired',
        options: page.categories,
      },
      {
        name: 'dataType',
        kind: 'custom',
        span: 12,
        render: ({ form, editingId }) => <DataTypeField form={form} editing={editingId !== null} />,
      },
      { kind: 'custom', render: ({ form }) => <QueryFields form={form} /> },
      { kind: 'custom', render: () => <CallScopeFields /> },
      { kind: 'custom', render: () => <SortStateRow /> },
      descriptionField(),
    ],
  },
});

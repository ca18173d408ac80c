import type { ReactNode } from 'react';
import { http } from '../../../app/request';
import { descriptionField, nameCodeFields } from '../../../components/resource/common-fields';
import type {
  ResourceDescription,
  ResourceHelpers,
  ResourceOption,
} from '../../../components/resource/resource.types';
import { FormPickerField } from './FormPickerField';
import { FLOW_ENGINE_BASE, type FlowEngineRow, WORKFLOW_CATEGORY_TYPE } from './flow-engine.api';

/** What the page hands the description: its own actions, each after the list's refresh. */
export interface FlowEngineParts {
  copy: (row: FlowEngineRow, helpers: ResourceHelpers) => void;
  release: (row: FlowEngineRow, helpers: ResourceHelpers) => void;
  stop: (row: FlowEngineRow, helpers: ResourceHelpers) => void;
  versions: (row: FlowEngineRow) => void;
  /** 设计: the flow designer on the engine's tree */
  design: (row: FlowEngineRow, helpers: ResourceHelpers) => void;
  /** a new engine was created: the designer opens on it */
  created: (id: string) => void;
  /** the toolbar's 导入 button */
  importButton: ReactNode;
}

const category = { typeId: WORKFLOW_CATEGORY_TYPE, valueKey: 'enCode' as const };
const TYPES: ResourceOption[] = [
  { value: 0, label: 'flowEngine.types.0', color: 'blue' },
  { value: 1, label: 'flowEngine.types.1', color: 'purple' },
];
const FORM_TYPES: ResourceOption[] = [
  { value: 1, label: 'flowEngine.formTypes.1', color: 'cyan' },
  { value: 2, label: 'flowEngine.formTypes.2', color: 'geekblue' },
];
const VISIBILITY: ResourceOption[] = [
  { value: 0, label: 'flowEngine.visibleTypes.0' },
  { value: 1, label: 'flowEngine.visibleTypes.1' },
];
const STATES: ResourceOption[] = [
  { value: 1, label: 'flowEngine.states.1', color: 'green' },
  { value: 0, label: 'flowEngine.states.0' },
];

/**
 * 工作流程 › 流程引擎 (client-facts §8.1): the flows with their form, category, type, visibility and state;
 * two create buttons (a system form, a designed form), release (启用), stop, copy, export, import and the
 * version history. The flow tree is kept as it is by the form: the designer (设计, and right after a
 * create) edits it.
 */
export const flowEngineResource = (parts: FlowEngineParts): ResourceDescription<FlowEngineRow> => ({
  queryKey: ['workflow', 'flowEngine'],
  api: {
    base: FLOW_ENGINE_BASE,
    create: async (body) => {
      const answer = await http.post<{ id: string }>(FLOW_ENGINE_BASE, body);
      parts.created(answer.id);
      return answer;
    },
    exportRow: { path: `${FLOW_ENGINE_BASE}/{id}/Actions/ExportData`, fileName: '{fullName}.json' },
  },
  keyword: { placeholder: 'flowEngine.keyword' },
  filters: [
    {
      name: 'category',
      kind: 'select',
      placeholder: 'flowEngine.category',
      dictionary: category,
      width: 140,
    },
    { name: 'type', kind: 'select', placeholder: 'flowEngine.type', options: TYPES, width: 120 },
    { name: 'formType', kind: 'select', placeholder: 'flowEngine.formType', options: FORM_TYPES, width: 120 },
    { name: 'enabledMark', kind: 'select', placeholder: 'flowEngine.state', options: STATES, width: 110 },
  ],
  texts: { empty: 'flowEngine.empty', add: 'flowEngine.addSystem' },
  table: { scrollX: 1220 },
  toolbar: [
    {
      kind: 'add',
      label: 'flowEngine.addSystem',
      onClick: (helpers) => helpers.openForm({ defaults: { formType: 1 } }),
    },
    {
      kind: 'add',
      label: 'flowEngine.addDesigned',
      onClick: (helpers) => helpers.openForm({ defaults: { formType: 2 } }),
    },
    { kind: 'custom', permission: 'btn_import', node: parts.importButton },
  ],
  columns: [
    { dataIndex: 'fullName', label: 'flowEngine.fullName', width: 160, ellipsis: true },
    { dataIndex: 'enCode', label: 'flowEngine.enCode', width: 140, ellipsis: true },
    {
      dataIndex: 'category',
      label: 'flowEngine.category',
      width: 110,
      kind: 'dictionary',
      dictionary: category,
      empty: '—',
    },
    { dataIndex: 'formType', label: 'flowEngine.formType', width: 100, kind: 'tag', options: FORM_TYPES },
    { dataIndex: 'formName', label: 'flowEngine.formId', width: 120, ellipsis: true, empty: '—' },
    { dataIndex: 'type', label: 'flowEngine.type', width: 100, kind: 'tag', options: TYPES },
    { dataIndex: 'visibleType', label: 'flowEngine.visibleType', width: 100, options: VISIBILITY },
    { dataIndex: 'creatorTime', label: 'flowEngine.creatorTime', width: 140, kind: 'time' },
    { dataIndex: 'sortCode', label: 'flowEngine.sortCode', width: 70, align: 'center' },
    { dataIndex: 'enabledMark', label: 'flowEngine.state', width: 90, kind: 'tag', options: STATES },
  ],
  rowActions: {
    width: 370,
    compact: true,
    items: [
      { kind: 'custom', label: 'flowDesigner.design', permission: 'btn_edit', onClick: parts.design },
      { kind: 'edit' },
      {
        kind: 'custom',
        label: 'flowEngine.release',
        permission: 'btn_release',
        visible: (row) => row.enabledMark !== 1,
        onClick: parts.release,
      },
      {
        kind: 'custom',
        label: 'flowEngine.stop',
        permission: 'btn_stop',
        visible: (row) => row.enabledMark === 1,
        onClick: parts.stop,
      },
      { kind: 'custom', label: 'flowEngine.copy', permission: 'btn_copy', onClick: parts.copy },
      {
        kind: 'custom',
        label: 'flowEngine.versions',
        permission: null,
        onClick: (row) => parts.versions(row),
      },
      { kind: 'export', label: 'flowEngine.export' },
      { kind: 'remove' },
    ],
  },
  form: {
    title: { create: 'flowEngine.addTitle', edit: 'flowEngine.editTitle' },
    saved: 'flowEngine.saved',
    width: 720,
    fields: [
      ...nameCodeFields('flowEngine.fullName', 'flowEngine.enCode'),
      {
        name: 'category',
        kind: 'select',
        label: 'flowEngine.category',
        span: 12,
        dictionary: category,
        allowClear: true,
        placeholder: 'flowEngine.categoryPlaceholder',
      },
      {
        name: 'type',
        kind: 'select',
        label: 'flowEngine.type',
        span: 12,
        required: true,
        options: TYPES,
        defaultValue: 0,
      },
      {
        name: 'formType',
        kind: 'select',
        label: 'flowEngine.formType',
        span: 12,
        required: true,
        options: FORM_TYPES,
        defaultValue: 2,
      },
      { kind: 'custom', name: 'formId', span: 12, render: () => <FormPickerField /> },
      { name: 'icon', kind: 'input', label: 'flowEngine.icon', span: 12, maxLength: 100 },
      {
        name: 'iconBackground',
        kind: 'input',
        label: 'flowEngine.iconBackground',
        span: 12,
        maxLength: 9,
        defaultValue: '#008cff',
        pattern: {
          regex: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
          message: 'flowEngine.colourRule',
        },
      },
      {
        name: 'sortCode',
        kind: 'number',
        label: 'flowEngine.sortCode',
        span: 12,
        min: 0,
        max: 999999,
        precision: 0,
        defaultValue: 0,
        empty: 0,
      },
      descriptionField(),
    ],
  },
});

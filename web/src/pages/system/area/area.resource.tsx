import { AREA_ROOT, type AreaInfo, type AreaNode } from '@app/common';
import { http } from '../../../app/request';
import { sortStateFields, stateColumn } from '../../../components/resource/common-fields';
import type { ResourceDescription, ResourceOption } from '../../../components/resource/resource.types';
import { AreaName, ParentField, ParentPath } from './AreaCells';

/** Rows the server answers a keyword with at most (AREA_SEARCH_LIMIT). */
const SEARCH_LIMIT = 200;
const BASE = '/api/system/Area';

const LEVELS: ResourceOption[] = [
  { value: 1, label: 'area.levels.province', color: 'blue' },
  { value: 2, label: 'area.levels.city', color: 'cyan' },
  { value: 3, label: 'area.levels.district', color: 'green' },
  { value: 4, label: 'area.levels.street', color: 'default' },
];

const fetchArea = (id: string) => http.get<AreaInfo>(`${BASE}/${encodeURIComponent(id)}/Info`);

/**
 * 行政区划 (client-facts §5.4 'Area'): provinces, cities and districts as a tree whose branches load when
 * opened; a keyword finds areas at any depth with their path. 新建下级 starts a new area under the row.
 */
export const areaResource: ResourceDescription<AreaNode> = {
  queryKey: ['system', 'area'],
  api: { base: BASE, info: `${BASE}/{id}/Info` },
  tree: {
    rootId: AREA_ROOT,
    hasChildren: 'hasChildren',
    searchLimit: SEARCH_LIMIT,
    searchLimitText: { key: 'area.searchLimit', values: { count: SEARCH_LIMIT } },
  },
  keyword: { placeholder: 'area.keyword' },
  texts: { empty: 'area.empty', noMatch: 'area.noMatch', add: 'area.add', stateChanged: 'area.stateChanged' },
  table: { scrollX: 1040 },
  toolbar: [{ kind: 'add' }],
  columns: [
    {
      dataIndex: 'fullName',
      label: 'area.fullName',
      width: 280,
      kind: 'custom',
      render: (name, node, list) => <AreaName name={name} loading={list.isBranchLoading(node.id)} />,
    },
    { dataIndex: 'enCode', label: 'area.enCode', width: 130 },
    { dataIndex: 'type', label: 'area.level', width: 90, align: 'center', kind: 'tag', options: LEVELS },
    {
      dataIndex: 'parentPath',
      label: 'area.parent',
      width: 220,
      searchOnly: true,
      kind: 'custom',
      render: (path) => <ParentPath path={path} />,
    },
    { dataIndex: 'sortCode', label: 'area.sortCode', width: 70, align: 'center' },
    // The switch's label names the area: a search lists several switches of one name.
    { ...stateColumn<AreaNode>('area.state', 90, 'area'), ariaField: 'fullName' },
    { dataIndex: 'description', label: 'area.description', ellipsis: true },
  ],
  rowActions: {
    width: 190,
    items: [
      {
        kind: 'custom',
        label: 'area.addChild',
        permission: 'btn_add',
        // Streets are the deepest level.
        visible: (node) => node.type < LEVELS.length,
        onClick: (node, list) => list.openForm({ defaults: { parentId: node.id } }),
      },
      { kind: 'edit' },
      { kind: 'remove' },
    ],
  },
  form: {
    title: { create: 'area.addTitle', edit: 'area.editTitle' },
    saved: 'area.saveSuccess',
    width: 600,
    requiredMark: true,
    // A new area under a node: the node's own path is the parent value.
    prepare: ({ parentId }) =>
      typeof parentId === 'string' && parentId !== AREA_ROOT
        ? fetchArea(parentId).then((parent) => ({ parent: parent.idPath }))
        : null,
    load: (record) => {
      const area = record as unknown as AreaInfo;
      return {
        parent: area.idPath.slice(0, -1),
        fullName: area.fullName,
        enCode: area.enCode,
        sortCode: area.sortCode,
        enabledMark: area.enabledMark,
        description: area.description ?? undefined,
      };
    },
    save: (values, body) => {
      const parent = values.parent as string[] | undefined;
      const { parent: _picked, ...fields } = body;
      return { ...fields, parentId: parent?.length ? parent[parent.length - 1] : AREA_ROOT };
    },
    fields: [
      {
        name: 'parent',
        kind: 'custom',
        defaultValue: [],
        render: ({ editingId }) => <ParentField editingId={editingId} />,
      },
      {
        name: 'fullName',
        kind: 'input',
        label: 'area.fullName',
        span: 12,
        required: 'area.fullNameRequired',
        pattern: 'fullName',
        keepStored: true,
        maxLength: 50,
        placeholder: 'area.fullNameRequired',
      },
      {
        name: 'enCode',
        kind: 'input',
        label: 'area.enCode',
        span: 12,
        required: 'area.enCodeRequired',
        pattern: { regex: '^\\s*\\d+\\s*$', message: 'area.enCodeDigits' },
        maxLength: 20,
        inputMode: 'numeric',
        placeholder: 'area.enCodePlaceholder',
      },
      ...sortStateFields('area', 12),
      {
        name: 'description',
        kind: 'textarea',
        label: 'area.description',
        rows: 3,
        maxLength: 500,
        showCount: true,
        placeholder: 'area.descriptionPlaceholder',
      },
    ],
  },
};

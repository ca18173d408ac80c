import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { descriptionField, nameCodeFields } from '../../../components/resource/common-fields';
import type { ResourceDescription, ResourceHelpers } from '../../../components/resource/resource.types';
import { DESIGN_BASE, type DesignRow, listDesigns } from './design.api';
import type { DesignKind } from './design-kinds';

/** What a design list screen hands the description: its kind, the category pieces and its own actions. */
export interface DesignListParts {
  kind: DesignKind;
  categoryName: (id: unknown) => string;
  categoryField: ReactNode;
  openDesigner: (row: DesignRow, helpers: ResourceHelpers) => void;
  copy: (row: DesignRow, helpers: ResourceHelpers) => void;
  release: (row: DesignRow, helpers: ResourceHelpers) => void;
  preview: (row: DesignRow) => void;
  /** the toolbar's 导入 button */
  importButton: ReactNode;
}

/** 在线开发 › Web设计 and its siblings: the designs of one type, their record form and actions. */
export const designListResource = (t: TFunction, parts: DesignListParts): ResourceDescription<DesignRow> => ({
  queryKey: ['visualdev', 'designs', String(parts.kind.type)],
  api: {
    base: DESIGN_BASE,
    list: (params, signal) => listDesigns(parts.kind.type, params, signal),
    exportRow: { path: `${DESIGN_BASE}/{id}/Actions/Export`, fileName: '{fullName}.json' },
  },
  keyword: { placeholder: 'designList.keyword' },
  texts: { empty: parts.kind.empty, add: 'designList.add' },
  table: { scrollX: 1100 },
  toolbar: [
    { kind: 'add', permission: 'btn_add' },
    { kind: 'custom', permission: 'btn_import', node: parts.importButton },
  ],
  columns: [
    { dataIndex: 'fullName', label: 'designList.fullName', width: 170, ellipsis: true },
    { dataIndex: 'enCode', label: 'designList.enCode', width: 150, ellipsis: true },
    {
      dataIndex: 'category',
      label: 'designList.category',
      width: 110,
      kind: 'custom',
      render: (value) => parts.categoryName(value) || '—',
    },
    {
      dataIndex: 'webType',
      label: 'designList.webType',
      width: 100,
      options: [
        { value: 1, label: 'designList.webTypes.1' },
        { value: 2, label: 'designList.webTypes.2' },
        { value: 3, label: 'designList.webTypes.3' },
      ],
    },
    {
      dataIndex: 'state',
      label: 'designList.state',
      width: 130,
      kind: 'custom',
      render: (_, row) =>
        row.state === 1 ? t('designList.released', { version: row.releasedVersion }) : t('designList.draft'),
    },
    { dataIndex: 'creatorUser', label: 'designList.creatorUser', width: 130, ellipsis: true },
    { dataIndex: 'lastModifyTime', label: 'designList.lastModifyTime', width: 150, kind: 'time', empty: '—' },
    { dataIndex: 'sortCode', label: 'designList.sortCode', width: 70, align: 'center' },
  ],
  rowActions: {
    width: 330,
    items: [
      { kind: 'custom', label: 'designList.design', permission: 'btn_edit', onClick: parts.openDesigner },
      { kind: 'edit' },
      { kind: 'custom', label: 'designList.preview', permission: null, onClick: parts.preview },
      { kind: 'custom', label: 'designList.copy', permission: 'btn_add', onClick: parts.copy },
      { kind: 'custom', label: 'designList.release', permission: 'btn_release', onClick: parts.release },
      { kind: 'export', label: 'designList.exportDesign' },
      { kind: 'remove' },
    ],
  },
  form: {
    title: { create: 'designList.add', edit: 'designList.editTitle' },
    saved: 'designList.saved',
    width: 640,
    fields: [
      ...nameCodeFields('designList.fullName', 'designList.enCode'),
      { kind: 'custom', name: 'category', render: () => parts.categoryField },
      {
        name: 'webType',
        kind: 'select',
        label: 'designList.webType',
        span: 12,
        required: true,
        defaultValue: 2,
        options: [
          { value: 1, label: 'designList.webTypes.1' },
          { value: 2, label: 'designList.webTypes.2' },
          { value: 3, label: 'designList.webTypes.3' },
        ],
      },
      {
        name: 'sortCode',
        kind: 'number',
        label: 'designList.sortCode',
        span: 12,
        min: 0,
        max: 999999,
        precision: 0,
        defaultValue: 0,
        empty: 0,
      },
      descriptionField(),
    ],
    save: (_, body) => ({ ...body, type: parts.kind.type }),
  },
});

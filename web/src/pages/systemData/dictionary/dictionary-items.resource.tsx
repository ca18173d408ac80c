import { DICTIONARY_DATA_ROOT, type DictionaryDataRow, type DictionaryTypeNode } from '@app/common';
import {
  descriptionField,
  nameCodeFields,
  sortStateFields,
  stateColumn,
} from '../../../components/resource/common-fields';
import type { ResourceDescription, ResourceField } from '../../../components/resource/resource.types';
import { ItemParentField } from './DictionaryForms';
import { DICTIONARY_KEY } from './dictionary.api';

const DATA = '/api/system/DictionaryData';

/**
 * 字典数据 of one type (client-facts §5.4 Dictionary): answered whole, a tree type's items under their
 * parents (添加下级 starts a child); the type's export and import are the page's toolbar buttons.
 */
export function dictionaryItemsResource(type: DictionaryTypeNode): ResourceDescription<DictionaryDataRow> {
  const isTree = type.isTree === 1;
  const parent: ResourceField[] = isTree
    ? [
        {
          name: 'parentId',
          kind: 'custom',
          defaultValue: DICTIONARY_DATA_ROOT,
          render: ({ editingId }) => <ItemParentField typeId={type.id} editingId={editingId} />,
        },
      ]
    : [];
  return {
    queryKey: [...DICTIONARY_KEY, 'items', type.id],
    api: { base: DATA, list: `${DATA}/${encodeURIComponent(type.id)}`, info: `${DATA}/{id}/Info` },
    keyword: { placeholder: 'dictionary.keyword' },
    texts: {
      empty: 'dictionary.emptyItems',
      noMatch: 'dictionary.noMatch',
      add: 'dictionary.addItem',
      stateChanged: 'dictionary.stateChanged',
    },
    table: { scrollX: isTree ? 820 : 760 },
    toolbar: [{ kind: 'add' }],
    columns: [
      { dataIndex: 'fullName', label: 'dictionary.itemName', width: 220, ellipsis: true },
      { dataIndex: 'enCode', label: 'dictionary.itemCode', width: 160, ellipsis: true },
      { dataIndex: 'sortCode', label: 'dictionary.sortCode', width: 80, align: 'center' },
      { ...stateColumn('dictionary.state', 90, 'dictionary'), ariaField: 'fullName' },
      // a plain dash, as this list has always shown it
      {
        dataIndex: 'description',
        label: 'dictionary.description',
        ellipsis: true,
        empty: '—',
        emptyClassName: '',
      },
    ],
    rowActions: {
      label: 'dictionary.actions',
      width: isTree ? 190 : 130,
      items: [
        {
          kind: 'custom',
          label: 'dictionary.addChild',
          permission: 'btn_add',
          visible: () => isTree,
          onClick: (row, helpers) => helpers.openForm({ defaults: { parentId: row.id } }),
        },
        { kind: 'edit', label: 'dictionary.edit' },
        { kind: 'remove' },
      ],
    },
    form: {
      title: { create: 'dictionary.addItem', edit: 'dictionary.editItem' },
      saved: 'dictionary.saveSuccess',
      width: 600,
      // The item belongs to this type; a list type's items all stand at the top level.
      save: (_, body) => ({
        ...body,
        dictionaryTypeId: type.id,
        parentId: isTree ? (body.parentId ?? DICTIONARY_DATA_ROOT) : DICTIONARY_DATA_ROOT,
      }),
      fields: [
        ...parent,
        ...nameCodeFields('dictionary.itemName', 'dictionary.itemCode'),
        ...sortStateFields('dictionary', 12),
        descriptionField(),
      ],
    },
  };
}

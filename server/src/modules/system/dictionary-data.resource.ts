import { DICTIONARY_DATA_ROOT } from '@app/common';
import { badRequest } from '../../platform/errors.js';
import { checkNameAndCode, fieldError } from '../../platform/field-checks.js';
import {
  codeColumn,
  DESCRIPTION_COLUMN,
  nameColumn,
  SORT_CODE_COLUMN,
  STATE_COLUMN,
} from '../../platform/resource/common-columns.js';
import { defineResource, STANDARD_BASE } from '../../platform/resource/define-resource.js';
import { ITEM_COLUMNS } from './dictionary-data.service.js';
import {
  checkedLater,
  checkParent,
  DICTIONARY_MENU,
  markParents,
  parentColumn,
  parentsAmong,
  rootOf,
} from './dictionary-tree.js';

/**
 * 数据字典's items (SPEC §7.9, client-facts §5.4) on the resource runtime: one item ({id}/Info), its writes,
 * the state switch and the delete. The items of a type are read whole on DictionaryData/{typeId} (a tree or
 * a flat list, dictionary-data.service.ts), never as a page, so the runtime serves no list.
 *
 * The runtime's `tree` is not declared: the items' refusals have their own sentences, a parent sent as
 * '', '-1' or '0' is stored as the root '0', and a parent must lie in the item's own type. The check hook
 * says them in the order the hand-written service did (type, then name and code, then parent).
 */

export const dictionaryItemResource = defineResource({
  path: '/api/system/DictionaryData',
  paths: { get: '/api/system/DictionaryData/:id/Info' },
  routes: ['get', 'create', 'update', 'delete', 'state'],
  tags: ['system'],
  menu: DICTIONARY_MENU,
  table: 'base_dictionary_data',
  alias: 'd',
  base: STANDARD_BASE,
  notFound: 'dictionary.itemNotFound',
  columns: {
    dictionaryTypeId: {
      column: 'dictionary_type_id',
      type: 'string',
      required: true,
      maxLength: 50,
      notBlank: true,
    },
    parentId: parentColumn(DICTIONARY_DATA_ROOT, "parent item; '0' for the top"),
    fullName: checkedLater(nameColumn(100)),
    enCode: checkedLater(codeColumn(50)),
    enabledMark: STATE_COLUMN,
    sortCode: SORT_CODE_COLUMN,
    description: DESCRIPTION_COLUMN,
  },
  computed: { hasChildren: { needs: ['id'] } },
  row: [...ITEM_COLUMNS, 'hasChildren'],
  state: 'enabledMark',
  unique: [{ fields: ['enCode', 'dictionaryTypeId'] }],
  defaultSort: [
    ['sortCode', 'asc'],
    ['creatorTime', 'asc'],
  ],
  summaries: {
    get: 'One dictionary item',
    create: 'Create a dictionary item',
    update: 'Change a dictionary item',
    delete: 'Delete an item; refused while items lie below it',
    state: 'Enable or disable an item',
  },
  hooks: {
    async check(ctx, values, current) {
      const { db } = ctx.services;
      const typeId = values.dictionaryTypeId as string;
      if (current && current.dictionaryTypeId !== typeId)
        throw fieldError('dictionaryTypeId', 'dictionary.typeChanged', ctx.lang);
      const type = await db
        .selectFrom('baseDictionaryType')
        .select('isTree')
        .where('id', '=', typeId)
        .where('deleteMark', 'is', null)
        .executeTakeFirst();
      if (!type) throw fieldError('dictionaryTypeId', 'dictionary.typeNotFound', ctx.lang);
      const fullName = values.fullName as string;
      checkNameAndCode(fullName, values.enCode as string, ctx.lang, current?.fullName !== fullName);
      const parentId = rootOf(values.parentId, DICTIONARY_DATA_ROOT);
      if (parentId === DICTIONARY_DATA_ROOT) return;
      if (type.isTree !== 1) throw fieldError('parentId', 'dictionary.notTree', ctx.lang);
      const items = await db
        .selectFrom('baseDictionaryData')
        .select(['id', 'parentId'])
        .where('dictionaryTypeId', '=', typeId)
        .where('deleteMark', 'is', null)
        .execute();
      checkParent(items, parentId, (current?.id as string | undefined) ?? null, ctx.lang);
    },
    async derive(_ctx, { kind, values }) {
      return kind === 'state' ? {} : { parentId: rootOf(values.parentId, DICTIONARY_DATA_ROOT) };
    },
    async shape(ctx, rows, fields) {
      if (fields.has('hasChildren')) await markParents(ctx.services.db, 'baseDictionaryData', rows);
    },
    async beforeDelete(ctx, current) {
      const id = current.id as string;
      if ((await parentsAmong(ctx.services.db, 'baseDictionaryData', [id])).size > 0)
        throw badRequest('dictionary.itemHasChildren');
    },
  },
});

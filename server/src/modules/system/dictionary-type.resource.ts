import { DICTIONARY_DATA_ROOT, DICTIONARY_TYPE_ROOT } from '@app/common';
import { badRequest } from '../../platform/errors.js';
import { checkNameAndCode, fieldError } from '../../platform/field-checks.js';
import {
  codeColumn,
  DESCRIPTION_COLUMN,
  nameColumn,
  SORT_CODE_COLUMN,
} from '../../platform/resource/common-columns.js';
import { defineResource, STANDARD_BASE } from '../../platform/resource/define-resource.js';
import {
  checkedLater,
  checkParent,
  DICTIONARY_MENU,
  markParents,
  parentColumn,
  parentsAmong,
  rootOf,
} from './dictionary-tree.js';
import { liveTypes } from './dictionary-type.service.js';

/**
 * 数据字典's types (SPEC §7.9, client-facts §5.4) on the resource runtime: one type, its writes and the
 * delete. Every type is read as one tree by any signed-in user on GET DictionaryType (the path the runtime
 * would take for a page), so the runtime serves no list. As with the items, the runtime's `tree` is not
 * declared: a parent sent as '', '0' or '-1' is stored as the root '-1', and the refusals keep their own
 * sentences, in the hand-written order (name and code, parent, code taken, then nested items).
 */

export const dictionaryTypeResource = defineResource({
  path: '/api/system/DictionaryType',
  routes: ['get', 'create', 'update', 'delete'],
  tags: ['system'],
  menu: DICTIONARY_MENU,
  table: 'base_dictionary_type',
  alias: 't',
  base: STANDARD_BASE,
  notFound: 'dictionary.typeNotFound',
  columns: {
    parentId: parentColumn(DICTIONARY_TYPE_ROOT, "parent type; '-1' for the top"),
    fullName: checkedLater(nameColumn(100)),
    enCode: checkedLater(codeColumn(50)),
    isTree: {
      column: 'is_tree',
      type: 'integer',
      options: [0, 1],
      default: 0,
      description: '1: the items form a tree',
    },
    sortCode: SORT_CODE_COLUMN,
    description: DESCRIPTION_COLUMN,
  },
  computed: { hasChildren: { needs: ['id'] } },
  row: ['id', 'parentId', 'fullName', 'enCode', 'isTree', 'sortCode', 'description', 'hasChildren'],
  unique: [{ fields: ['enCode'] }],
  defaultSort: [
    ['sortCode', 'asc'],
    ['creatorTime', 'asc'],
  ],
  summaries: {
    get: 'One dictionary type',
    create: 'Create a dictionary type',
    update: 'Change a dictionary type',
    delete: 'Delete a type; refused while it has sub-types or items',
  },
  hooks: {
    async check(ctx, values, current) {
      const fullName = values.fullName as string;
      checkNameAndCode(fullName, values.enCode as string, ctx.lang, current?.fullName !== fullName);
      const parentId = rootOf(values.parentId, DICTIONARY_TYPE_ROOT);
      if (parentId !== DICTIONARY_TYPE_ROOT)
        checkParent(
          await liveTypes(ctx.services.db),
          parentId,
          (current?.id as string | undefined) ?? null,
          ctx.lang,
        );
    },
    async derive(_ctx, { values }) {
      return { parentId: rootOf(values.parentId, DICTIONARY_TYPE_ROOT) };
    },
    async writeWith(ctx, { before, after }, trx) {
      // A list dictionary shows no levels: items below other items would silently lose their place.
      if (before?.isTree !== 1 || after.isTree !== 0) return;
      const nested = await trx
        .selectFrom('base_dictionary_data')
        .select('id')
        .where('dictionary_type_id', '=', after.id)
        .where('delete_mark', 'is', null)
        .where('parent_id', '!=', DICTIONARY_DATA_ROOT)
        .executeTakeFirst();
      if (nested) throw fieldError('isTree', 'dictionary.nestedItems', ctx.lang);
    },
    async shape(ctx, rows, fields) {
      if (fields.has('hasChildren')) await markParents(ctx.services.db, 'baseDictionaryType', rows);
    },
    async beforeDelete(ctx, current) {
      const { db } = ctx.services;
      const id = current.id as string;
      if ((await parentsAmong(db, 'baseDictionaryType', [id])).size > 0)
        throw badRequest('dictionary.typeHasChildren');
      const [{ n }] = await db
        .selectFrom('baseDictionaryData')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('dictionaryTypeId', '=', id)
        .where('deleteMark', 'is', null)
        .execute();
      if (Number(n) > 0) throw badRequest('dictionary.typeHasItems', { count: Number(n) });
    },
  },
});

import { AREA_ROOT } from '@app/common';
import { badRequest } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-checks.js';
import {
  codeColumn,
  DESCRIPTION_COLUMN,
  nameColumn,
  SORT_CODE_COLUMN,
  STATE_COLUMN,
} from '../../platform/resource/common-columns.js';
import { defineResource, STANDARD_BASE } from '../../platform/resource/define-resource.js';
import { areaPlace, chainOf, childCount, moveDepthBelow } from './area.service.js';

/**
 * 行政区划 (SPEC §7.3, client-facts §5.4) on the resource runtime: one area with its path ({id}/Info), its
 * writes, the state switch and the delete. Its list stays in area.service.ts: the tree is read one level
 * at a time on its own path (Area/{nodeId}) and answered whole, never as a page. `type` is the depth
 * (1 province … 4 street): derived from the parent on every write, and a move rewrites the depth of every
 * area below in the same transaction. The tree's refusals keep their own sentences, so the runtime's
 * `tree` (with its generic ones) is not declared: the derive and delete hooks say them.
 */

export const AREA_MENU = 'system.area';

export const areaResource = defineResource({
  path: '/api/system/Area',
  paths: { get: '/api/system/Area/:id/Info' },
  routes: ['get', 'create', 'update', 'delete', 'state'],
  tags: ['system'],
  menu: AREA_MENU,
  table: 'base_province',
  alias: 'a',
  base: STANDARD_BASE,
  notFound: 'area.notFound',
  columns: {
    parentId: {
      column: 'parent_id',
      type: 'string',
      maxLength: 50,
      default: AREA_ROOT,
      description: "'-1' for a province",
    },
    fullName: nameColumn(50),
    // Digits only, with the area's own sentence (checked by the hook, not as a SPEC §5 rule).
    enCode: { ...codeColumn(20), pattern: undefined, description: 'digits only, unique' },
    type: { column: 'type', type: 'integer', write: false },
    description: DESCRIPTION_COLUMN,
    sortCode: SORT_CODE_COLUMN,
    enabledMark: STATE_COLUMN,
  },
  computed: {
    idPath: { needs: ['id'] },
    namePath: { needs: ['id'] },
  },
  row: ['id', 'parentId', 'fullName', 'enCode', 'type', 'sortCode', 'enabledMark', 'description'],
  record: [
    'id',
    'parentId',
    'fullName',
    'enCode',
    'type',
    'sortCode',
    'enabledMark',
    'description',
    'idPath',
    'namePath',
  ],
  state: 'enabledMark',
  unique: [{ fields: ['enCode'] }],
  defaultSort: [
    ['sortCode', 'asc'],
    ['enCode', 'asc'],
  ],
  summaries: {
    get: 'One area with its path',
    create: 'Create an area',
    update: 'Change an area (moving it moves the areas below it)',
    delete: 'Delete an area; refused while it has sub-areas',
    state: 'Enable or disable an area',
  },
  hooks: {
    async check(ctx, values) {
      if (!/^\d+$/.test(values.enCode as string)) throw fieldError('enCode', 'area.enCodeDigits', ctx.lang);
    },
    async shape(ctx, rows, fields) {
      if (!fields.has('idPath') && !fields.has('namePath')) return;
      for (const row of rows) {
        const chain = await chainOf(ctx.services.db, row.id as string);
        row.idPath = chain.map((c) => c.id);
        row.namePath = chain.map((c) => c.fullName);
      }
    },
    async derive(ctx, { kind, values, current }) {
      if (kind === 'state') return {};
      return areaPlace(ctx, values.parentId as string | undefined, current);
    },
    async writeWith(_ctx, { before, after }, trx) {
      // Moved to another depth: every area below follows.
      if (before && Number(before.type) !== after.type)
        await moveDepthBelow(trx, after.id as string, after.type as number);
    },
    async beforeDelete(ctx, current) {
      const count = await childCount(ctx.services.db, current.id as string);
      if (count > 0) throw badRequest('area.hasChildren', { count });
    },
  },
});

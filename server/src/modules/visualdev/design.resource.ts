import type { DesignType } from '@app/common/form';
import {
  codeColumn,
  DESCRIPTION_COLUMN,
  nameColumn,
  SORT_CODE_COLUMN,
} from '../../platform/resource/common-columns.js';
import { defineResource, type Resource, STANDARD_BASE } from '../../platform/resource/define-resource.js';
import type { ResourceColumn } from '../../platform/resource/resource.types.js';
import { authorName, rowAuthors } from '../../platform/resource/row-authors.js';
import { checkedDesign } from './design-checks.js';
import { DESIGN_MENUS, DESIGN_TYPES } from './design-types.js';

/**
 * 功能设计 (designs, client-facts §7.1) on the resource runtime: one resource per design type, each the rows
 * of its type (`fixed`) opened by its menu, so a user granted 功能表单 sees and changes those designs only.
 * The routes are design.routes.ts: the contract keeps one path for every type.
 */

const json = (maxLength: number): ResourceColumn => ({
  column: '',
  type: 'text',
  nullable: true,
  maxLength,
  emptyAsNull: true,
});

// A form of a few hundred controls is some hundred kilobytes; 2 MB leaves room without inviting abuse.
const DESIGN_MAX = 2 * 1024 * 1024;

function designResource(type: DesignType): Resource {
  return defineResource({
    path: '/api/visualdev/Base',
    tags: ['visualdev'],
    menu: DESIGN_MENUS[type],
    table: 'base_visualdev',
    alias: 'v',
    base: STANDARD_BASE,
    notFound: 'visualdev.notFound',
    fixed: { type },
    columns: {
      fullName: nameColumn(100),
      enCode: codeColumn(50),
      category: {
        column: 'category',
        type: 'string',
        nullable: true,
        maxLength: 50,
        emptyAsNull: true,
        filter: 'eq',
      },
      type: { column: 'type', type: 'integer', write: false },
      webType: { column: 'web_type', type: 'integer', options: [1, 2, 3], default: 2 },
      dbLinkId: { column: 'db_link_id', type: 'string', nullable: true, maxLength: 50, emptyAsNull: true },
      tables: { ...json(200_000), column: 'tables' },
      formData: { ...json(DESIGN_MAX), column: 'form_data' },
      columnData: { ...json(DESIGN_MAX), column: 'column_data' },
      flowTemplateJson: { ...json(DESIGN_MAX), column: 'flow_template_json' },
      description: DESCRIPTION_COLUMN,
      sortCode: SORT_CODE_COLUMN,
      // 1 released, 0 not yet: set by releasing, never by the form
      state: { column: 'enabled_mark', type: 'integer', write: false },
      version: { column: 'version', type: 'integer', write: false },
      releasedVersion: { column: 'released_version', type: 'integer', nullable: true, write: false },
      releaseTime: { column: 'release_time', type: 'time', nullable: true, write: false },
    },
    computed: { creatorUser: { needs: ['creatorUserId'] } },
    row: [
      'id',
      'fullName',
      'enCode',
      'category',
      'type',
      'webType',
      'dbLinkId',
      'state',
      'version',
      'releasedVersion',
      'releaseTime',
      'sortCode',
      'description',
      'creatorUser',
      'creatorTime',
      'lastModifyTime',
    ],
    record: [
      'id',
      'fullName',
      'enCode',
      'category',
      'type',
      'webType',
      'dbLinkId',
      'tables',
      'formData',
      'columnData',
      'flowTemplateJson',
      'state',
      'version',
      'releasedVersion',
      'releaseTime',
      'sortCode',
      'description',
      'creatorTime',
      'lastModifyTime',
    ],
    version: 'version',
    unique: [{ fields: ['enCode'] }, { fields: ['fullName'] }],
    defaultSort: [
      ['sortCode', 'asc'],
      ['creatorTime', 'desc'],
    ],
    hooks: {
      async shape(ctx, rows, fields) {
        if (!fields.has('creatorUser')) return;
        const authors = await rowAuthors(ctx, rows);
        for (const row of rows) {
          const author = authors.get(row.creatorUserId as string);
          row.creatorUser = author ? authorName(author) : '';
        }
      },
      // The JSON parts against the designer's save rules; what is stored is the normalised design.
      async derive(ctx, { kind, values }) {
        if (kind === 'state') return {};
        const design = checkedDesign(values, type, ctx.lang);
        // a new design is a draft until it is released
        return kind === 'create' ? { ...design, state: 0 } : design;
      },
    },
  });
}

/** The resource of each design type. */
export const DESIGN_RESOURCES: Readonly<Record<DesignType, Resource>> = Object.fromEntries(
  DESIGN_TYPES.map((type) => [type, designResource(type)]),
) as Record<DesignType, Resource>;

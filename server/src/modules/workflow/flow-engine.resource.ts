import { badRequest } from '../../platform/errors.js';
import {
  codeColumn,
  DESCRIPTION_COLUMN,
  nameColumn,
  SORT_CODE_COLUMN,
} from '../../platform/resource/common-columns.js';
import { defineResource, STANDARD_BASE } from '../../platform/resource/define-resource.js';
import { checkEngine, derivedFlow } from './flow-engine-checks.js';
import { SYSTEM_FORMS } from './system-forms.js';
import { FLOW_ENGINE_MENU } from './workflow.menus.js';

/**
 * 流程引擎 (client-facts §8.1) on the resource runtime: the list with §8.1's columns and filters, create,
 * info, save and delete. Releasing, stopping, copying, versions and the launch pickers are
 * flow-engine.service.ts; the state is theirs, never the form's.
 */

export const FLOW_ENGINE_PATH = '/api/workflow/Engine/FlowEngine';

// A flow of the largest size the structural guard lets through (2000 nodes) stays well under this.
const FLOW_MAX = 2 * 1024 * 1024;

// what a list row answers
const ROW = [
  'id',
  'fullName',
  'enCode',
  'category',
  'type',
  'formType',
  'formId',
  'formName',
  'visibleType',
  'icon',
  'iconBackground',
  'enabledMark',
  'version',
  'releasedVersion',
  'releaseTime',
  'sortCode',
  'description',
  'creatorTime',
  'lastModifyTime',
];

export const flowEngineResource = defineResource({
  path: FLOW_ENGINE_PATH,
  tags: ['workflow'],
  menu: FLOW_ENGINE_MENU,
  table: 'flow_engine',
  alias: 'e',
  base: STANDARD_BASE,
  notFound: 'workflow.notFound',
  routes: ['list', 'get', 'create', 'update', 'delete'],
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
      description: 'a WorkFlowCategory dictionary item code',
    },
    type: { column: 'type', type: 'integer', options: [0, 1], default: 0, filter: 'eq' },
    formType: { column: 'form_type', type: 'integer', options: [1, 2], default: 2, filter: 'eq' },
    formId: {
      column: 'form_id',
      type: 'string',
      required: true,
      notBlank: true,
      maxLength: 50,
      description: "the system form's key (formType 1) or the designed flow form's id (formType 2)",
    },
    visibleType: { column: 'visible_type', type: 'integer', write: false, filter: 'eq' },
    icon: { column: 'icon', type: 'string', nullable: true, maxLength: 100, emptyAsNull: true },
    iconBackground: {
      column: 'icon_background',
      type: 'string',
      nullable: true,
      maxLength: 20,
      emptyAsNull: true,
      default: '#008cff',
    },
    flowTemplateJson: {
      column: 'flow_template_json',
      type: 'text',
      nullable: true,
      maxLength: FLOW_MAX,
      emptyAsNull: true,
    },
    description: DESCRIPTION_COLUMN,
    sortCode: SORT_CODE_COLUMN,
    // 1 released and not stopped: set by Release and Stop, never by the form
    enabledMark: { column: 'enabled_mark', type: 'integer', write: false, filter: 'eq' },
    version: { column: 'version', type: 'integer', write: false },
    releasedVersion: { column: 'released_version', type: 'integer', nullable: true, write: false },
    releaseTime: { column: 'release_time', type: 'time', nullable: true, write: false },
  },
  computed: { formName: { needs: ['formType', 'formId'] } },
  row: ROW,
  // the record adds the tree, which a list of flows has no use for
  record: [...ROW, 'flowTemplateJson'],
  version: 'version',
  unique: [{ fields: ['enCode'] }, { fields: ['fullName'] }],
  defaultSort: [
    ['sortCode', 'asc'],
    ['creatorTime', 'desc'],
  ],
  summaries: {
    list: 'Flow engines (paged; keyword in the name or code; category, type, formType, enabledMark)',
    create: 'Create a flow engine (a draft; a tree left out is the default start → approver)',
    update: 'Save a flow engine draft; a released version is not changed',
    delete: 'Delete a flow engine (its released versions stay for the requests that run on them)',
  },
  hooks: {
    check: (ctx, values) => checkEngine(ctx, values),
    // a flow with requests in progress keeps them: deleting it is refused with their count
    async beforeDelete(ctx, current) {
      const running = await ctx.services.db
        .selectFrom('flowTask')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('flowEngineId', '=', String(current.id))
        .where('status', '=', 1)
        .where('deleteMark', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(running.n) > 0)
        throw badRequest('workflowRun.runningRequests', { count: Number(running.n) });
    },
    async derive(ctx, { kind, values }) {
      if (kind === 'state') return {};
      const flow = derivedFlow(ctx, values, kind);
      // a new engine is a draft until it is released
      return kind === 'create' ? { ...flow, enabledMark: 0 } : flow;
    },
    async shape(ctx, rows, fields) {
      if (!fields.has('formName')) return;
      const designIds = rows
        .filter((row) => Number(row.formType) === 2 && row.formId)
        .map((row) => row.formId as string);
      const designs = designIds.length
        ? await ctx.services.db
            .selectFrom('baseVisualdev')
            .select(['id', 'fullName'])
            .where('id', 'in', [...new Set(designIds)])
            .execute()
        : [];
      const names = new Map(designs.map((design) => [design.id, design.fullName]));
      for (const row of rows) {
        const key = String(row.formId ?? '');
        row.formName = (Number(row.formType) === 1 ? SYSTEM_FORMS[key] : names.get(key)) ?? '';
      }
    },
  },
});

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, pageQuerySchema } from '../../platform/envelope.js';
import { sendJsonDownload } from '../../platform/files/json-download.js';
import { readUploadedFile } from '../../platform/files/uploaded-file.js';
import { registerResource } from '../../platform/resource/resource-routes.js';
import { idParamsSchema } from '../../platform/resource/resource-schemas.js';
import { FLOW_ENGINE_PATH as BASE, flowEngineResource } from './flow-engine.resource.js';
import { copyEngine, engineVersions, releaseEngine, stopEngine } from './flow-engine.service.js';
import { allEngines, type LaunchFilter, launchPage, launchSelector } from './flow-engine-launch.js';
import {
  ENGINE_FILE_MAX_BYTES,
  exportEngine,
  importEngine,
  parseEngineFile,
} from './flow-engine-transfer.js';
import { FLOW_ENGINE_MENU } from './workflow.menus.js';

/**
 * /api/workflow/Engine/FlowEngine (SPEC §7.10, the original's workFlow/FlowEngine.js): the records on the
 * resource runtime, and the engine's actions, versions, pickers, export and import beside them.
 */

const tags = ['workflow'];
const menu = (button?: string) => ({ access: { module: FLOW_ENGINE_MENU, ...(button ? { button } : {}) } });
const user = { access: 'user' as const };
type IdParams = { Params: { id: string } };
const typeSchema = { type: 'integer', enum: [0, 1], default: 0 } as const;
const categorySchema = {
  type: 'string',
  maxLength: 50,
  description: "a WorkFlowCategory item's code; '' all",
};

export async function flowEngineRoutes(app: FastifyInstance) {
  await registerResource(app, flowEngineResource);

  await app.register(async (scope) => {
    // in this plugin only, as the other file routes do: its hooks stay off every other route
    await scope.register(multipart, { limits: { files: 1, fields: 2, fieldSize: 1024, parts: 3 } });
    scope.post<{ Querystring: { duplicates?: 'refuse' | 'rename'; category?: string } }>(
      `${BASE}/Actions/ImportData`,
      {
        config: menu('btn_import'),
        schema: {
          tags,
          summary: 'Import a flow engine file (multipart field "file", at most 4 MB) as a new draft',
          consumes: ['multipart/form-data'],
          querystring: {
            type: 'object',
            properties: {
              category: { ...categorySchema, description: "the copy's category; default: the file's" },
              duplicates: {
                type: 'string',
                enum: ['refuse', 'rename'],
                description:
                  'a code already in use: refuse the import (409, default) or rename it (code.copy)',
              },
            },
          },
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        const upload = await readUploadedFile(request, {
          bytes: ENGINE_FILE_MAX_BYTES,
          message: 'import.tooLarge',
          size: '4 MB',
        });
        const file = parseEngineFile(upload.bytes);
        const rename = (request.query.duplicates ?? upload.field('duplicates')) === 'rename';
        const category = (request.query.category ?? upload.field('category'))?.slice(0, 50);
        return ok(
          request,
          await importEngine(ctx, file, { duplicates: rename ? 'rename' : 'refuse', category }),
        );
      },
    );
  });

  app.get<IdParams>(
    `${BASE}/:id/Actions/ExportData`,
    {
      config: menu('btn_export'),
      schema: {
        tags,
        summary: 'Download a flow engine (its draft and form reference) as a JSON file',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await exportEngine(contextOf(request), request.params.id);
      const names = { fullName: String(file.engine.fullName), enCode: String(file.engine.enCode) };
      return sendJsonDownload(reply, file, names);
    },
  );

  const action = (
    path: string,
    button: string,
    summary: string,
    run: (ctx: ReturnType<typeof contextOf>, id: string) => Promise<unknown>,
  ) =>
    app.post<IdParams>(
      path,
      { config: menu(button), schema: { tags, summary, params: idParamsSchema } },
      async (request) => ok(request, await run(contextOf(request), request.params.id)),
    );
  action(`${BASE}/:id/Actions/Copy`, 'btn_copy', 'Copy a flow engine as a new draft (复制)', copyEngine);
  action(
    `${BASE}/Release/:id`,
    'btn_release',
    'Release the draft as a new immutable version new requests start on (启用); a flow failing a save rule is refused naming the node',
    releaseEngine,
  );
  action(`${BASE}/Stop/:id`, 'btn_stop', 'Stop new launches (停止); running requests go on', stopEngine);

  app.get<IdParams>(
    `${BASE}/:id/Versions`,
    {
      config: menu(),
      schema: { tags, summary: 'The released versions, newest first', params: idParamsSchema },
    },
    async (request) => ok(request, await engineVersions(contextOf(request), request.params.id)),
  );

  app.get(
    `${BASE}/ListAll`,
    { config: menu(), schema: { tags, summary: 'Every flow engine with its state (pickers)' } },
    async (request) => ok(request, await allEngines(contextOf(request))),
  );

  app.get<{ Querystring: LaunchFilter & { currentPage?: number; pageSize?: number } }>(
    `${BASE}/PageListAll`,
    {
      config: user,
      schema: {
        tags,
        summary: 'The flows the caller may launch, paged (keyword, category)',
        querystring: {
          type: 'object',
          properties: {
            currentPage: pageQuerySchema.currentPage,
            pageSize: pageQuerySchema.pageSize,
            keyword: pageQuerySchema.keyword,
            category: categorySchema,
            type: typeSchema,
          },
        },
      },
    },
    async (request) => ok(request, await launchPage(contextOf(request), request.query)),
  );

  app.get<{ Querystring: { type?: 0 | 1 } }>(
    `${BASE}/Selector`,
    {
      config: user,
      schema: {
        tags,
        summary: 'The flows the caller may launch, grouped by category',
        querystring: { type: 'object', properties: { type: typeSchema } },
      },
    },
    async (request) => ok(request, await launchSelector(contextOf(request), request.query.type)),
  );
}

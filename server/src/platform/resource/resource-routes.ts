import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendCached } from '../cached-body.js';
import { contextOf } from '../context.js';
import { ok } from '../envelope.js';
import { readUploadedFile } from '../files/uploaded-file.js';
import { fieldLabelTexts, registerFieldLabels } from '../i18n/messages.js';
import type { Access } from '../services.js';
import type { Resource } from './define-resource.js';
import { recordRoutes } from './record-routes.js';
import type { RouteKind, Row } from './resource.types.js';
import { resourceAnswers } from './resource-answers.js';
import { exportResource } from './resource-export.js';
import { IMPORT_MAX_BYTES, importResource, importTemplate, previewImport } from './resource-import.js';
import type { ListQuery } from './resource-query.js';
import { listResource, readResource } from './resource-read.js';
import { createBodySchema, idParamsSchema, listQuerySchema, updateBodySchema } from './resource-schemas.js';
import { createResource, deleteResource, switchResourceState, updateResource } from './resource-write.js';

/**
 * The routes of a resource, with the access each needs as today's hand-written routes declare it: the
 * menu to read, btn_add / btn_edit / btn_remove to write, btn_export and btn_import for Excel.
 *   GET    <path>                       the paged list           GET <path>/:id   one record
 *   (paths.list and paths.get move those two; stateActions set the state by two actions instead)
 *   POST   <path>                       create → {id}            PUT <path>/:id   update (partial)
 *   DELETE <path>/:id                   delete                   PUT <path>/:id/Actions/State
 *   GET    <path>/Actions/Export        the list as .xlsx        GET <path>/Actions/Template
 *   POST   <path>/Actions/ImportPreview check a sheet            POST <path>/Actions/Import
 * Each runs in its own plugin scope, so several resources of one module can each take uploads.
 */

type IdParams = { Params: { id: string } };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function attach(reply: FastifyReply, names: { name: string; ascii: string }): void {
  reply.header('Content-Type', XLSX);
  reply.header('Cache-Control', 'no-store');
  reply.header(
    'Content-Disposition',
    `attachment; filename="${names.ascii}"; filename*=UTF-8''${encodeURIComponent(names.name)}`,
  );
}

/**
 * Schema refusals name a field by the label registered for its name (validation-messages.ts). A field no
 * area has labelled yet (a designed table's columns) gets the declaration's: the first resource to label a
 * name gives it; names already labelled (fullName, enCode) keep the platform's words.
 */
function labelFields(resource: Resource): void {
  for (const field of [...resource.fields.values(), ...resource.body]) {
    const label = field.spec.label;
    if (typeof label === 'object' && !fieldLabelTexts(field.name))
      registerFieldLabels({ [field.name]: label });
  }
}

export async function registerResource(parent: FastifyInstance, resource: Resource): Promise<void> {
  labelFields(resource);
  await parent.register(async (app) => {
    const { path, menu } = resource;
    const tags = [...resource.tags];
    const read: { access: Access } = { access: { module: menu } };
    const button = (code: string): { access: Access } => ({ access: { module: menu, button: code } });
    const summary = (kind: RouteKind, fallback: string) => resource.summaries?.[kind] ?? fallback;

    const serves = (kind: RouteKind) => !resource.routes || resource.routes.includes(kind);
    const answers = resourceAnswers(app.services, resource);

    if (serves('list'))
      app.get<{ Querystring: ListQuery }>(
        resource.paths?.list ?? path,
        {
          config: read,
          schema: {
            tags,
            summary: summary('list', 'The list (paged)'),
            querystring: listQuerySchema(resource),
          },
        },
        async (request, reply) => {
          const ctx = contextOf(request);
          const page = async () => ok(request, await listResource(ctx, resource, request.query));
          if (!answers) return page();
          // The key holds all that shapes the answer: the caller's scope, the language and the query.
          const scope = await ctx.dataPermission(menu);
          const key = `${scope.key}|${request.lang}|${JSON.stringify(request.query)}`;
          return sendCached(request, reply, await answers.get(key, page));
        },
      );

    if (serves('create'))
      app.post<{ Body: Row }>(
        path,
        {
          config: button('btn_add'),
          schema: { tags, summary: summary('create', 'Create a record'), body: createBodySchema(resource) },
        },
        async (request) => ok(request, await createResource(contextOf(request), resource, request.body)),
      );

    if (serves('get'))
      app.get<IdParams>(
        resource.paths?.get ?? `${path}/:id`,
        { config: read, schema: { tags, summary: summary('get', 'One record'), params: idParamsSchema } },
        async (request) => ok(request, await readResource(contextOf(request), resource, request.params.id)),
      );

    if (serves('update'))
      app.put<IdParams & { Body: Row }>(
        `${path}/:id`,
        {
          config: button('btn_edit'),
          schema: {
            tags,
            summary: summary('update', 'Change a record; a field left out keeps its value'),
            params: idParamsSchema,
            body: updateBodySchema(resource),
          },
        },
        async (request) => {
          await updateResource(contextOf(request), resource, request.params.id, request.body);
          return ok(request, null);
        },
      );

    const records = recordRoutes(app, path, { tags, params: idParamsSchema });
    if (serves('delete'))
      records.remove(button('btn_remove'), summary('delete', 'Delete a record'), (ctx, id) =>
        deleteResource(ctx, resource, id),
      );

    const { stateActions } = resource;
    if (resource.state && serves('state') && !stateActions)
      records.state(button('btn_edit'), summary('state', 'Enable or disable a record'), (ctx, id) =>
        switchResourceState(ctx, resource, id),
      );
    if (stateActions && serves('state'))
      for (const [action, to, said] of [
        [stateActions.on, 1, stateActions.summaries?.on ?? 'Enable a record'],
        [stateActions.off, 0, stateActions.summaries?.off ?? 'Disable a record'],
      ] as const)
        app.put<IdParams>(
          `${path}/:id/Actions/${action}`,
          {
            config: button('btn_edit'),
            schema: {
              tags,
              summary: said,
              params: idParamsSchema,
            },
          },
          async (request) =>
            ok(request, await switchResourceState(contextOf(request), resource, request.params.id, to)),
        );

    if (resource.excel?.export && serves('export')) registerExport(app, resource, tags, button('btn_export'));
    if (resource.excel?.import && serves('import'))
      await registerImport(app, resource, tags, button('btn_import'));
  });
}

function registerExport(
  app: FastifyInstance,
  resource: Resource,
  tags: string[],
  config: { access: Access },
) {
  // Every page of the list: the same parameters without the paging ones.
  const properties = { ...(listQuerySchema(resource).properties as Record<string, unknown>) };
  delete properties.currentPage;
  delete properties.pageSize;
  app.get<{ Querystring: ListQuery }>(
    `${resource.path}/Actions/Export`,
    {
      config,
      schema: {
        tags,
        summary:
          resource.summaries?.export ??
          'Download the list with its filters as an .xlsx (every page; X-Total-Count tells the row count)',
        querystring: { type: 'object', properties },
      },
    },
    async (request, reply) => {
      const file = await exportResource(
        contextOf(request),
        resource,
        request.query,
        () => request.raw.destroyed || reply.raw.destroyed,
        (error) => request.log.error({ err: error }, 'export failed'),
      );
      attach(reply, file.names);
      reply.header('X-Total-Count', String(file.total));
      reply.header('Access-Control-Expose-Headers', 'X-Total-Count, Content-Disposition');
      return reply.send(file.stream);
    },
  );
}

async function registerImport(
  app: FastifyInstance,
  resource: Resource,
  tags: string[],
  config: { access: Access },
) {
  await app.register(multipart, { limits: { files: 1, fields: 2, fieldSize: 1024, parts: 3 } });
  const limit = { bytes: IMPORT_MAX_BYTES, message: 'resource.import.tooLarge' as const, size: '10 MB' };
  const upload = { consumes: ['multipart/form-data'] };

  app.get(
    `${resource.path}/Actions/Template`,
    {
      config,
      schema: {
        tags,
        summary: resource.summaries?.template ?? 'The import template (.xlsx), headed in your language',
      },
    },
    async (request, reply) => {
      const template = await importTemplate(contextOf(request), resource);
      attach(reply, template.names);
      return reply.send(template.bytes);
    },
  );

  app.post(
    `${resource.path}/Actions/ImportPreview`,
    {
      config,
      schema: {
        tags,
        summary:
          resource.summaries?.preview ??
          'Check an import sheet (multipart field "file", at most 10 MB): counts and each refused row with its reason; writes nothing',
        ...upload,
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, limit);
      return ok(request, await previewImport(contextOf(request), resource, file.bytes));
    },
  );

  app.post(
    `${resource.path}/Actions/Import`,
    {
      config,
      schema: {
        tags,
        summary:
          resource.summaries?.import ??
          'Import a sheet (multipart field "file", at most 10 MB): writes the rows that pass; answers counts and each refused row with its reason',
        ...upload,
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, limit);
      return ok(request, await importResource(contextOf(request), resource, file.bytes));
    },
  );
}

import type { DataSyncExecuteInput, DataSyncInput } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { translate } from '../../../platform/i18n/i18n.js';
import { checkSync, executeSync, syncProgress } from './data-sync.service.js';

export const DATA_SYNC_MODULE = 'systemData.dataSync';
const read = { access: { module: DATA_SYNC_MODULE } };
const sync = { access: { module: DATA_SYNC_MODULE, button: 'btn_sync' } };

const syncBody = {
  type: 'object',
  required: ['dbConnectionFrom', 'dbConnectionTo', 'dbTable'],
  properties: {
    dbConnectionFrom: { type: 'string', minLength: 1, maxLength: 50 },
    dbConnectionTo: { type: 'string', minLength: 1, maxLength: 50 },
    dbTable: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

export async function dataSyncRoutes(app: FastifyInstance) {
  const tags = ['systemData'];
  const base = '/api/system/DataSync';

  app.post<{ Body: DataSyncInput }>(
    base,
    {
      config: sync,
      schema: {
        tags,
        summary:
          'Check a sync: data 0 ok, 1 source table empty, 2 target table missing, 3 target has rows; refuses naming the column when the target cannot take the source',
        body: syncBody,
      },
    },
    async (request) => ok(request, await checkSync(contextOf(request), request.body)),
  );

  app.post<{ Body: DataSyncExecuteInput }>(
    `${base}/Actions/Execute`,
    {
      config: sync,
      schema: {
        tags,
        summary:
          'Start the sync in the background (type: the confirmed check code, 2 creates the target, 3 clears it); poll Progress/{jobId}',
        body: {
          ...syncBody,
          required: [...syncBody.required, 'type'],
          properties: { ...syncBody.properties, type: { type: 'integer', enum: [0, 2, 3] } },
        },
      },
    },
    async (request) => {
      const job = await executeSync(contextOf(request), request.body);
      return { ...ok(request, job), msg: translate('dataSync.started', request.lang, { table: job.table }) };
    },
  );

  app.get<{ Params: { jobId: string } }>(
    `${base}/Progress/:jobId`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'How far a sync is: rows copied of the total, then its summary (duration, rows/s) or its error',
        params: {
          type: 'object',
          required: ['jobId'],
          properties: { jobId: { type: 'string', minLength: 1, maxLength: 50 } },
        },
      },
    },
    async (request) => ok(request, syncProgress(request.params.jobId)),
  );
}

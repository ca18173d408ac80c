import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { sendJsonDownload } from '../../platform/files/json-download.js';
import { readUploadedFile } from '../../platform/files/uploaded-file.js';
import { registerResource } from '../../platform/resource/resource-routes.js';
import { issueBillNumber, issueBillNumberOf, previewBillNumber } from './bill-number.service.js';
import { BILL_RULE_MENU, billRuleResource } from './bill-rule.resource.js';
import { billRuleSelector } from './bill-rule.service.js';
import {
  BILL_RULE_FILE_MAX_BYTES,
  exportBillRule,
  importBillRule,
  parseBillRuleFile,
} from './bill-rule-transfer.service.js';

const button = (code: string) => ({ access: { module: BILL_RULE_MENU, button: code } });

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

/**
 * 单据规则: the resource's routes (list, rule, writes, state), the picker and number issuing any signed-in
 * user calls, and the rule's JSON export and import.
 */
export async function billRuleRoutes(app: FastifyInstance) {
  const tags = ['system'];
  const base = billRuleResource.path;
  await registerResource(app, billRuleResource);
  // Registered in this plugin only (as the menu transfer does): its hooks stay off every other route.
  await app.register(multipart, { limits: { files: 1, fields: 2, fieldSize: 1024, parts: 3 } });

  app.get(
    `${base}/Selector`,
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Enabled numbering rules as {enCode, fullName} (billRule control)' },
    },
    async (request) => ok(request, await billRuleSelector(contextOf(request))),
  );

  app.get<{ Params: { enCode: string } }>(
    `${base}/BillNumber/:enCode`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Issue the next number of the rule with this code (each call consumes one; never the same twice)',
        params: {
          type: 'object',
          required: ['enCode'],
          properties: { enCode: { type: 'string', minLength: 1, maxLength: 50 } },
        },
      },
    },
    async (request) => ok(request, await issueBillNumber(contextOf(request), request.params.enCode)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/Actions/Preview`,
    {
      config: { access: { module: BILL_RULE_MENU } },
      schema: {
        tags,
        summary: 'The number the rule would issue now, and the last one issued (生成单号; nothing is issued)',
        params: idParams,
      },
    },
    async (request) => ok(request, await previewBillNumber(contextOf(request), request.params.id)),
  );

  app.post<{ Params: { id: string } }>(
    `${base}/:id/Actions/Issue`,
    {
      config: button('btn_issue'),
      schema: {
        tags,
        summary: 'Issue one number of the rule (consumes it, as a form would)',
        params: idParams,
      },
    },
    async (request) => ok(request, await issueBillNumberOf(contextOf(request), request.params.id)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/Action/Export`,
    {
      config: button('btn_export'),
      schema: { tags, summary: "Download the rule's settings as a JSON file", params: idParams },
    },
    async (request, reply) => {
      const file = await exportBillRule(contextOf(request), request.params.id);
      return sendJsonDownload(reply, file, file.rule);
    },
  );

  app.post(
    `${base}/Action/Import`,
    {
      config: button('btn_add'),
      schema: {
        tags,
        summary:
          'Import an exported rule (multipart field "file", at most 64 KB) as a new, disabled rule with a fresh counter',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const upload = await readUploadedFile(request, {
        bytes: BILL_RULE_FILE_MAX_BYTES,
        message: 'billRule.tooLarge',
        size: '64 KB',
      });
      const input = parseBillRuleFile(upload.bytes, ctx.lang);
      return ok(request, await importBillRule(ctx, input));
    },
  );
}

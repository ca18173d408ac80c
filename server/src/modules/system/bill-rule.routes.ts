import { BILL_DATE_FORMATS, BILL_DIGIT_MAX, BILL_DIGIT_MIN, BILL_PREFIX_MAX } from '@app/common';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, type PageQuery, pageQuerySchema } from '../../platform/envelope.js';
import { exportFileName } from '../../platform/files/export-file-name.js';
import { readUploadedFile } from '../../platform/files/uploaded-file.js';
import { updateBody } from '../../platform/partial-update.js';
import { issueBillNumber } from './bill-number.service.js';
import {
  type BillRuleInput,
  billRuleInfo,
  billRuleSelector,
  createBillRule,
  deleteBillRule,
  listBillRules,
  toggleBillRule,
  updateBillRule,
} from './bill-rule.service.js';
import {
  BILL_RULE_FILE_MAX_BYTES,
  exportBillRule,
  importBillRule,
  parseBillRuleFile,
} from './bill-rule-transfer.service.js';

export const BILL_RULE_MODULE = 'system.billRule';
const read = { access: { module: BILL_RULE_MODULE } };
const button = (code: string) => ({ access: { module: BILL_RULE_MODULE, button: code } });

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const ruleBody = {
  type: 'object',
  required: ['fullName', 'enCode', 'digit', 'startNumber'],
  properties: {
    fullName: { type: 'string', maxLength: 100 },
    enCode: { type: 'string', maxLength: 50 },
    prefix: { type: ['string', 'null'], maxLength: BILL_PREFIX_MAX },
    dateFormat: { type: 'string', enum: [...BILL_DATE_FORMATS], default: 'no' },
    digit: { type: 'integer', minimum: BILL_DIGIT_MIN, maximum: BILL_DIGIT_MAX },
    startNumber: { type: 'string', maxLength: BILL_DIGIT_MAX, description: 'digits only' },
    description: { type: ['string', 'null'], maxLength: 500 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
    // Sent back by the client's form; computed by the server, ignored here.
    example: { type: ['string', 'null'], maxLength: 200 },
  },
} as const;

export async function billRuleRoutes(app: FastifyInstance) {
  const tags = ['system'];
  const base = '/api/system/BillRule';
  // Registered in this plugin only (as the menu transfer does): its hooks stay off every other route.
  await app.register(multipart, { limits: { files: 1, fields: 2, fieldSize: 1024, parts: 3 } });

  app.get<{ Querystring: PageQuery }>(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Numbering rules (paged; keyword in the name or code)',
        querystring: { type: 'object', properties: pageQuerySchema },
      },
    },
    async (request) => ok(request, await listBillRules(contextOf(request), request.query)),
  );

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

  app.post<{ Body: BillRuleInput }>(
    base,
    { config: button('btn_add'), schema: { tags, summary: 'Create a numbering rule', body: ruleBody } },
    async (request) => ok(request, await createBillRule(contextOf(request), request.body)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: read, schema: { tags, summary: 'One numbering rule', params: idParams } },
    async (request) => ok(request, await billRuleInfo(contextOf(request), request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: BillRuleInput }>(
    `${base}/:id`,
    {
      config: button('btn_edit'),
      schema: {
        tags,
        summary: 'Change a numbering rule (its counter continues)',
        params: idParams,
        body: updateBody(ruleBody),
      },
    },
    async (request) => {
      await updateBillRule(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      config: button('btn_remove'),
      schema: { tags, summary: 'Delete a numbering rule; refused once it issued a number', params: idParams },
    },
    async (request) => {
      await deleteBillRule(contextOf(request), request.params.id);
      return ok(request, null);
    },
  );

  app.put<{ Params: { id: string } }>(
    `${base}/:id/Actions/State`,
    {
      config: button('btn_edit'),
      schema: { tags, summary: 'Enable or disable a numbering rule', params: idParams },
    },
    async (request) => ok(request, await toggleBillRule(contextOf(request), request.params.id)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/Action/Export`,
    {
      config: button('btn_export'),
      schema: { tags, summary: "Download the rule's settings as a JSON file", params: idParams },
    },
    async (request, reply) => {
      const file = await exportBillRule(contextOf(request), request.params.id);
      const name = exportFileName(file.rule.fullName, file.exportedAt);
      const ascii = exportFileName(file.rule.enCode, file.exportedAt);
      reply.header('Content-Type', 'application/json; charset=utf-8');
      reply.header('Cache-Control', 'no-store');
      reply.header(
        'Content-Disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      return reply.send(JSON.stringify(file, null, 2));
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

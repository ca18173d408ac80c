import { compileFlow } from '@app/common/flow';
import type { Db } from '../../../db/database.js';
import { type ExampleRow, SEED_ADMIN_ID, type SeedExamples, seededBy } from '../../../db/seed/examples.js';
import { seedId } from '../../../db/seed/seed-id.js';
import { initiatorsOf } from '../flow-engine-checks.js';
import { type ExampleFlow, exampleFlows } from './example-flows.data.js';

/**
 * 流程引擎's examples for a first start (decision 066): three engines, each released as version 1. The
 * leave flow runs on 在线开发's example 请假申请 design, whose released form its version snapshots once
 * that design is written (complete); the key below is the one 在线开发's examples give that design.
 */

export const engineId = (code: string) => seedId(`example:workflow:${code}`);
const exampleDesignId = (code: string) => seedId(`example:visualdev:${code}`);
const formIdOf = (flow: ExampleFlow) => (flow.formType === 2 ? exampleDesignId(flow.form) : flow.form);

/** What the draft and its version 1 share. */
const shared = (flow: ExampleFlow) => ({
  fullName: flow.name,
  enCode: flow.code,
  category: flow.category,
  type: 0,
  formType: flow.formType,
  formId: formIdOf(flow),
  visibleType: initiatorsOf(flow.tree).length ? 1 : 0,
  flowTemplateJson: JSON.stringify(flow.tree),
});

function engineRow(now: number, flow: ExampleFlow, sortCode: number): ExampleRow {
  return {
    table: 'flowEngine',
    row: {
      ...seededBy(now),
      ...shared(flow),
      id: engineId(flow.code),
      icon: flow.icon,
      iconBackground: flow.iconBackground,
      description: flow.description,
      sortCode,
      enabledMark: 1,
      version: 1,
      releasedVersion: 1,
      releaseTime: now,
      releaseUserId: SEED_ADMIN_ID,
    },
  };
}

/** Version 1 of an example engine, with the form as released now; kept when it exists. */
async function releaseExample(trx: Db, flow: ExampleFlow, now: number): Promise<void> {
  const id = engineId(flow.code);
  const engine = await trx.selectFrom('flowEngine').select('id').where('id', '=', id).executeTakeFirst();
  if (!engine) return;
  const form =
    flow.formType === 2
      ? await trx
          .selectFrom('baseVisualdevRelease')
          .select(['version', 'formData', 'tables'])
          .where('visualdevId', '=', formIdOf(flow))
          .where('version', '=', 1)
          .executeTakeFirst()
      : undefined;
  await trx
    .insertInto('flowEngineVersion')
    .values({
      id: seedId(`example:workflow:${flow.code}:v1`),
      flowEngineId: id,
      version: 1,
      ...shared(flow),
      formVersion: form?.version ?? null,
      formData: form?.formData ?? null,
      formTables: form?.tables ?? null,
      flowGraph: JSON.stringify(compileFlow(flow.tree)),
      draftVersion: 1,
      releaseTime: now,
      releaseUserId: SEED_ADMIN_ID,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export const workflowExamples: SeedExamples = {
  rows: (now) => exampleFlows(SEED_ADMIN_ID).map((flow, i) => engineRow(now, flow, i + 1)),
  async complete(trx, _place, now) {
    for (const flow of exampleFlows(SEED_ADMIN_ID)) await releaseExample(trx, flow, now);
  },
};

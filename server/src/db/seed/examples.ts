import { nextTime } from '../../platform/scheduler/cron.js';
import type { Db } from '../database.js';
import type { Database } from '../schema.js';
import { ORGANIZATIONS } from './organization.data.js';
import { seedId } from './seed-id.js';

/**
 * Example records (decision 066): what a first start writes so that each screen shows what it is for
 * (a backup task, a demo data source with interfaces over it, numbering rules, a welcome notice, …).
 * Unlike the seed's own rows they are never written into a database that was started before: a release
 * that brings a new example does not push demo data into an installation in use.
 */
export interface ExampleRow {
  table: keyof Database;
  row: { id: string } & Record<string, unknown>;
}

/** Where a first start may put files beside its rows. */
export interface ExamplePlace {
  /** the folder of SQLite data sources (config.sqliteSourcesDir) */
  sqliteSourcesDir: string;
}

/** What one module brings to a first start. */
export interface SeedExamples {
  /** rows with stable ids (seedId), remembered in base_seed_applied as the seed's own are */
  rows(now: number): ExampleRow[];
  /**
   * Work beside the rows, in the seed's transaction, once they are written: files they point at, rows
   * without an id of their own (a notice's copies for every user). Runs again on restore-seed, so it
   * must keep what exists.
   */
  complete?(trx: Db, place: ExamplePlace, now: number): Promise<void>;
}

export const SEED_ADMIN_ID = seedId('user:admin');

/** Stamps of a row the seed writes as the administrator. */
export const seededBy = (now: number) => ({ creatorTime: now, creatorUserId: SEED_ADMIN_ID });

/** A built-in scheduled task as the 定时任务 form saves it: the cron, job and parameters in one document. */
export function builtinTask(
  now: number,
  task: {
    code: string;
    name: string;
    cron: string;
    job: string;
    params: object;
    description: string;
    /** due at once, so the scheduler's first look after the first start runs it */
    firstRunAtStart?: boolean;
  },
  sortCode: number,
): ExampleRow {
  return {
    table: 'baseTimeTask',
    row: {
      ...seededBy(now),
      id: seedId(`example:task:${task.code}`),
      enCode: task.code,
      fullName: task.name,
      executeType: 'builtin',
      executeContent: JSON.stringify({ cron: task.cron, job: task.job, params: task.params }),
      executeCycleJson: task.cron,
      nextRunTime: task.firstRunAtStart ? now : nextTime(task.cron, now),
      enabledMark: 1,
      sortCode,
      description: task.description,
    },
  };
}

/**
 * 分级管理: the IT manager 黄敏 looks after the structure of the two subsidiaries (departments under them,
 * their own record, everything below), but may not delete a subsidiary nor touch the group's head office.
 */
export const delegationExamples: SeedExamples = {
  rows(now) {
    const subsidiaries = ['HXSZSH', 'HXSZSZ'];
    return subsidiaries.map((code, i) => {
      const org = ORGANIZATIONS.find((o) => o.code === code);
      return {
        table: 'baseOrganizeAdministrator',
        row: {
          ...seededBy(now),
          id: seedId(`example:delegation:huangmin:${code}`),
          userId: seedId('user:huangmin'),
          organizeId: seedId(`org:${code}`),
          organizeType: org?.category ?? 'company',
          thisLayerAdd: 1,
          thisLayerEdit: 1,
          thisLayerDelete: 0,
          subLayerAdd: 1,
          subLayerEdit: 1,
          subLayerDelete: 1,
          sortCode: i,
        },
      };
    });
  },
};

import fs from 'node:fs';
import path from 'node:path';
import type { DataBackupLink, DataBackupRow, Paged } from '@app/common';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { contains } from '../../platform/query.js';
import type { AppServices } from '../../platform/services.js';
import { backupExtension, writeDatabaseBackup } from './backup/database-backup.js';

/**
 * 数据备份 (server-facts §10): backups of the platform's own database, one row and one file each, under
 * DATA_DIR/backups. The 备份 button and the scheduled task 'back up the database' both come through
 * createBackup; scripts/restore-backup.mjs puts a file back (README "Backups").
 */

export const BACKUP_FOLDER = 'backups';
/** The link-signing namespace of backup downloads (FileStore.signedQuery / checkLink). */
export const BACKUP_LINK_TYPE = 'dataBackup';

// One backup at a time in this process: a second press while one runs is refused rather than queued, so an
// impatient double click does not copy the database twice.
let running: Promise<unknown> | null = null;

function stamp(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

const live = ({ services }: RequestContext) =>
  services.db.selectFrom('baseDataBackup as b').where('b.deleteMark', 'is', null);

/** GET DataBackup: newest first; keyword in the file name. */
export async function listBackups(ctx: RequestContext, query: PageQuery): Promise<Paged<DataBackupRow>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = live(ctx);
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword) base = base.where((eb) => contains(sql`lower(${eb.ref('b.fileName')})`, keyword));
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .leftJoin('baseUser as u', 'u.id', 'b.creatorUserId')
    .select([
      'b.id',
      'b.fileName',
      'b.fileSize',
      'b.dbType',
      'b.taskId',
      'b.creatorTime',
      'u.realName',
      'u.account',
    ])
    .orderBy('b.creatorTime', 'desc')
    .orderBy('b.id', 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      fileName: r.fileName,
      fileSize: Number(r.fileSize),
      dbType: r.dbType,
      creatorUser: r.realName ? `${r.realName}/${r.account}` : null,
      taskId: r.taskId,
      creatorTime: Number(r.creatorTime),
    })),
    pagination: paginationOf({ currentPage, pageSize }, Number(total)),
  };
}

/**
 * POST DataBackup and the scheduled job: writes the backup to a temporary name, renames it when complete
 * (a half-written file never has a row), then records it as made by the signed-in user who pressed 备份
 * (none for the scheduler's system actor) and by `taskId`, the scheduled task that runs it, if any.
 */
export async function createBackup(
  ctx: RequestContext,
  sqliteBackup: DatabaseHandle['backup'],
  taskId: string | null = null,
): Promise<DataBackupRow> {
  if (running) throw new AppError(409, 409, 'dataBackup.busy');
  const work = makeBackup(ctx.services, sqliteBackup, { userId: ctx.userId, taskId });
  running = work;
  try {
    return await work;
  } finally {
    running = null;
  }
}

async function makeBackup(
  services: AppServices,
  sqliteBackup: DatabaseHandle['backup'],
  maker: { userId: string | null; taskId: string | null },
): Promise<DataBackupRow> {
  const dir = path.join(services.config.dataDir, BACKUP_FOLDER);
  await fs.promises.mkdir(dir, { recursive: true });
  const now = services.clock.now();
  const ext = backupExtension(services.dialect);
  let fileName = `app-${stamp(now)}.${ext}`;
  for (let i = 1; fs.existsSync(path.join(dir, fileName)); i++) fileName = `app-${stamp(now)}-${i}.${ext}`;
  const full = path.join(dir, fileName);
  const partial = `${full}.partial`;
  try {
    await writeDatabaseBackup(
      {
        db: services.db,
        dialect: services.dialect,
        databaseUrl: services.config.databaseUrl,
        sqliteBackup,
      },
      partial,
    );
    await fs.promises.rename(partial, full);
  } finally {
    await fs.promises.rm(partial, { force: true });
  }
  const fileSize = (await fs.promises.stat(full)).size;
  const row = {
    id: newId(),
    fileName,
    fileSize,
    filePath: `${BACKUP_FOLDER}/${fileName}`,
    dbType: services.dialect,
    taskId: maker.taskId,
    creatorTime: now,
    creatorUserId: maker.userId,
  };
  await services.db.insertInto('baseDataBackup').values(row).execute();
  return {
    id: row.id,
    fileName,
    fileSize,
    dbType: row.dbType,
    creatorUser: null,
    taskId: maker.taskId,
    creatorTime: now,
  };
}

async function liveRow(ctx: RequestContext, id: string) {
  const row = await live(ctx)
    .select(['b.id', 'b.fileName', 'b.filePath'])
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('dataBackup.notFound');
  return row;
}

/** The file of a row; stored paths are ours, but are still kept inside DATA_DIR/backups. */
function fileOf(services: AppServices, filePath: string): string {
  const root = path.join(services.config.dataDir, BACKUP_FOLDER);
  const full = path.resolve(services.config.dataDir, filePath);
  if (path.dirname(full) !== root) throw notFound('dataBackup.notFound');
  return full;
}

/** Removes the row (soft) and its file; a file already gone is no obstacle. */
/** Removes the row (soft, stamped with the acting user: none for the scheduler) and its file. */
async function removeBackup(ctx: RequestContext, row: { id: string; filePath: string }) {
  await ctx.services.db
    .updateTable('baseDataBackup')
    .set({ deleteMark: 1, deleteTime: ctx.clock.now(), deleteUserId: ctx.userId })
    .where('id', '=', row.id)
    .execute();
  await fs.promises.rm(fileOf(ctx.services, row.filePath), { force: true });
}

/** DELETE DataBackup/{id}. */
export async function deleteBackup(ctx: RequestContext, id: string): Promise<void> {
  const row = await liveRow(ctx, id);
  await removeBackup(ctx, row);
}

/** GET DataBackup/{id}/Actions/Download: a signed link valid for a few minutes. */
export async function backupLink(ctx: RequestContext, id: string): Promise<DataBackupLink> {
  const row = await liveRow(ctx, id);
  const exists = await fs.promises.access(fileOf(ctx.services, row.filePath)).then(
    () => true,
    () => false,
  );
  if (!exists) throw notFound('dataBackup.fileMissing');
  const query = ctx.services.files.signedQuery(BACKUP_LINK_TYPE, row.id);
  return { name: row.fileName, url: `/api/system/DataBackup/${row.id}/Actions/Attachment?${query}` };
}

/** The file a signed link points at, after its signature is checked. */
export async function backupFileForLink(
  ctx: RequestContext,
  id: string,
  expires: number,
  sign: string,
): Promise<{ name: string; path: string; size: number }> {
  ctx.services.files.checkLink(BACKUP_LINK_TYPE, id, expires, sign);
  const row = await liveRow(ctx, id);
  const full = fileOf(ctx.services, row.filePath);
  const stat = await fs.promises.stat(full).catch(() => null);
  if (!stat) throw notFound('dataBackup.fileMissing');
  return { name: row.fileName, path: full, size: stat.size };
}

/** The scheduled job's rule: this task keeps its newest `keep` backups; older ones (row and file) go. */
export async function pruneTaskBackups(ctx: RequestContext, taskId: string, keep: number): Promise<number> {
  const old = await live(ctx)
    .select(['b.id', 'b.filePath'])
    .where('b.taskId', '=', taskId)
    .orderBy('b.creatorTime', 'desc')
    .orderBy('b.id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  for (const row of old) await removeBackup(ctx, row);
  return old.length;
}

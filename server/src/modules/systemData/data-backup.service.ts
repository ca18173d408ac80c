import fs from 'node:fs';
import path from 'node:path';
import type { DataBackupLink, DataBackupRow } from '@app/common';
import type { DatabaseHandle } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { deleteResource } from '../../platform/resource/resource-write.js';
import type { AppServices } from '../../platform/services.js';
import { BACKUP_FOLDER, backupFileOf } from './backup/backup-files.js';
import { backupExtension, writeDatabaseBackup } from './backup/database-backup.js';
import { backupResource } from './data-backup.resource.js';

/**
 * 数据备份 (server-facts §10): backups of the platform's own database, one row and one file each, under
 * DATA_DIR/backups. The 备份 button and the scheduled task 'back up the database' both come through
 * createBackup; scripts/restore-backup.mjs puts a file back (README "Backups"). The list and the delete
 * run on the resource runtime (data-backup.resource.ts).
 */

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

/** GET DataBackup/{id}/Actions/Download: a signed link valid for a few minutes. */
export async function backupLink(ctx: RequestContext, id: string): Promise<DataBackupLink> {
  const row = await liveRow(ctx, id);
  const exists = await fs.promises.access(backupFileOf(ctx.services, row.filePath)).then(
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
  const full = backupFileOf(ctx.services, row.filePath);
  const stat = await fs.promises.stat(full).catch(() => null);
  if (!stat) throw notFound('dataBackup.fileMissing');
  return { name: row.fileName, path: full, size: stat.size };
}

/** The scheduled job's rule: this task keeps its newest `keep` backups; older ones (row and file) go. */
export async function pruneTaskBackups(ctx: RequestContext, taskId: string, keep: number): Promise<number> {
  const old = await live(ctx)
    .select('b.id')
    .where('b.taskId', '=', taskId)
    .orderBy('b.creatorTime', 'desc')
    .orderBy('b.id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  for (const row of old) await deleteResource(ctx, backupResource, row.id);
  return old.length;
}

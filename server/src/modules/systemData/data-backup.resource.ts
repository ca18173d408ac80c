import fs from 'node:fs';
import { defineResource, STANDARD_BASE } from '../../platform/resource/define-resource.js';
import { rowAuthors } from '../../platform/resource/row-authors.js';
import { backupFileOf } from './backup/backup-files.js';

/**
 * 数据备份 on the resource runtime: the list and the delete, which takes the file with the row (a file
 * already gone is no obstacle). Backups are made by the 备份 button and the scheduled task, never from a
 * form, so the runtime's create and update are not used (data-backup.service.ts).
 */

export const DATA_BACKUP_MODULE = 'systemData.dataBackup';

export const backupResource = defineResource({
  path: '/api/system/DataBackup',
  tags: ['systemData'],
  menu: DATA_BACKUP_MODULE,
  table: 'base_data_backup',
  alias: 'b',
  base: STANDARD_BASE,
  notFound: 'dataBackup.notFound',
  columns: {
    fileName: { column: 'file_name', type: 'string', maxLength: 200, write: false, searchable: true },
    fileSize: { column: 'file_size', type: 'integer', write: false },
    filePath: { column: 'file_path', type: 'string', maxLength: 500, write: false, excel: false },
    dbType: { column: 'db_type', type: 'string', maxLength: 20, write: false },
    taskId: { column: 'task_id', type: 'string', nullable: true, maxLength: 50, write: false },
  },
  computed: { creatorUser: { needs: ['creatorUserId'] } },
  row: ['id', 'fileName', 'fileSize', 'dbType', 'creatorUser', 'taskId', 'creatorTime'],
  defaultSort: [
    ['creatorTime', 'desc'],
    ['id', 'desc'],
  ],
  hooks: {
    // Who pressed 备份, as "name/account" (null for the scheduled task's backups).
    async shape(ctx, rows) {
      const authors = await rowAuthors(ctx, rows);
      for (const row of rows) {
        const author = authors.get(row.creatorUserId as string);
        row.creatorUser = author?.realName ? `${author.realName}/${author.account}` : null;
      }
    },
    async afterWrite(ctx, change) {
      if (change.kind === 'delete')
        await fs.promises.rm(backupFileOf(ctx.services, change.before.filePath as string), { force: true });
    },
  },
});

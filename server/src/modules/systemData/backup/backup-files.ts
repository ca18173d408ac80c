import path from 'node:path';
import { notFound } from '../../../platform/errors.js';
import type { AppServices } from '../../../platform/services.js';

/** Where backup files live: DATA_DIR/backups, one file per row of base_data_backup. */
export const BACKUP_FOLDER = 'backups';

/** The file of a row; stored paths are ours, but are still kept inside DATA_DIR/backups. */
export function backupFileOf(services: AppServices, filePath: string): string {
  const root = path.join(services.config.dataDir, BACKUP_FOLDER);
  const full = path.resolve(services.config.dataDir, filePath);
  if (path.dirname(full) !== root) throw notFound('dataBackup.notFound');
  return full;
}

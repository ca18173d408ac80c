import type { DataBackupLink, DataBackupRow } from '@app/common';
import { http } from '../../../app/request';

/** The calls of 数据备份 beyond its list and delete (client-facts §5.5 Data backup; data-backup.resource.tsx). */
const DATA_BACKUP = '/api/system/DataBackup';

// A large database takes a while to copy; the request waits for it (the button shows it running).
export const createBackup = () => http.post<DataBackupRow>(DATA_BACKUP, undefined, { timeout: 30 * 60_000 });

/** Asks for a short-lived link and lets the browser download the file from it. */
export async function downloadBackup(id: string): Promise<void> {
  const link = await http.get<DataBackupLink>(`${DATA_BACKUP}/${id}/Actions/Download`);
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = link.name;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

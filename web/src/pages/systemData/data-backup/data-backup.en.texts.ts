import type { Shape } from '../../../i18n/shape';
import type zhDataBackup from './data-backup.zh.texts';

const enDataBackup: Shape<typeof zhDataBackup> = {
  backup: {
    keyword: 'File name',
    create: 'Back up',
    creating: 'Backing up…',
    created: 'Backed up: {{name}}',
    fileName: 'File name',
    fileSize: 'Size',
    dbType: 'Database',
    creator: 'Created by',
    creatorTime: 'Backed up at',
    byTask: 'Scheduled task',
    download: 'Download',
    empty: 'No backups yet: press "Back up" to back up the database now',
    deleteConfirm: 'The backup file {{name}} will be removed from the server for good. Continue?',
    restoreHint:
      'To restore a backup: stop the server, then run node scripts/restore-backup.mjs <backup file>',
  },
};

export default enDataBackup;

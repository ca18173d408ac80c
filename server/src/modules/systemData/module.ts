import { defineModule } from '../../platform/module.js';
import { backupMapSyncMessages } from './backup-map-sync.messages.js';
import { dataBackupRoutes } from './data-backup.routes.js';
import { dataInterfaceFieldLabels, dataInterfaceMessages } from './data-interface.messages.js';
import { dataInterfaceRoutes } from './data-interface.routes.js';
import { interfaceListAnswersOf } from './data-interface-answers.js';
import { dataModelRoutes } from './data-model.routes.js';
import { dataSourceMessages } from './data-source.messages.js';
import { dataSourceRoutes } from './data-source.routes.js';
import { dataSyncRoutes } from './data-sync/data-sync.routes.js';
import { mapRoutes } from './map/map.routes.js';
import { systemdataMigrations } from './migrations/index.js';
import { systemDataExamples } from './seed/systemData.examples.js';
import { systemDataJobs, systemDataTaskTargets } from './system-data.jobs.js';
import { systemDataMenus } from './systemData.menus.js';

/** System data (SPEC §7.13): data sources, data models, data interfaces, backups, maps and data sync. */
export const systemDataModule = defineModule({
  name: 'systemData',
  menus: systemDataMenus,
  examples: systemDataExamples,
  migrations: systemdataMigrations,
  messages: { ...dataSourceMessages, ...dataInterfaceMessages, ...backupMapSyncMessages },
  fieldLabels: dataInterfaceFieldLabels,
  jobs: systemDataJobs,
  taskTargets: systemDataTaskTargets,
  setup(services) {
    services.caches.register(interfaceListAnswersOf(services).cacheSource());
  },
  routes: [
    dataSourceRoutes,
    dataModelRoutes,
    dataInterfaceRoutes,
    dataBackupRoutes,
    mapRoutes,
    dataSyncRoutes,
  ],
});

import type { Shape } from '../../../i18n/shape';
import type zhDataSync from './data-sync.zh.texts';

const enDataSync: Shape<typeof zhDataSync> = {
  dataSync: {
    title: 'Data sync',
    intro:
      'Copies one table from a source data source to a target one: check first, then copy in batches, one transaction per batch.',
    from: 'Source',
    to: 'Target',
    table: 'Table',
    pickFrom: 'Choose the source data source',
    pickTo: 'Choose the target data source',
    pickTable: 'Choose the table to sync',
    check: 'Check',
    sync: 'Sync',
    sameSource: 'The source and the target must be different data sources',
    result0: 'Checked: ready to sync',
    result1: 'The source table has no rows: nothing to sync',
    result2: 'The target has no table {{table}}',
    result2Confirm: 'The target has no table {{table}}. Create it from the source columns and sync?',
    result3: 'The target table {{table}} already has rows',
    result3Confirm:
      'The target table {{table}} already has rows. It will be emptied before the sync. Continue?',
    running: 'Syncing…',
    preparing: 'Preparing…',
    progress: '{{copied}} of {{total}} rows copied',
    done: 'Sync finished',
    failed: 'Sync failed',
    rows: 'Rows copied',
    duration: 'Duration',
    speed: 'Speed',
    speedValue: '{{value}} rows/s',
    seconds: '{{value}} s',
    created: 'Target table created',
    cleared: 'Target table emptied',
    steps: {
      pick: 'Choose source, target and table',
      check: 'Check the columns',
      sync: 'Copy in batches',
      done: 'Read the summary',
    },
    again: 'Sync again',
  },
};

export default enDataSync;

import type { Shape } from '../../i18n/shape';
import type zhResource from './resource.zh.texts';

const enResource: Shape<typeof zhResource> = {
  resource: {
    actions: 'Actions',
    saveAnyway: 'Save anyway',
    backToForm: 'Back to the form',
    more: 'More',
    edit: 'Edit',
    import: 'Import',
    export: 'Export',
    exporting: 'Exporting',
    exportRows: '{{count}} records',
    exportReceived: '{{size}} received',
    exportDone: 'Export finished',
    importTitle: 'Import data',
    template: 'Download the import template',
    dragText: 'Click or drag a file here to upload',
    dragHint: '{{accept}} files up to {{size}}',
    wrongType: 'Only {{accept}} files can be imported',
    tooLarge: 'The file must not exceed {{size}}',
    check: 'Check',
    checking: 'Checking, please wait…',
    importing: 'Importing, please wait…',
    importRows: 'Import {{count}} rows',
    importFailed: 'Import failed',
    checked: '{{total}} rows: {{valid}} can be imported, {{failed}} have errors (nothing written yet)',
    imported: 'Import finished: {{imported}} rows imported, {{failed}} rows not imported',
    rowError: 'Row {{row}}: {{message}}',
    moreErrors: '{{count}} more rows have errors',
  },
};

export default enResource;

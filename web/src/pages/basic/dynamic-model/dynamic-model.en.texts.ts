import type { Shape } from '../../../i18n/shape';
import type zhDynamicModel from './dynamic-model.zh.texts';

/** A generated page's words, en. */
const enDynamicModel: Shape<typeof zhDynamicModel> = {
  dynamicModel: {
    notLinked: 'This menu is not linked to a designed function',
    notLinkedHint: 'Release the function in Online development and put it in a menu',
    unavailable: 'This function cannot be opened',
    keyword: 'Keyword',
    search: 'Search',
    reset: 'Reset',
    expand: 'More',
    collapse: 'Less',
    from: 'From',
    to: 'To',
    rangeStart: 'Start date',
    rangeEnd: 'End date',
    all: 'All',
    actions: 'Actions',
    empty: 'No data',
    removeConfirm: 'This deletes the record for good. Continue?',
    removeManyConfirm: 'Delete the {{count}} selected records?',
    chooseRows: 'Select the records to delete',
    removed: 'Deleted',
    created: 'Created',
    updated: 'Saved',
    addTitle: 'New',
    editTitle: 'Edit',
    detailTitle: 'Details',
    cancel: 'Cancel',
    confirm: 'OK',
    close: 'Close',
    exportTitle: 'Export data',
    exportColumns: 'Columns',
    exportScope: 'Rows',
    exportPage: 'This page',
    exportAll: 'All matching rows',
    exportOk: 'Export',
    chooseColumns: 'Choose at least one column',
    total: 'Total',
    refresh: 'Refresh',
  },
};

export default enDynamicModel;

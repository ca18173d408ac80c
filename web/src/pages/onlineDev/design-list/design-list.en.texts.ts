import type zhDesignList from './design-list.zh.texts';

/** The design lists' words (online development, generator), en. */
const enDesignList: typeof zhDesignList = {
  designList: {
    keyword: 'Name or code',
    empty: 'No designs yet: choose "New" to design your first form',
    add: 'New design',
    editTitle: 'Edit design',
    saved: 'Saved',
    fullName: 'Name',
    enCode: 'Code',
    category: 'Category',
    categoryPlaceholder: 'Choose a category',
    webType: 'Page type',
    webTypes: { '1': 'Form only', '2': 'Form and list', '3': 'Form and flow' },
    state: 'State',
    released: 'Released V{{version}}',
    draft: 'Not released',
    creatorUser: 'Created by',
    lastModifyTime: 'Last changed',
    sortCode: 'Order',
    design: 'Design',
    copy: 'Copy',
    copied: 'Copied',
    release: 'Release',
    releasedDone: 'Released as V{{version}}',
    save: 'Save',
    savedDesign: 'Design saved',
    close: 'Close',
    unsaved: 'Unsaved',
    versionTag: 'Draft V{{version}}',
    conflictTitle: 'Someone else changed this design',
    leaveTitle: 'Discard unsaved changes?',
    leaveUnsaved: 'The changes you have not saved will be lost.',
  },
  designPresence: {
    editing: 'Also editing: {{names}}',
    editingMany: 'Also editing: {{names}} and others ({{count}} in all)',
    separator: ', ',
    since: '{{name}}, open since {{time}}',
    newerSaved:
      '{{name}} saved V{{version}} at {{time}}; you are editing V{{base}}, so saving now will be refused',
    reload: 'Load the latest version',
    reloadTitle: 'Load the latest version?',
    reloadLoses: 'The changes you have not saved will be lost.',
  },
};

export default enDesignList;

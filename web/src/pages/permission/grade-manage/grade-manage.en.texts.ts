import type { Shape } from '../../../i18n/shape';
import type zhGradeManage from './grade-manage.zh.texts';

const enGradeManage: Shape<typeof zhGradeManage> = {
  gradeManage: {
    keyword: 'Name or account',
    add: 'New',
    edit: 'Edit',
    user: 'User',
    organize: 'Organisation',
    manages: 'Manages',
    more: '+{{count}}',
    modifyTime: 'Set on',
    actions: 'Actions',
    empty: 'No delegated administrators yet',
    addTitle: 'New delegated administration',
    editTitle: 'Edit delegated administration - {{name}}',
    pickUser: 'Administrator',
    pickUserPlaceholder: 'Choose the user to delegate to',
    pickFirst: 'Choose a user first, then tick the organisations they may manage',
    hint: 'This level: the organisation itself; sub-levels: every organisation below it. Users without delegation manage all organisations within the menus granted to them.',
    existing:
      'This user already has delegated administration; their settings are loaded and saving replaces them',
    orgName: 'Organisation',
    selectAll: 'Select all: {{label}}',
    nothingChecked:
      'Tick at least one permission for one organisation; to end this delegation, delete it in the list',
    saved: 'Saved',
    flags: {
      thisLayerAdd: 'Add (this level)',
      thisLayerEdit: 'Edit (this level)',
      thisLayerDelete: 'Delete (this level)',
      subLayerAdd: 'Add (sub-levels)',
      subLayerEdit: 'Edit (sub-levels)',
      subLayerDelete: 'Delete (sub-levels)',
    },
  },
};

export default enGradeManage;

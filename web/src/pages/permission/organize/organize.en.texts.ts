import type { Shape } from '../../../i18n/shape';
import type zhOrganize from './organize.zh.texts';

const enOrganize: Shape<typeof zhOrganize> = {
  organize: {
    keyword: 'Name or code',
    addCompany: 'New company',
    addDepartment: 'New department',
    addChild: 'New below',
    editCompany: 'Edit company',
    editDepartment: 'Edit department',
    expandAll: 'Expand all',
    foldAll: 'Fold all',
    fullName: 'Name',
    enCode: 'Code',
    category: 'Type',
    company: 'Company',
    department: 'Department',
    manager: 'Manager',
    members: 'Positions/Users',
    sortCode: 'Sort',
    state: 'Status',
    enabled: 'Enabled',
    disabled: 'Disabled',
    creatorTime: 'Created',
    description: 'Description',
    actions: 'Actions',
    edit: 'Edit',
    parent: 'Parent',
    topLevel: 'Top level (no parent)',
    fullNameRequired: 'Enter a name',
    enCodeRequired: 'Enter a code',
    parentRequired: 'Choose the parent organisation',
    managerPlaceholder: 'Choose a manager',
    descriptionPlaceholder: 'Enter a description',
    saveSuccess: 'Saved',
    stateChanged: 'Status updated',
    empty: 'No organisations yet; create a company first',
    noMatch: 'No organisation matches',
  },
};

export default enOrganize;

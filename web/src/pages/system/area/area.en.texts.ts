import type { Shape } from '../../../i18n/shape';
import type zhArea from './area.zh.texts';

const enArea: Shape<typeof zhArea> = {
  area: {
    keyword: 'Name or code',
    add: 'New',
    addChild: 'Add sub-area',
    edit: 'Edit',
    addTitle: 'New area',
    editTitle: 'Edit area',
    fullName: 'Area name',
    enCode: 'Area code',
    level: 'Level',
    levels: { province: 'Province', city: 'City', district: 'District', street: 'Street' },
    parent: 'Parent area',
    topLevel: 'Top level',
    parentPlaceholder: 'Leave empty for a province',
    parentHint: 'A province, city or district may be the parent',
    sortCode: 'Sort',
    state: 'Status',
    enabled: 'Enabled',
    disabled: 'Disabled',
    description: 'Description',
    descriptionPlaceholder: 'Enter a description',
    actions: 'Actions',
    fullNameRequired: 'Enter the area name',
    enCodeRequired: 'Enter the area code',
    enCodePlaceholder: 'Division code, e.g. 330106',
    enCodeDigits: 'An area code may contain digits only',
    empty: 'No areas yet',
    noMatch: 'No area matches',
    searchLimit: 'Only the first {{count}} matches are shown; enter a more precise keyword',
    saveSuccess: 'Saved',
    stateChanged: 'Status updated',
    pickerPlaceholder: 'Province / city / district',
  },
};

export default enArea;

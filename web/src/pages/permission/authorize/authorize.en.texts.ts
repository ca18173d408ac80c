import type { Shape } from '../../../i18n/shape';
import type zhAuthorize from './authorize.zh.texts';

const enAuthorize: Shape<typeof zhAuthorize> = {
  authorize: {
    title: 'Authorisation',
    role: 'Role',
    position: 'Position',
    user: 'User',
    holders: 'Holders',
    searchHolder: 'Search name, code or organisation',
    pickHolder: 'Choose a role, position or user on the left to authorise',
    grantTo: 'Grant to {{kind}} “{{name}}”',
    steps: {
      module: 'Menus',
      button: 'Buttons',
      column: 'List columns',
      form: 'Form fields',
      resource: 'Data schemes',
    },
    hints: {
      module: 'Tick the menus this holder may open',
      button: 'Tick the buttons they may use in the chosen menus',
      column: 'Tick the list columns they may see in the chosen menus',
      form: 'Tick the form fields they may see in the chosen menus',
      resource: 'Tick the data schemes that apply to them in the chosen menus',
    },
    checkAll: 'Select all',
    uncheckAll: 'Select none',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    prev: 'Previous',
    next: 'Next',
    save: 'Save',
    saved: 'Permissions saved',
    noMenus: 'You have no menus you could grant',
    noItems: 'The chosen menus have no items of this kind',
    summary: '{{menus}} menus chosen, {{count}} ticked in this step',
  },
};

export default enAuthorize;

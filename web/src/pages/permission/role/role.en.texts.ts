import type { Shape } from '../../../i18n/shape';
import type zhRole from './role.zh.texts';

const enRole: Shape<typeof zhRole> = {
  role: {
    add: 'New role',
    addTitle: 'New role',
    editTitle: 'Edit role',
    edit: 'Edit',
    members: 'Members',
    fullName: 'Role name',
    fullNameRequired: 'Enter the role name',
    enCode: 'Role code',
    enCodeRequired: 'Enter the role code',
    type: 'Role type',
    typePlaceholder: 'Choose a role type',
    userCount: 'Members',
    description: 'Description',
    descriptionPlaceholder: 'Enter a description',
    sortCode: 'Order',
    state: 'Status',
    enabled: 'Enabled',
    disabled: 'Disabled',
    creatorTime: 'Created',
    actions: 'Actions',
    created: 'Role created',
    updated: 'Role saved',
    stateChanged: 'Status updated',
  },
};

export default enRole;

import type { Shape } from '../../../i18n/shape';
import type zhPosition from './position.zh.texts';

const enPosition: Shape<typeof zhPosition> = {
  position: {
    members: 'Members',
    orgTree: 'Organisations',
    orgSearch: 'Search organisations',
    allOrgs: 'All organisations',
    keyword: 'Position name or code',
    add: 'New position',
    editTitle: 'Edit position',
    fullName: 'Position',
    enCode: 'Code',
    type: 'Type',
    organize: 'Organisation',
    userCount: 'Holders',
    organizeRequired: 'Choose the organisation',
    typePlaceholder: 'Choose a position type',
    empty: 'No positions',
  },
};

export default enPosition;

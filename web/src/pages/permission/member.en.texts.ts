import type { Shape } from '../../i18n/shape';
import type zhMember from './member.zh.texts';

const enMember: Shape<typeof zhMember> = {
  member: {
    roleTitle: 'Role members',
    positionTitle: 'Position members',
    allUsers: 'All users',
    members: 'Members',
    search: 'Search name, account or department',
    unit: '',
    saved: 'Members saved',
    usersUnavailable:
      'The user list cannot be read right now, so only current members are shown; you can remove members, add them later',
  },
};

export default enMember;

import type { Shape } from '../../../i18n/shape';
import type zhOnlineUser from './online-user.zh.texts';

const enOnlineUser: Shape<typeof zhOnlineUser> = {
  onlineUser: {
    keyword: 'Search user name or account',
    user: 'User',
    current: 'This session',
    ip: 'IP address',
    place: 'Location',
    device: 'Device / browser',
    loginTime: 'Signed in',
    lastActive: 'Last active',
    actions: 'Actions',
    force: 'Force offline',
    forceSelected: 'Force selected offline',
    selfHint: 'You cannot force your own current session offline',
    confirmOne: 'This will sign “{{name}}” out. Continue?',
    confirmMany: 'This will sign out the {{count}} selected sessions. Continue?',
    forced: 'Signed out',
    empty: 'No one is online',
  },
};

export default enOnlineUser;

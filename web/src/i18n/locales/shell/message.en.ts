import type { Shape } from '../../shape';
import type zhMessage from './message.zh';

const enMessage: Shape<typeof zhMessage> = {
  messageCenter: {
    title: 'Message centre',
  },
  message: {
    title: 'Messages',
    bellUnread: 'Messages: {{count}} unread',
    readAll: 'Mark all read',
    readAllConfirm: 'Mark all messages as read. Continue?',
    readAllDone: 'All messages marked read',
    centre: 'Message centre',
    empty: 'No messages',
    noMatch: 'No messages match',
    noMore: 'No more messages',
    typeNotice: 'Notice',
    typeSystem: 'System message',
    noticeDialog: 'Notice',
    noBody: 'This notice has no content',
    keyword: 'Search by title',
    allTypes: 'All types',
    messageTitle: 'Title',
    type: 'Type',
    sender: 'From',
    time: 'Sent',
    state: 'Status',
    read: 'Read',
    unread: 'Unread',
    actions: 'Actions',
    view: 'Open',
    removeSelected: 'Delete selected',
    removeConfirm: 'Delete the {{count}} selected messages from your list?',
  },
};

export default enMessage;

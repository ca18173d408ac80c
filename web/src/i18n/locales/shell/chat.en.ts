import type { Shape } from '../../shape';
import type zhChat from './chat.zh';

const enChat: Shape<typeof zhChat> = {
  chat: {
    title: 'Chat',
    newMessages: 'New messages',
    recent: 'Messages',
    contacts: 'Contacts',
    searchContacts: 'Search name or account',
    noChats: 'No chats yet: pick someone under Contacts',
    noContacts: 'No contacts found',
    noMore: 'No more',
    loading: 'Loading…',
    unreadCount: '{{count}} unread',
    preview: { image: '[Image]', voice: '[Voice]', video: '[Video]' },
    placeholder: 'Type a message; Enter sends, Shift+Enter starts a new line',
    send: 'Send',
    emoji: 'Emoji',
    image: 'Image',
    history: 'History',
    historySearch: 'Search the history',
    noHistory: 'No messages',
    noMessages: 'No messages yet: say hello',
    read: 'Read',
    unread: 'Unread',
    imageTooLarge: 'The image must be smaller than 5 MB',
    notImage: 'Only images can be sent',
    oneImage: 'Send one image at a time',
    imageUnreadable: 'This image cannot be read; choose another',
    mediaMissing: 'This message cannot be shown',
    me: 'Me',
    offline: 'The connection was lost and is being restored; send again in a moment',
    close: 'Close',
  },
};

export default enChat;

import { CHAT_CONTACT_PAGE, type ChatSummary, type ImContact, type Paged } from '@app/common';
import { uploadFile } from '../../app/file-transfer';
import { http } from '../../app/request';

/** The chat's HTTP calls (client-facts §5.1): contacts, recent chats and the image upload. */

export const chatKeys = {
  recent: ['chat', 'recent'] as const,
  contacts: (keyword: string) => ['chat', 'contacts', keyword] as const,
};

export const fetchRecentChats = (signal?: AbortSignal) =>
  http.get<{ list: ChatSummary[] }>('/api/message/imreply', undefined, { signal });

export const fetchContacts = (currentPage: number, keyword: string, signal?: AbortSignal) =>
  http.get<Paged<ImContact>>(
    '/api/permission/Users/ImUser',
    { currentPage, pageSize: CHAT_CONTACT_PAGE, keyword },
    { signal },
  );

/** Uploads one chat image; data.name is what the image message names. Rejects with the server's sentence. */
export const uploadChatImage = (file: File) =>
  uploadFile<{ name: string; url: string }>('/api/file/Uploader/IM', file, file.name);

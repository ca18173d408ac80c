import type zhNotice from './notice.zh';
import type { Shape } from './shape';

const enNotice: Shape<typeof zhNotice> = {
  notice: {
    title: 'Notices',
    keyword: 'Search by title',
    add: 'New notice',
    edit: 'Edit notice',
    noticeTitle: 'Title',
    titlePlaceholder: 'Notice title',
    titleRequired: 'Enter the notice title',
    titleTooLong: 'The title can be at most {{max}} characters',
    body: 'Content',
    bodyPlaceholder: 'Write the notice',
    creatorUser: 'Author',
    creatorTime: 'Created',
    releaseTime: 'Sent',
    state: 'Status',
    draft: 'Draft',
    released: 'Sent',
    release: 'Release',
    releaseConfirm: 'Release “{{title}}”? Every user will receive it, and it cannot be changed afterwards.',
    releaseDone: 'Released to {{count}} users',
    saved: 'Saved as a draft',
    preview: 'Preview',
    noBody: 'This notice has no content',
    empty: 'No notices yet. Click “New notice” to write the first one',
    noMatch: 'No notices match',
  },
  richText: {
    imageOnly: 'Only PNG, JPEG, GIF or WebP pictures can be inserted',
  },
};

export default enNotice;

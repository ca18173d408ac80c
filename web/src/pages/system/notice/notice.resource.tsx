import type { NoticeRow } from '@app/common';
import { Button } from 'antd';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { NoticeBodyField, NoticeTitleField } from './NoticeFields';
import styles from './notice.module.css';

const isDraft = (row: NoticeRow) => row.enabledMark === 0;

/**
 * 系统公告 (client-facts §5.4 'Notices', under /api/message): drafts are edited and released once to every
 * user; 发布 and 预览 are the page's (`release`, `preview`).
 */
export const noticeResource = (page: {
  release: (row: NoticeRow) => void;
  preview: (id: string) => void;
}): ResourceDescription<NoticeRow> => ({
  queryKey: ['system', 'notice'],
  api: { base: '/api/message', list: '/api/message/Notice' },
  keyword: { placeholder: 'notice.keyword' },
  texts: { empty: 'notice.empty', noMatch: 'notice.noMatch', add: 'notice.add' },
  table: { scrollX: 900 },
  toolbar: [{ kind: 'add' }],
  columns: [
    {
      dataIndex: 'title',
      label: 'notice.noticeTitle',
      ellipsis: true,
      kind: 'custom',
      render: (title, row) => (
        <Button type="link" size="small" className={styles.title} onClick={() => page.preview(row.id)}>
          {String(title)}
        </Button>
      ),
    },
    { dataIndex: 'creatorUser', label: 'notice.creatorUser', width: 160, ellipsis: true },
    ...(['creatorTime', 'releaseTime'] as const).map((field) => ({
      dataIndex: field,
      label: `notice.${field}`,
      width: 150,
      kind: 'time' as const,
      empty: '—',
      emptyClassName: styles.muted,
    })),
    {
      dataIndex: 'enabledMark',
      label: 'notice.state',
      width: 90,
      align: 'center',
      kind: 'tag',
      options: [
        { value: 1, label: 'notice.released', color: 'success' },
        { value: 0, label: 'notice.draft' },
      ],
    },
  ],
  rowActions: {
    label: 'organize.actions',
    width: 200,
    items: [
      { kind: 'edit', label: 'organize.edit', visible: isDraft },
      {
        kind: 'custom',
        label: 'notice.release',
        permission: 'btn_release',
        visible: isDraft,
        onClick: page.release,
      },
      { kind: 'custom', label: 'notice.preview', permission: null, onClick: (row) => page.preview(row.id) },
      { kind: 'remove' },
    ],
  },
  form: {
    title: { create: 'notice.add', edit: 'notice.edit' },
    saved: 'notice.saved',
    width: 900,
    // Saved as a draft; the body goes as the editor wrote it.
    save: (values, body) => ({ title: body.title, bodyText: values.bodyText ?? '' }),
    fields: [
      { name: 'title', kind: 'custom', render: () => <NoticeTitleField /> },
      { name: 'bodyText', kind: 'custom', defaultValue: '', render: () => <NoticeBodyField /> },
    ],
  },
});

import { MessageType, NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '@app/common';
import { sql } from 'kysely';
import { AppError } from '../../platform/errors.js';
import { defineResource, STANDARD_BASE } from '../../platform/resource/define-resource.js';
import { rowAuthors } from '../../platform/resource/row-authors.js';
import { authorName, noticeBody } from './notice-fields.js';

/**
 * 系统公告 (server-facts §9, client-facts §5.4) on the resource runtime: the list (GET /api/message/Notice,
 * newest first), one notice with its body (GET /api/message/{id}), writing a draft and changing it, and
 * the delete with every reader's copy. A notice is a row of base_message of type 1; enabledMark 0 is a
 * draft, 1 released. Releasing stays beside it (notice.routes.ts): it delivers a copy to every user.
 */

export const NOTICE_MODULE = 'system.notice';

const releasedReadOnly = () => new AppError(409, 409, 'notice.releasedReadOnly');

export const noticeResource = defineResource({
  path: '/api/message',
  paths: { list: '/api/message/Notice' },
  tags: ['message'],
  menu: NOTICE_MODULE,
  table: 'base_message',
  alias: 'm',
  base: STANDARD_BASE,
  notFound: 'notice.notFound',
  fixed: { type: MessageType.notice },
  columns: {
    type: { column: 'type', type: 'integer', write: false },
    title: {
      column: 'title',
      type: 'string',
      required: true,
      maxLength: NOTICE_TITLE_MAX,
      notBlank: true,
      searchable: true,
    },
    // Cleaned by the allow-list before it is stored (notice-html.ts).
    bodyText: { column: 'body_text', type: 'text', nullable: true, maxLength: NOTICE_BODY_MAX },
    enabledMark: { column: 'enabled_mark', type: 'integer', write: false },
    releaseTime: { column: 'release_time', type: 'time', nullable: true, write: false },
  },
  computed: { creatorUser: { needs: ['creatorUserId'] } },
  row: ['id', 'title', 'creatorUser', 'creatorTime', 'lastModifyTime', 'enabledMark', 'releaseTime'],
  record: [
    'id',
    'title',
    'creatorUser',
    'creatorTime',
    'lastModifyTime',
    'enabledMark',
    'releaseTime',
    'bodyText',
  ],
  defaultSort: [
    ['creatorTime', 'desc'],
    ['id', 'desc'],
  ],
  sortTurnsDefault: true,
  routes: ['list', 'get', 'create', 'update', 'delete'],
  summaries: {
    list: 'Notices, newest first (paged; keyword in the title); enabledMark 0 draft, 1 released',
    get: 'One notice with its body',
    create: 'Write a notice as a draft (the body is cleaned to the editor allow-list)',
    update: 'Change a draft (a released notice is read-only: 409)',
    delete: "Delete a notice and every reader's copy of it",
  },
  hooks: {
    async shape(ctx, rows, fields) {
      for (const row of rows) if ('bodyText' in row) row.bodyText ??= '';
      if (!fields.has('creatorUser')) return;
      const authors = await rowAuthors(ctx, rows);
      for (const row of rows) {
        const author = authors.get(row.creatorUserId as string);
        row.creatorUser = author ? authorName(author) : '';
      }
    },
    async derive(ctx, { kind, values, current }) {
      const bodyText = noticeBody(values.bodyText as string | null | undefined, ctx.lang);
      if (kind === 'create') return { bodyText, enabledMark: 0 };
      if (current?.enabledMark !== 0) throw releasedReadOnly();
      return { bodyText };
    },
    // Released between the check and this write: the release wins.
    async writeWith(_ctx, change, trx) {
      if (change.kind !== 'update') return;
      const { rows } = await sql<{ enabled_mark: number | string }>`select enabled_mark from base_message
        where id = ${change.after.id as string}`.execute(trx);
      if (Number(rows[0]?.enabled_mark) !== 0) throw releasedReadOnly();
    },
    async deleteWith(_ctx, current, trx) {
      await trx
        .deleteFrom('base_message_receive')
        .where('message_id', '=', current.id as string)
        .execute();
    },
  },
});

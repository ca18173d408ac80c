import { CheckOutlined, InboxOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, MessageType, toDateText } from '@app/common';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Drawer, Empty, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../app/feedback';
import { onFrame } from '../../app/realtime';
import { useSettings } from '../../stores/settings';
import { fetchInbox, INBOX_KEY, readAllMessages } from './message-api';
import styles from './messages.module.css';
import { clearUnread } from './unread-counts';
import { useOpenMessage } from './useOpenMessage';

// SPEC §9: 20 a page, the next page when the list is scrolled within 200 px of its end.
const PAGE_SIZE = DEFAULT_PAGE_SIZE;
const NEAR_END_PX = 200;

/** 站内消息: my latest notices and messages, newest first; opening one reads it. */
export default function MessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const lang = useSettings((s) => s.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scroller = useRef<HTMLDivElement>(null);
  const { open: openMessage, dialog } = useOpenMessage(onClose);

  const inbox = useInfiniteQuery({
    queryKey: [...INBOX_KEY, 'drawer'],
    queryFn: ({ pageParam, signal }) => fetchInbox({ currentPage: pageParam, pageSize: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { currentPage, pageSize, total } = last.pagination;
      return currentPage * pageSize < total ? currentPage + 1 : undefined;
    },
    enabled: open,
  });
  const items = inbox.data?.pages.flatMap((p) => p.list) ?? [];

  // A notice released while the drawer is open shows at the top at once.
  useEffect(() => {
    if (!open) return;
    return onFrame('messagePush', () => void queryClient.invalidateQueries({ queryKey: INBOX_KEY }));
  }, [open, queryClient]);
  // Reopening shows the newest list, not the one from the last time.
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'drawer'] });
  }, [open, queryClient]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box || !inbox.hasNextPage || inbox.isFetchingNextPage) return;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= NEAR_END_PX) void inbox.fetchNextPage();
  };
  // A first page shorter than the drawer cannot be scrolled: fetch on until it can, or all is there.
  useEffect(() => {
    const box = scroller.current;
    if (!open || !box || !inbox.hasNextPage || inbox.isFetching) return;
    if (box.scrollHeight <= box.clientHeight + NEAR_END_PX) void inbox.fetchNextPage();
  });

  const readAll = () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('message.readAllConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await readAllMessages();
          clearUnread();
          toastSuccess(t('message.readAllDone'));
          await queryClient.invalidateQueries({ queryKey: INBOX_KEY });
        } catch {
          // the request layer showed the error
        }
      },
    });

  const toCentre = () => {
    onClose();
    navigate('/messageRecord');
  };

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        title={t('message.title')}
        width={380}
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        extra={
          <Button type="link" size="small" icon={<CheckOutlined />} onClick={readAll}>
            {t('message.readAll')}
          </Button>
        }
        footer={
          <Button block type="text" icon={<InboxOutlined />} onClick={toCentre}>
            {t('message.centre')}
          </Button>
        }
      >
        <div
          ref={scroller}
          className={styles.drawerList}
          onScroll={onScroll}
          data-testid="message-drawer-list"
        >
          {inbox.isLoading ? (
            <div className={styles.center}>
              <Spin />
            </div>
          ) : items.length === 0 ? (
            <Empty
              className={styles.empty}
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('message.empty')}
            />
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={item.isRead === '0' ? `${styles.item} ${styles.unread}` : styles.item}
                    onClick={() => void openMessage(item)}
                    data-read={item.isRead}
                  >
                    <span className={styles.itemTitle}>
                      <Badge status={item.isRead === '0' ? 'processing' : 'default'} />
                      <Typography.Text ellipsis={{ tooltip: item.title }} strong={item.isRead === '0'}>
                        {item.title}
                      </Typography.Text>
                    </span>
                    <span className={styles.itemMeta}>
                      <Tag bordered={false} color={item.type === MessageType.notice ? 'blue' : 'orange'}>
                        {item.type === MessageType.notice ? t('message.typeNotice') : t('message.typeSystem')}
                      </Tag>
                      <span className={styles.ellipsis}>{item.creatorUser}</span>
                      <span className={styles.time}>{toDateText(item.lastModifyTime, Date.now(), lang)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {inbox.isFetchingNextPage ? (
            <div className={styles.center}>
              <Spin size="small" />
            </div>
          ) : null}
          {!inbox.hasNextPage && items.length > PAGE_SIZE ? (
            <div className={styles.end}>{t('message.noMore')}</div>
          ) : null}
        </div>
      </Drawer>
      {dialog}
    </>
  );
}

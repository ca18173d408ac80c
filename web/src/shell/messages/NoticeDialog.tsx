import { formatDate, type MessageDetail } from '@app/common';
import { Empty, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../components/rich-text/RichTextView';
import styles from './messages.module.css';

/** A notice opened from the drawer or the message centre: title, time, author and the HTML body. */
export function NoticeDialog({ notice, onClose }: { notice: MessageDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={notice !== null}
      title={t('message.noticeDialog')}
      width={760}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {notice ? (
        <article className={styles.notice} aria-label={notice.title}>
          <Typography.Title level={4} className={styles.noticeTitle}>
            {notice.title}
          </Typography.Title>
          <div className={styles.noticeMeta}>
            <span>{formatDate(notice.lastModifyTime)}</span>
            <span>{notice.creatorUser}</span>
          </div>
          {notice.bodyText ? (
            <RichTextView html={notice.bodyText} className={styles.noticeBody} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('message.noBody')} />
          )}
        </article>
      ) : null}
    </Modal>
  );
}

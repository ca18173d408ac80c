import { formatDate } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Empty, Modal, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text/RichTextView';
import { fetchNotice } from './notice.api';
import styles from './notice.module.css';

/** 预览: the notice as readers will see it in the message dialog. */
export function NoticePreview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: ['system', 'notice', 'info', id],
    queryFn: () => fetchNotice(id as string),
    enabled: id !== null,
    gcTime: 0,
  });
  const notice = info.data;
  return (
    <Modal
      open={id !== null}
      title={t('notice.preview')}
      width={800}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {info.isLoading || !notice ? (
        <Skeleton active />
      ) : (
        <article className={styles.preview}>
          <Typography.Title level={4} className={styles.previewTitle}>
            {notice.title}
          </Typography.Title>
          <div className={styles.previewMeta}>
            <span>{notice.creatorUser}</span>
            <span>{formatDate(notice.releaseTime ?? notice.lastModifyTime ?? notice.creatorTime)}</span>
            <Tag color={notice.enabledMark === 1 ? 'success' : 'default'}>
              {notice.enabledMark === 1 ? t('notice.released') : t('notice.draft')}
            </Tag>
          </div>
          {notice.bodyText ? (
            <RichTextView html={notice.bodyText} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.noBody')} />
          )}
        </article>
      )}
    </Modal>
  );
}

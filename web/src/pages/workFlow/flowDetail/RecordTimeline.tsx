import { formatDate } from '@app/common';
import { Empty, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperatorRecord } from './centre.api';
import { RECORD_COLOURS, RECORD_WORDS } from './centre-logic';
import styles from './flow-detail.module.css';

/** 流转记录: who did what at which step, oldest first, with opinions and handwritten signatures. */
export function RecordTimeline({ records }: { records: readonly OperatorRecord[] }) {
  const { t } = useTranslation();
  if (records.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flowCentre.noRecords')} />;
  return (
    <Timeline
      className={styles.records}
      items={records.map((record) => ({
        key: record.id,
        color: record.handleStatus === 0 ? 'red' : record.handleStatus === 1 ? 'green' : 'blue',
        content: (
          <div className={styles.record} data-testid="flow-record">
            <div className={styles.recordHead}>
              <strong>{record.nodeName}</strong>
              <span>
                {record.userName}
                {record.onBehalfOfName ? t('flowCentre.onBehalfOf', { name: record.onBehalfOfName }) : ''}
              </span>
              <Tag color={RECORD_COLOURS[record.handleStatus] ?? 'default'}>
                {RECORD_WORDS[record.handleStatus]
                  ? t(`flowCentre.handle.${RECORD_WORDS[record.handleStatus]}`)
                  : record.handleStatus}
              </Tag>
              {record.operatorName ? (
                <span className={styles.muted}>{t('flowCentre.toWhom', { name: record.operatorName })}</span>
              ) : null}
              <span className={styles.muted}>{formatDate(record.handleTime, 'yyyy-MM-dd HH:mm:ss')}</span>
            </div>
            {record.handleOpinion ? <div className={styles.opinion}>{record.handleOpinion}</div> : null}
            {record.signImg ? (
              <img className={styles.signImage} src={record.signImg} alt={t('flowCentre.dialog.sign')} />
            ) : null}
          </div>
        ),
      }))}
    />
  );
}

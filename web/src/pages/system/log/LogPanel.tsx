import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { LogKind } from './log.api';
import styles from './log.module.css';
import { LOG_ORDER, logResource } from './log.resource';

/** One kind of log inside its tab: filters, a paged table, export and, with btn_remove, ticking and delete. */
export function LogPanel({ kind }: { kind: LogKind }) {
  const { t } = useTranslation();
  const resource = useMemo(() => logResource(kind), [kind]);
  return (
    <ResourceListPage
      bare
      resource={resource}
      params={LOG_ORDER}
      expandedRow={
        kind === LogKind.exception
          ? (row) => <pre className={styles.stack}>{row.json || t('log.noStack')}</pre>
          : undefined
      }
    />
  );
}

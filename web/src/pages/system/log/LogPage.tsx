import { ClockCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogPanel } from './LogPanel';
import { fetchRetention, LogKind } from './log.api';
import styles from './log.module.css';

/** 系统日志: sign-in, operation, request and exception logs, one tab each; how long they are kept beside the tabs. */
export default function LogPage() {
  const { t } = useTranslation();
  const retention = useQuery({ queryKey: ['system', 'log', 'retention'], queryFn: fetchRetention });
  const days = retention.data?.days;
  return (
    <Card styles={{ body: { paddingTop: 4 } }}>
      <Tabs
        defaultActiveKey="login"
        tabBarExtraContent={
          days == null ? null : (
            <span className={styles.retention}>
              <ClockCircleOutlined /> {days > 0 ? t('log.retention', { days }) : t('log.retentionForever')}
            </span>
          )
        }
        items={[
          { key: 'login', label: t('log.loginTab'), children: <LogPanel kind={LogKind.login} /> },
          { key: 'operation', label: t('log.operationTab'), children: <LogPanel kind={LogKind.operation} /> },
          { key: 'request', label: t('log.requestTab'), children: <LogPanel kind={LogKind.request} /> },
          { key: 'exception', label: t('log.exceptionTab'), children: <LogPanel kind={LogKind.exception} /> },
        ]}
      />
    </Card>
  );
}

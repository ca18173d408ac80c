import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogPanel } from './LogPanel';
import { LogKind } from './log.api';

/** 系统日志: sign-in, request and exception logs, one tab each. */
export default function LogPage() {
  const { t } = useTranslation();
  return (
    <Card styles={{ body: { paddingTop: 4 } }}>
      <Tabs
        defaultActiveKey="login"
        items={[
          { key: 'login', label: t('log.loginTab'), children: <LogPanel kind={LogKind.login} /> },
          { key: 'request', label: t('log.requestTab'), children: <LogPanel kind={LogKind.request} /> },
          { key: 'exception', label: t('log.exceptionTab'), children: <LogPanel kind={LogKind.exception} /> },
        ]}
      />
    </Card>
  );
}

import { SyncOutlined } from '@ant-design/icons';
import { type DataSyncInput, type DataSyncJob, SYNC_CHECK, type SyncCheckCode, thousands } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Row, Select, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/request';
import { usePermission } from '../../../components/usePermission';
import { checkSync, executeSync, fetchProgress, fetchSourceGroups, fetchTables } from './data-sync.api';
import styles from './data-sync.module.css';
import { SyncProgress } from './SyncProgress';

interface Values {
  dbConnectionFrom?: string;
  dbConnectionTo?: string;
  dbTable?: string;
}

type Notice = { type: 'success' | 'info' | 'warning' | 'error'; text: string } | null;

/** 数据同步: copy one table from a data source into another, with the checks and a progress bar. */
export default function DataSyncPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { hasButton } = usePermission();
  const [form] = Form.useForm<Values>();
  const from = Form.useWatch('dbConnectionFrom', form);
  const [notice, setNotice] = useState<Notice>(null);
  const [jobId, setJobId] = useState<string | null>(null);

  const groups = useQuery({
    queryKey: ['systemData', 'dataSync', 'sources'],
    queryFn: ({ signal }) => fetchSourceGroups(signal),
  });
  const tables = useQuery({
    queryKey: ['systemData', 'dataSync', 'tables', from],
    queryFn: ({ signal }) => fetchTables(from as string, signal),
    enabled: !!from,
  });
  const progress = useQuery({
    queryKey: ['systemData', 'dataSync', 'progress', jobId],
    queryFn: ({ signal }) => fetchProgress(jobId as string, signal),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.state === 'running' || !query.state.data ? 400 : false),
  });
  const job: DataSyncJob | undefined = progress.data;
  const running = job?.state === 'running';

  const sourceOptions = (groups.data ?? []).map((g) => ({
    label: g.fullName,
    title: g.fullName,
    options: g.children.map((c) => ({ value: c.id, label: c.fullName })),
  }));
  const tableOptions = (tables.data?.list ?? []).map((x) => ({
    value: x.table,
    label: (
      <span className={styles.tableOption}>
        <span>{x.tableName ? `${x.table} (${x.tableName})` : x.table}</span>
        {x.sum !== null && x.sum !== undefined ? (
          <span className={styles.muted}>{thousands(x.sum)}</span>
        ) : null}
      </span>
    ),
    search: `${x.table} ${x.tableName ?? ''}`.toLowerCase(),
  }));

  const errorText = (error: unknown) =>
    error instanceof ApiError ? error.message : t('common.requestError');

  const execute = useMutation({
    mutationFn: (input: DataSyncInput & { type: SyncCheckCode }) => executeSync(input),
    onSuccess: (started) => {
      setNotice(null);
      setJobId(started.jobId);
    },
    onError: (error) => setNotice({ type: 'error', text: errorText(error) }),
  });

  const check = useMutation({
    mutationFn: (input: DataSyncInput) => checkSync(input),
    onError: (error) => setNotice({ type: 'error', text: errorText(error) }),
  });

  const values = async (): Promise<DataSyncInput | null> => {
    const v = await form.validateFields().catch(() => null);
    if (!v?.dbConnectionFrom || !v.dbConnectionTo || !v.dbTable) return null;
    return { dbConnectionFrom: v.dbConnectionFrom, dbConnectionTo: v.dbConnectionTo, dbTable: v.dbTable };
  };

  const describe = (code: SyncCheckCode, table: string): Notice => {
    if (code === SYNC_CHECK.sourceEmpty) return { type: 'info', text: t('dataSync.result1') };
    if (code === SYNC_CHECK.targetMissing) return { type: 'warning', text: t('dataSync.result2', { table }) };
    if (code === SYNC_CHECK.targetHasRows) return { type: 'warning', text: t('dataSync.result3', { table }) };
    return { type: 'success', text: t('dataSync.result0') };
  };

  const onCheck = async () => {
    const input = await values();
    if (!input) return;
    setNotice(null);
    const code = await check.mutateAsync(input).catch(() => null);
    if (code !== null) setNotice(describe(code, input.dbTable));
  };

  const onSync = async () => {
    const input = await values();
    if (!input) return;
    setNotice(null);
    const code = await check.mutateAsync(input).catch(() => null);
    if (code === null) return;
    if (code === SYNC_CHECK.sourceEmpty) {
      setNotice(describe(code, input.dbTable));
      return;
    }
    if (code === SYNC_CHECK.ok) {
      execute.mutate({ ...input, type: code });
      return;
    }
    const created = code === SYNC_CHECK.targetMissing;
    modal.confirm({
      title: t('common.tip'),
      content: created
        ? t('dataSync.result2Confirm', { table: input.dbTable })
        : t('dataSync.result3Confirm', { table: input.dbTable }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: !created },
      onOk: () => execute.mutateAsync({ ...input, type: code }).catch(() => undefined),
    });
  };

  const canSync = hasButton('btn_sync');
  const busy = check.isPending || execute.isPending || running;
  // Where the user is: choosing, checked, copying, finished.
  const step = job && job.state !== 'running' ? 3 : running || execute.isPending ? 2 : notice ? 1 : 0;

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('dataSync.intro')}</Typography.Paragraph>
      <Steps
        size="small"
        current={step}
        status={job?.state === 'failed' || notice?.type === 'error' ? 'error' : undefined}
        className={styles.steps}
        items={[
          { title: t('dataSync.steps.pick') },
          { title: t('dataSync.steps.check') },
          { title: t('dataSync.steps.sync') },
          { title: t('dataSync.steps.done') },
        ]}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        className={styles.form}
        onValuesChange={(changed) => {
          setNotice(null);
          if ('dbConnectionFrom' in changed) form.setFieldValue('dbTable', undefined);
        }}
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="dbConnectionFrom"
              label={t('dataSync.from')}
              rules={[{ required: true, message: t('dataSync.pickFrom') }]}
            >
              <Select
                options={sourceOptions}
                placeholder={t('dataSync.pickFrom')}
                loading={groups.isLoading}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="dbConnectionTo"
              label={t('dataSync.to')}
              dependencies={['dbConnectionFrom']}
              rules={[
                { required: true, message: t('dataSync.pickTo') },
                ({ getFieldValue }) => ({
                  validator: (_, value) =>
                    value && value === getFieldValue('dbConnectionFrom')
                      ? Promise.reject(new Error(t('dataSync.sameSource')))
                      : Promise.resolve(),
                }),
              ]}
            >
              <Select options={sourceOptions} placeholder={t('dataSync.pickTo')} loading={groups.isLoading} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="dbTable"
              label={t('dataSync.table')}
              rules={[{ required: true, message: t('dataSync.pickTable') }]}
            >
              <Select
                showSearch
                options={tableOptions}
                optionFilterProp="search"
                placeholder={t('dataSync.pickTable')}
                loading={tables.isFetching}
                disabled={!from}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {notice ? <Alert type={notice.type} showIcon message={notice.text} className={styles.result} /> : null}
      <Space>
        <Button
          onClick={() => void onCheck()}
          loading={check.isPending && !execute.isPending}
          disabled={busy}
        >
          {t('dataSync.check')}
        </Button>
        {canSync ? (
          <Button
            type="primary"
            icon={<SyncOutlined spin={running} />}
            onClick={() => void onSync()}
            disabled={busy}
          >
            {running ? t('dataSync.running') : t('dataSync.sync')}
          </Button>
        ) : null}
      </Space>
      {job ? <SyncProgress job={job} /> : null}
    </Card>
  );
}

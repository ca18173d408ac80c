import { ApiOutlined } from '@ant-design/icons';
import {
  DATA_SOURCE_DEFAULT_PORTS,
  DATA_SOURCE_TYPES,
  type DataSourceFields,
  type DataSourceTestResult,
  type DataSourceType,
} from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ApiError } from '../../../app/request';
import { FormModal } from '../../../components/admin/FormModal';
import { DescriptionItem } from '../../permission/organize/OrganizeFields';
import { fetchDataSource, fetchDbTypes, saveDataSource, testDataSource } from './data-source.api';
import styles from './data-source.module.css';

interface Values {
  dbType: DataSourceType;
  fullName: string;
  host?: string | null;
  port?: number | null;
  userName?: string | null;
  password?: string | null;
  serviceName?: string | null;
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

const SQLITE_FILE = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

function fieldsOf(values: Values): DataSourceFields {
  const sqlite = values.dbType === 'SQLite';
  const text = (v: string | null | undefined) => v?.trim() || null;
  return {
    dbType: values.dbType,
    fullName: values.fullName?.trim() ?? '',
    host: sqlite ? null : text(values.host),
    port: sqlite ? null : (values.port ?? null),
    userName: sqlite ? null : text(values.userName),
    password: sqlite ? null : values.password || null,
    serviceName: text(values.serviceName),
    dbSchema: null,
    tableSpace: null,
    sortCode: values.sortCode ?? 0,
    enabledMark: values.enabled === false ? 0 : 1,
    description: text(values.description),
  };
}

type TestState = { kind: 'ok'; result: DataSourceTestResult } | { kind: 'failed'; message: string } | null;

/** 新建/编辑 数据连接; `target` null is closed, '' is a new source, otherwise its id. */
export function DataSourceForm({ target, onClose }: { target: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const editing = target ? target : null;
  const [tested, setTested] = useState<TestState>(null);

  const info = useQuery({
    queryKey: ['systemData', 'dataSource', 'info', editing],
    queryFn: () => fetchDataSource(editing as string),
    enabled: editing !== null,
    gcTime: 0,
  });

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    setTested(null);
    if (!target)
      form.setFieldsValue({
        dbType: 'PostgreSQL',
        port: DATA_SOURCE_DEFAULT_PORTS.PostgreSQL,
        sortCode: 0,
        enabled: true,
      });
  }, [target, form]);
  useEffect(() => {
    if (!info.data) return;
    const d = info.data;
    form.setFieldsValue({
      dbType: (DATA_SOURCE_TYPES as readonly string[]).includes(d.dbType)
        ? (d.dbType as DataSourceType)
        : 'PostgreSQL',
      fullName: d.fullName,
      host: d.host,
      port: d.port,
      userName: d.userName,
      password: '',
      serviceName: d.serviceName,
      sortCode: d.sortCode,
      enabled: d.enabledMark === 1,
      description: d.description,
    });
  }, [info.data, form]);

  // The list comes from the dbType dictionary; types that cannot be connected to yet are shown disabled.
  const dictionary = useQuery({
    queryKey: ['system', 'dictionary', 'all', 'dbType'],
    queryFn: ({ signal }) => fetchDbTypes(signal),
    enabled: target !== null,
    staleTime: 60_000,
  });
  const supported = DATA_SOURCE_TYPES as readonly string[];
  const typeOptions = (
    dictionary.data?.length
      ? dictionary.data
      : DATA_SOURCE_TYPES.map((code) => ({ enCode: code, fullName: code }))
  ).map((item) => ({
    value: item.enCode,
    label: supported.includes(item.enCode)
      ? item.enCode === 'MySQL'
        ? 'MySQL / MariaDB'
        : item.fullName
      : `${item.fullName}（${t('dataSource.notSupported')}）`,
    disabled: !supported.includes(item.enCode),
  }));
  const dbType = Form.useWatch('dbType', form) ?? 'PostgreSQL';
  const sqlite = dbType === 'SQLite';

  const save = useMutation({
    mutationFn: (values: Values) => saveDataSource(editing, fieldsOf(values)),
    onSuccess: () => {
      toastSuccess(t('dataSource.saveSuccess'));
      void queryClient.invalidateQueries({ queryKey: ['systemData', 'dataSource'] });
      onClose();
    },
  });

  const test = useMutation({
    mutationFn: (values: Values) =>
      testDataSource({ ...fieldsOf(values), ...(editing ? { id: editing } : {}) }),
    onMutate: () => setTested(null),
    onSuccess: (result) => setTested({ kind: 'ok', result }),
    onError: (error) =>
      setTested({
        kind: 'failed',
        message: error instanceof ApiError ? error.message : t('dataSource.testFailed'),
      }),
  });
  const runTest = async () => {
    const names: (keyof Values)[] = sqlite
      ? ['dbType', 'serviceName']
      : ['dbType', 'host', 'port', 'userName', 'serviceName'];
    try {
      await form.validateFields(names);
    } catch {
      return;
    }
    test.mutate(form.getFieldsValue(true) as Values);
  };

  const onTypeChange = (type: DataSourceType) => {
    setTested(null);
    form.setFieldsValue({ port: DATA_SOURCE_DEFAULT_PORTS[type] });
  };

  return (
    <FormModal<Values>
      open={target !== null}
      title={editing ? t('dataSource.editTitle') : t('dataSource.add')}
      width={680}
      form={form}
      saving={save.isPending}
      loading={editing !== null && info.isLoading}
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="fullName"
            label={t('dataSource.fullName')}
            rules={[{ required: true, whitespace: true, message: t('dataSource.fullNameRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="dbType" label={t('dataSource.dbType')} rules={[{ required: true }]}>
            <Select onChange={onTypeChange} options={typeOptions} loading={dictionary.isLoading} />
          </Form.Item>
        </Col>
      </Row>
      {sqlite ? (
        <Form.Item
          name="serviceName"
          label={t('dataSource.sqliteFile')}
          extra={t('dataSource.sqliteFileHint')}
          rules={[
            { required: true, whitespace: true, message: t('dataSource.sqliteFileRequired') },
            { pattern: SQLITE_FILE, message: t('dataSource.sqliteFileRule') },
          ]}
        >
          <Input maxLength={100} placeholder={t('dataSource.sqliteFilePlaceholder')} />
        </Form.Item>
      ) : (
        <>
          <Row gutter={16}>
            <Col span={16}>
              <Form.Item
                name="host"
                label={t('dataSource.host')}
                rules={[{ required: true, whitespace: true, message: t('dataSource.hostRequired') }]}
              >
                <Input maxLength={255} placeholder={t('dataSource.hostPlaceholder')} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="port"
                label={t('dataSource.port')}
                rules={[{ required: true, message: t('dataSource.portRequired') }]}
              >
                <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="userName"
                label={t('dataSource.userName')}
                rules={[{ required: true, whitespace: true, message: t('dataSource.userNameRequired') }]}
              >
                <Input maxLength={100} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="password" label={t('dataSource.password')}>
                <Input.Password
                  maxLength={200}
                  autoComplete="new-password"
                  placeholder={info.data?.hasPassword ? t('dataSource.passwordKept') : undefined}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="serviceName"
            label={t('dataSource.serviceName')}
            rules={[{ required: true, whitespace: true, message: t('dataSource.serviceNameRequired') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </>
      )}
      <div className={styles.testRow}>
        <Button icon={<ApiOutlined />} loading={test.isPending} onClick={() => void runTest()}>
          {test.isPending ? t('dataSource.testing') : t('dataSource.test')}
        </Button>
        {tested ? (
          <Alert
            className={styles.testResult}
            showIcon
            type={tested.kind === 'ok' ? 'success' : 'error'}
            message={tested.kind === 'ok' ? tested.result.message : tested.message}
            data-testid="data-source-test-result"
          />
        ) : null}
      </div>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="sortCode" label={t('dataSource.sortCode')}>
            <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enabled" label={t('dataSource.state')} valuePropName="checked">
            <Switch checkedChildren={t('dataSource.enabled')} unCheckedChildren={t('dataSource.disabled')} />
          </Form.Item>
        </Col>
      </Row>
      <DescriptionItem />
    </FormModal>
  );
}

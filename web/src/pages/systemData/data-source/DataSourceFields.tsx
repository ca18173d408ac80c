import { ApiOutlined } from '@ant-design/icons';
import {
  DATA_SOURCE_DEFAULT_PORTS,
  DATA_SOURCE_TYPES,
  type DataSourceFields,
  type DataSourceTestResult,
  type DataSourceType,
} from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, type FormInstance, Input, InputNumber, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/request';
import type { ResourceRow } from '../../../components/resource/resource.types';
import { fetchDbTypes, testDataSource } from './data-source.api';
import styles from './data-source.module.css';

const SQLITE_FILE = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/** What the connection fields hold while the dialog is open. */
export interface DataSourceValues {
  dbType: DataSourceType;
  fullName: string;
  host?: string | null;
  port?: number | null;
  userName?: string | null;
  password?: string | null;
  serviceName?: string | null;
  sortCode?: number | null;
  enabledMark?: number;
  description?: string | null;
}

/** The body of a save or a test: a SQLite file needs no server, user or password. */
export function fieldsOf(values: DataSourceValues): DataSourceFields {
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
    enabledMark: values.enabledMark === 0 ? 0 : 1,
    description: text(values.description),
  };
}

/** The stored source as the form's values: the password is never sent back, an unknown type reads PostgreSQL. */
export function valuesOf(record: ResourceRow): Record<string, unknown> {
  const d = record as unknown as DataSourceValues;
  return {
    dbType: (DATA_SOURCE_TYPES as readonly string[]).includes(d.dbType) ? d.dbType : 'PostgreSQL',
    fullName: d.fullName,
    host: d.host,
    port: d.port,
    userName: d.userName,
    password: '',
    serviceName: d.serviceName,
    sortCode: d.sortCode,
    enabledMark: d.enabledMark,
    description: d.description,
  };
}

const useDbType = (form: FormInstance): DataSourceType => Form.useWatch('dbType', form) ?? 'PostgreSQL';

/** 数据库类型: the dbType dictionary's items; types that cannot be connected to yet are shown disabled. */
export function DbTypeField({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const dictionary = useQuery({
    queryKey: ['system', 'dictionary', 'all', 'dbType'],
    queryFn: ({ signal }) => fetchDbTypes(signal),
    staleTime: 60_000,
  });
  const supported = DATA_SOURCE_TYPES as readonly string[];
  const options = (
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
  return (
    <Form.Item name="dbType" label={t('dataSource.dbType')} rules={[{ required: true }]}>
      <Select
        onChange={(type: DataSourceType) => form.setFieldsValue({ port: DATA_SOURCE_DEFAULT_PORTS[type] })}
        options={options}
        loading={dictionary.isLoading}
      />
    </Form.Item>
  );
}

/** Where the database is: a SQLite file by name, or a server with its user and database. */
export function ConnectionFields({ form, hasPassword }: { form: FormInstance; hasPassword: boolean }) {
  const { t } = useTranslation();
  if (useDbType(form) === 'SQLite')
    return (
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
    );
  return (
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
              placeholder={hasPassword ? t('dataSource.passwordKept') : undefined}
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
  );
}

type TestAnswer = { kind: 'ok'; result: DataSourceTestResult } | { kind: 'failed'; message: string };

/** 测试连接 with what is typed (an edited source's stored password when none is typed); the answer beside it. */
export function ConnectionTest({ form, editingId }: { form: FormInstance; editingId: string | null }) {
  const { t } = useTranslation();
  // The answer is for the type it was asked with: another type is another connection.
  const [tested, setTested] = useState<(TestAnswer & { dbType: DataSourceType }) | null>(null);
  const dbType = useDbType(form);
  const shown = tested?.dbType === dbType ? tested : null;

  const test = useMutation({
    mutationFn: (values: DataSourceValues) =>
      testDataSource({ ...fieldsOf(values), ...(editingId ? { id: editingId } : {}) }),
    onMutate: () => setTested(null),
    onSuccess: (result, values) => setTested({ kind: 'ok', result, dbType: values.dbType }),
    onError: (error, values) =>
      setTested({
        kind: 'failed',
        message: error instanceof ApiError ? error.message : t('dataSource.testFailed'),
        dbType: values.dbType,
      }),
  });
  const run = async () => {
    const names =
      dbType === 'SQLite' ? ['dbType', 'serviceName'] : ['dbType', 'host', 'port', 'userName', 'serviceName'];
    try {
      await form.validateFields(names);
    } catch {
      return;
    }
    test.mutate(form.getFieldsValue(true) as DataSourceValues);
  };

  return (
    <div className={styles.testRow}>
      <Button icon={<ApiOutlined />} loading={test.isPending} onClick={() => void run()}>
        {test.isPending ? t('dataSource.testing') : t('dataSource.test')}
      </Button>
      {shown ? (
        <Alert
          className={styles.testResult}
          showIcon
          type={shown.kind === 'ok' ? 'success' : 'error'}
          message={shown.kind === 'ok' ? shown.result.message : shown.message}
          data-testid="data-source-test-result"
        />
      ) : null}
    </div>
  );
}

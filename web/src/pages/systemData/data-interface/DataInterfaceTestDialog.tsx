import { PlayCircleOutlined } from '@ant-design/icons';
import type { DataInterfaceResponse } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Col,
  Empty,
  Form,
  Input,
  Modal,
  Row,
  Segmented,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/request';
import { type AnswerRow, answerColumns, cellText, isRows } from './answer-table';
import { callInterface, DATA_INTERFACE_KEY, fetchInterface } from './data-interface.api';
import styles from './data-interface.module.css';

/** 测试: the parameters as inputs, the call, and its answer as a table or JSON with the time it took. */
export function DataInterfaceTestDialog({
  target,
  onClose,
}: {
  target: { id: string; fullName: string; enabledMark: number } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const [view, setView] = useState<'table' | 'json'>('table');
  const info = useQuery({
    queryKey: [...DATA_INTERFACE_KEY, 'info', target?.id],
    queryFn: () => fetchInterface(target?.id as string),
    enabled: target !== null,
    gcTime: 0,
  });
  const run = useMutation({
    mutationFn: (values: Record<string, string>) => {
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(values))
        if (v !== undefined && v !== null && v !== '') params[k] = String(v);
      return callInterface(target?.id as string, params);
    },
  });
  const reset = run.reset;
  useEffect(() => {
    if (target) {
      form.resetFields();
      reset();
    }
  }, [target, form, reset]);

  const params = info.data?.requestParameters ?? [];
  const answer: DataInterfaceResponse | undefined = run.data;
  const rows = isRows(answer?.data) ? answer.data : null;
  const columns = useMemo(() => {
    if (!rows) return [];
    return answerColumns(rows).map((k) => ({
      title: k,
      dataIndex: k,
      key: k,
      ellipsis: true,
      render: cellText,
    }));
  }, [rows]);

  return (
    <Modal
      open={target !== null}
      title={t('dataInterface.testTitle', { name: target?.fullName ?? '' })}
      width={960}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {target && target.enabledMark !== 1 ? (
        <Alert className={styles.gap} type="warning" showIcon title={t('dataInterface.disabledNote')} />
      ) : null}
      {info.isLoading ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => run.mutate(values)}
          className={styles.testForm}
        >
          {params.length > 0 ? (
            <Row gutter={12}>
              {params.map((p) => (
                <Col span={8} key={p.field}>
                  <Form.Item
                    name={p.field}
                    label={
                      <Space size={4}>
                        <span>{p.field}</span>
                        <Tag bordered={false}>{t(`dataInterface.paramTypes.${p.dataType}`)}</Tag>
                      </Space>
                    }
                    tooltip={p.description || undefined}
                    required={p.required === 1 && !p.defaultValue}
                  >
                    <Input placeholder={p.defaultValue ?? p.description ?? ''} allowClear />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          ) : (
            <Typography.Paragraph type="secondary">{t('dataInterface.noParams')}</Typography.Paragraph>
          )}
          <Button type="primary" htmlType="submit" icon={<PlayCircleOutlined />} loading={run.isPending}>
            {run.isPending ? t('dataInterface.running') : t('dataInterface.run')}
          </Button>
        </Form>
      )}
      <div className={styles.answer}>
        <div className={styles.answerHead}>
          <Typography.Text strong>{t('dataInterface.answer')}</Typography.Text>
          {answer ? (
            <Space size={8}>
              <Tag color="green" data-testid="interface-duration">
                {t('dataInterface.duration', { ms: answer.duration })}
              </Tag>
              {rows ? <Tag>{t('dataInterface.rows', { count: rows.length })}</Tag> : null}
              {rows ? (
                <Segmented
                  size="small"
                  value={view}
                  onChange={(v) => setView(v as 'table' | 'json')}
                  options={[
                    { value: 'table', label: t('dataInterface.asTable') },
                    { value: 'json', label: t('dataInterface.asJson') },
                  ]}
                />
              ) : null}
            </Space>
          ) : null}
        </div>
        {run.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('dataInterface.testFailed')}
            description={run.error instanceof ApiError ? run.error.message : t('common.requestError')}
          />
        ) : answer ? (
          rows && view === 'table' ? (
            <Table<AnswerRow>
              size="small"
              rowKey={(_, i) => String(i)}
              columns={columns}
              dataSource={rows}
              pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
            />
          ) : (
            <pre className={styles.json}>{JSON.stringify(answer.data, null, 2)}</pre>
          )
        ) : (
          <Typography.Paragraph type="secondary" className={styles.idle}>
            {t('dataInterface.testIdle')}
          </Typography.Paragraph>
        )}
      </div>
    </Modal>
  );
}

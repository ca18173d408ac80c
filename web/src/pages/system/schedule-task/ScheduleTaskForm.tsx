import { useMutation, useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ApiError } from '../../../app/request';
import { FormModal } from '../../../components/admin/FormModal';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { DescriptionItem, NameCodeRow } from '../../permission/organize/OrganizeFields';
import { InterfaceTaskFields } from '../../systemData/data-interface/InterfaceTaskFields';
import { fetchJobs, fetchTask, previewCron, saveTask } from './schedule-task.api';
import styles from './schedule-task.module.css';

interface Values {
  fullName: string;
  enCode: string;
  executeType: 'builtin' | 'interface';
  job: string;
  /** the data interface's parameter values (executeType 'interface') */
  interfaceParams?: Record<string, string | null>;
  cron: string;
  params?: Record<string, number | null>;
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

const PRESETS = [
  { key: 'everyMinute', cron: '* * * * *' },
  { key: 'everyHour', cron: '0 * * * *' },
  { key: 'daily2am', cron: '0 2 * * *' },
  { key: 'weeklyMonday', cron: '0 3 * * 1' },
  { key: 'monthly', cron: '0 4 1 * *' },
] as const;

/** Waits for typing to pause before asking the server about the expression. */
function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/** Under the cron box: the next five firings from the server, or what is wrong with the expression. */
function CronHelper({ cron }: { cron: string }) {
  const { t } = useTranslation();
  const expression = useDebounced(cron.trim(), 300);
  const preview = useQuery({
    queryKey: ['system', 'scheduleTask', 'preview', expression],
    queryFn: ({ signal }) => previewCron(expression, signal),
    enabled: expression !== '',
    retry: false,
    staleTime: 30_000,
  });
  if (!expression) return <div className={styles.helper}>{t('scheduleTask.cronHint')}</div>;
  if (preview.error)
    return (
      <div className={`${styles.helper} ${styles.helperError}`} role="alert" data-testid="cron-error">
        {preview.error instanceof ApiError ? preview.error.message : t('scheduleTask.cronInvalid')}
      </div>
    );
  return (
    <div className={styles.helper} data-testid="cron-next">
      <div className={styles.helperTitle}>{t('scheduleTask.nextTimes')}</div>
      {preview.data ? (
        <ol className={styles.nextList}>
          {preview.data.next.map((time) => (
            <li key={time}>{dayjs(time).format('YYYY-MM-DD HH:mm:ss ddd')}</li>
          ))}
        </ol>
      ) : (
        <span className={styles.muted}>…</span>
      )}
    </div>
  );
}

/** 新建/编辑 定时任务: name, code, the built-in job and its parameters, the cron with its next firings. */
export function ScheduleTaskForm({ target, onClose }: { target: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const editing = target || null;
  const cron = Form.useWatch('cron', form) ?? '';
  const job = Form.useWatch('job', form);
  const executeType = Form.useWatch('executeType', form) ?? 'builtin';

  const jobs = useQuery({
    queryKey: ['system', 'scheduleTask', 'jobs'],
    queryFn: fetchJobs,
    staleTime: Infinity,
  });
  const info = useQuery({
    queryKey: ['system', 'scheduleTask', 'info', editing],
    queryFn: () => fetchTask(editing as string),
    enabled: editing !== null,
    gcTime: 0,
  });

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    if (!target)
      form.setFieldsValue({
        executeType: 'builtin',
        job: 'pruneLogs',
        cron: '0 2 * * *',
        params: {},
        sortCode: 0,
        enabled: true,
      });
  }, [target, form]);
  useEffect(() => {
    if (!info.data) return;
    const d = info.data;
    form.setFieldsValue({
      fullName: d.fullName,
      enCode: d.enCode,
      executeType: d.executeType === 'interface' ? 'interface' : 'builtin',
      job: d.job,
      cron: d.cron,
      params: d.executeType === 'interface' ? {} : (d.params as Record<string, number>),
      interfaceParams:
        d.executeType === 'interface'
          ? Object.fromEntries(Object.entries(d.params).map(([k, v]) => [k, String(v)]))
          : {},
      sortCode: d.sortCode,
      enabled: d.enabledMark === 1,
      description: d.description,
    });
  }, [info.data, form]);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const params: Record<string, string | number> = {};
      if (values.executeType === 'interface') {
        for (const [name, value] of Object.entries(values.interfaceParams ?? {}))
          if (value?.trim()) params[name] = value;
      } else
        for (const [name, value] of Object.entries(values.params ?? {}))
          if (typeof value === 'number') params[name] = value;
      return saveTask(editing, {
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        executeType: values.executeType ?? 'builtin',
        cron: values.cron.trim(),
        job: values.job,
        params,
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description?.trim() || null,
      });
    },
    onSuccess: () => {
      toastSuccess(t('scheduleTask.saved'));
      onClose();
    },
  });

  const specs = executeType === 'interface' ? [] : (jobs.data?.list.find((j) => j.id === job)?.params ?? []);

  return (
    <FormModal<Values>
      open={target !== null}
      title={editing ? t('scheduleTask.editTitle') : t('scheduleTask.add')}
      width={680}
      form={form}
      saving={save.isPending}
      loading={editing !== null && info.isLoading}
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      <NameCodeRow
        nameLabel={t('scheduleTask.fullName')}
        codeLabel={t('scheduleTask.enCode')}
        storedName={info.data?.fullName}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="executeType" label={t('scheduleTask.executeType')}>
            <Select
              onChange={(value) => {
                form.setFieldsValue({
                  job: value === 'builtin' ? 'pruneLogs' : undefined,
                  params: {},
                  interfaceParams: {},
                });
              }}
              options={[
                { value: 'builtin', label: t('scheduleTask.builtin') },
                { value: 'interface', label: t('dataInterface.taskType') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          {executeType === 'interface' ? null : (
            <Form.Item
              name="job"
              label={t('scheduleTask.job')}
              rules={[{ required: true, message: t('scheduleTask.jobRequired') }]}
              extra={job ? t(`scheduleTask.jobs.${job}.hint`, { defaultValue: '' }) : undefined}
            >
              <Select
                loading={jobs.isLoading}
                onChange={() => form.setFieldValue('params', {})}
                options={(jobs.data?.list ?? []).map((j) => ({
                  value: j.id,
                  label: t(`scheduleTask.jobs.${j.id}.name`, { defaultValue: j.id }),
                }))}
              />
            </Form.Item>
          )}
        </Col>
      </Row>
      {executeType === 'interface' ? <InterfaceTaskFields interfaceId={job} /> : null}
      {specs.length ? (
        <Row gutter={16}>
          {specs.map((p) => (
            <Col span={12} key={p.name}>
              <Form.Item
                name={['params', p.name]}
                label={t(`scheduleTask.params.${p.name}`, { defaultValue: p.name })}
                extra={
                  p.default === null
                    ? t(`scheduleTask.params.${p.name}Empty`, { defaultValue: '' })
                    : t('scheduleTask.paramDefault', { value: p.default })
                }
              >
                <InputNumber
                  min={p.min}
                  max={p.max}
                  precision={0}
                  style={{ width: '100%' }}
                  placeholder={t('scheduleTask.paramRange', { min: p.min, max: p.max })}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      ) : null}
      <Form.Item
        name="cron"
        label={t('scheduleTask.cron')}
        rules={[{ required: true, whitespace: true, message: t('scheduleTask.cronRequired') }]}
        extra={
          <div>
            <Space size={[4, 4]} wrap className={styles.presets}>
              {PRESETS.map((p) => (
                <Tag.CheckableTag
                  key={p.key}
                  checked={cron.trim() === p.cron}
                  onChange={() => form.setFieldValue('cron', p.cron)}
                >
                  {t(`scheduleTask.presets.${p.key}`)}
                </Tag.CheckableTag>
              ))}
            </Space>
            <CronHelper cron={cron} />
          </div>
        }
      >
        <Input
          maxLength={200}
          className={styles.cronInput}
          placeholder="0 2 * * *"
          addonAfter={<Typography.Text type="secondary">{t('scheduleTask.cronFields')}</Typography.Text>}
        />
      </Form.Item>
      <Row gutter={16}>
        <SortStateFields ns="organize" span={12} />
      </Row>
      <DescriptionItem />
    </FormModal>
  );
}

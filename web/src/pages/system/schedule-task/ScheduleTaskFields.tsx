import { useQuery } from '@tanstack/react-query';
import { Col, Form, type FormInstance, Input, InputNumber, Row, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/request';
import { InterfaceTaskFields } from '../../systemData/data-interface/InterfaceTaskFields';
import { fetchJobs, previewCron } from './schedule-task.api';
import styles from './schedule-task.module.css';

/**
 * The odd fields of the 定时任务 form (the runtime's custom fields): what runs (a built-in job with its
 * parameters, or a data interface with its own) and when (the cron with presets and its next firings).
 */

const PRESETS = [
  { key: 'everyMinute', cron: '* * * * *' },
  { key: 'everyHour', cron: '0 * * * *' },
  { key: 'daily2am', cron: '0 2 * * *' },
  { key: 'weeklyMonday', cron: '0 3 * * 1' },
  { key: 'monthly', cron: '0 4 1 * *' },
] as const;

const useJobs = () =>
  useQuery({ queryKey: ['system', 'scheduleTask', 'jobs'], queryFn: fetchJobs, staleTime: Infinity });

const useExecuteType = (form: FormInstance) => Form.useWatch('executeType', form) ?? 'builtin';

/** 任务类型: a built-in job or a data interface; switching clears what the other kind had chosen. */
export function ExecuteTypeField({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** 执行内容 of a built-in task: the job, with what it does under it. */
export function JobField({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const jobs = useJobs();
  const job = Form.useWatch('job', form);
  const executeType = useExecuteType(form);
  if (executeType === 'interface') return null;
  return (
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
  );
}

/** The parameters of what runs: the built-in job's numbers, or the data interface and its values. */
export function JobParamsFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const jobs = useJobs();
  const job = Form.useWatch('job', form);
  const executeType = useExecuteType(form);
  if (executeType === 'interface') return <InterfaceTaskFields interfaceId={job} />;
  const specs = jobs.data?.list.find((j) => j.id === job)?.params ?? [];
  if (!specs.length) return null;
  return (
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
  );
}

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

/** Cron 表达式, with presets to pick and the next firings under it. */
export function CronField({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const cron: string = Form.useWatch('cron', form) ?? '';
  return (
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
  );
}

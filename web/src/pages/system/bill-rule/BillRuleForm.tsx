import {
  BILL_DATE_FORMATS,
  BILL_DIGIT_MAX,
  BILL_DIGIT_MIN,
  BILL_PREFIX,
  BILL_PREFIX_MAX,
  type BillDateFormat,
  billExample,
} from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { DescriptionItem, NameCodeRow } from '../../permission/organize/OrganizeFields';
import { fetchBillRule, saveBillRule } from './bill-rule.api';
import styles from './bill-rule.module.css';

interface Values {
  fullName: string;
  enCode: string;
  prefix?: string | null;
  dateFormat: BillDateFormat;
  digit: number | null;
  startNumber: string;
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

/** 新建/编辑 单据规则; `target` null is closed, '' is a new rule, otherwise the rule's id. */
export function BillRuleForm({ target, onClose }: { target: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const editing = target ? target : null;

  const info = useQuery({
    queryKey: ['system', 'billRule', 'info', editing],
    queryFn: () => fetchBillRule(editing as string),
    enabled: editing !== null,
    gcTime: 0,
  });

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    if (!target)
      form.setFieldsValue({ dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1', sortCode: 0, enabled: true });
  }, [target, form]);
  useEffect(() => {
    if (!info.data) return;
    const d = info.data;
    form.setFieldsValue({
      fullName: d.fullName,
      enCode: d.enCode,
      prefix: d.prefix,
      dateFormat: d.dateFormat,
      digit: d.digit,
      startNumber: d.startNumber,
      sortCode: d.sortCode,
      enabled: d.enabledMark === 1,
      description: d.description,
    });
  }, [info.data, form]);

  // 流水范例: recomputed from the fields as they are typed (the same function the server uses).
  const prefix = Form.useWatch('prefix', form);
  const dateFormat = Form.useWatch('dateFormat', form);
  const digit = Form.useWatch('digit', form);
  const startNumber = Form.useWatch('startNumber', form);
  const example = billExample({ prefix, dateFormat, digit, startNumber }, Date.now());

  const save = useMutation({
    mutationFn: (values: Values) =>
      saveBillRule(editing, {
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        prefix: values.prefix?.trim() || null,
        dateFormat: values.dateFormat,
        digit: Number(values.digit),
        startNumber: values.startNumber.trim(),
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description?.trim() || null,
      }),
    onSuccess: () => {
      toastSuccess(t('billRule.saveSuccess'));
      void queryClient.invalidateQueries({ queryKey: ['system', 'billRule'] });
      onClose();
    },
  });

  const issued = info.data?.outputNumber ?? null;

  return (
    <FormModal<Values>
      open={target !== null}
      title={editing ? t('billRule.editTitle') : t('billRule.add')}
      width={680}
      form={form}
      saving={save.isPending}
      loading={editing !== null && info.isLoading}
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      {issued ? (
        <Alert
          className={styles.issued}
          type="info"
          showIcon
          message={t('billRule.issuedHint', { number: issued })}
        />
      ) : null}
      <NameCodeRow
        nameLabel={t('billRule.fullName')}
        codeLabel={t('billRule.enCode')}
        storedName={info.data?.fullName}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="prefix"
            label={t('billRule.prefix')}
            rules={[{ pattern: BILL_PREFIX, message: t('billRule.prefixRule') }]}
          >
            <Input maxLength={BILL_PREFIX_MAX} placeholder={t('billRule.prefixPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="dateFormat" label={t('billRule.dateFormat')} rules={[{ required: true }]}>
            <Select
              options={BILL_DATE_FORMATS.map((f) => ({ value: f, label: t(`billRule.formats.${f}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="digit"
            label={t('billRule.digit')}
            tooltip={t('billRule.digitHint', { min: BILL_DIGIT_MIN, max: BILL_DIGIT_MAX })}
            rules={[{ required: true, message: t('billRule.digitRequired') }]}
          >
            <InputNumber min={BILL_DIGIT_MIN} max={BILL_DIGIT_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="startNumber"
            label={t('billRule.startNumber')}
            dependencies={['digit']}
            rules={[
              { required: true, whitespace: true, message: t('billRule.startRequired') },
              { pattern: /^\d*$/, message: t('billRule.startDigits') },
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) => {
                  const width = Number(getFieldValue('digit'));
                  const text = value?.trim() ?? '';
                  if (!/^\d+$/.test(text) || !width || String(Number(text)).length <= width)
                    return Promise.resolve();
                  return Promise.reject(new Error(t('billRule.startTooLong', { digit: width })));
                },
              }),
            ]}
          >
            <Input maxLength={BILL_DIGIT_MAX} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label={t('billRule.example')} tooltip={t('billRule.exampleHint')}>
            <Input readOnly value={example} className={styles.example} aria-label={t('billRule.example')} />
          </Form.Item>
        </Col>
        <SortStateFields ns="organize" span={6} />
      </Row>
      <DescriptionItem />
    </FormModal>
  );
}

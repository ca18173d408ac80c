import { billExample } from '@app/common';
import { Alert, Form, type FormInstance, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './bill-rule.module.css';

/** 当前流水号 in the list: the last number issued, or 未生成 with the rule's example on hover. */
export function IssuedNumber({ value, example }: { value: unknown; example: unknown }) {
  const { t } = useTranslation();
  return typeof value === 'string' && value ? (
    <Typography.Text code className={styles.number}>
      {value}
    </Typography.Text>
  ) : (
    <span className={styles.muted} title={t('billRule.exampleTitle', { example: String(example ?? '') })}>
      {t('billRule.notIssued')}
    </span>
  );
}

/** Above the form of a rule that has issued numbers: its current number. */
export function IssuedHint({ number }: { number: unknown }) {
  const { t } = useTranslation();
  if (typeof number !== 'string' || !number) return null;
  return (
    <Alert className={styles.issued} type="info" showIcon message={t('billRule.issuedHint', { number })} />
  );
}

/** 流水范例: recomputed from the fields as they are typed (the same function the server uses). */
export function ExampleField({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const prefix = Form.useWatch('prefix', form);
  const dateFormat = Form.useWatch('dateFormat', form);
  const digit = Form.useWatch('digit', form);
  const startNumber = Form.useWatch('startNumber', form);
  const example = billExample({ prefix, dateFormat, digit, startNumber }, Date.now());
  return (
    <Form.Item label={t('billRule.example')} tooltip={t('billRule.exampleHint')}>
      <Input readOnly value={example} className={styles.example} aria-label={t('billRule.example')} />
    </Form.Item>
  );
}

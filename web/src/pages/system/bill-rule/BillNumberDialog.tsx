import type { BillNumberPreview, BillRuleRow } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../app/request';
import { Permission } from '../../../components/Permission';
import styles from './bill-rule.module.css';

const base = '/api/system/BillRule';

/**
 * 生成单号: the number the rule would issue now (nothing is issued by looking), and, behind btn_issue, one
 * number issued as a form would take it (to check a rule, or to number a paper document by hand).
 */
export function BillNumberDialog({ rule, onClose }: { rule: BillRuleRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const preview = useQuery({
    queryKey: ['system', 'billRule', 'preview', rule.id],
    queryFn: () => http.get<BillNumberPreview>(`${base}/${rule.id}/Actions/Preview`),
  });
  const issue = useMutation({
    mutationFn: () => http.post<string>(`${base}/${rule.id}/Actions/Issue`),
    onSuccess: () => {
      void preview.refetch();
      void client.invalidateQueries({ queryKey: ['system', 'billRule'] });
    },
  });
  const number = (value: string | null | undefined, empty: string) =>
    value ? (
      <Typography.Text code copyable className={styles.number}>
        {value}
      </Typography.Text>
    ) : (
      <span className={styles.muted}>{empty}</span>
    );
  return (
    <Modal
      open
      width={520}
      title={t('billRule.numberTitle', { name: rule.fullName })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('billRule.close')}
        </Button>,
        <Permission key="issue" code="btn_issue">
          <Button
            type="primary"
            loading={issue.isPending}
            disabled={!preview.data?.next}
            onClick={() => issue.mutate()}
          >
            {t('billRule.issueOne')}
          </Button>
        </Permission>,
      ]}
    >
      <Spin spinning={preview.isLoading}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('billRule.nextNumber')}>
            {number(preview.data?.next, t('billRule.exhausted'))}
          </Descriptions.Item>
          <Descriptions.Item label={t('billRule.outputNumber')}>
            {number(preview.data?.last, t('billRule.notIssued'))}
          </Descriptions.Item>
          {issue.data ? (
            <Descriptions.Item label={t('billRule.issued')}>{number(issue.data, '')}</Descriptions.Item>
          ) : null}
        </Descriptions>
        <Typography.Paragraph type="secondary" className={styles.numberHint}>
          {t('billRule.previewHint')}
        </Typography.Paragraph>
      </Spin>
    </Modal>
  );
}

import { type FormData, subTables, valueFields } from '@app/common/form';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OnlineCalls } from './dynamic-model.api';
import styles from './dynamic-model.module.css';
import { displayText, recordOf } from './model-list';
import { FormFrame } from './RecordDialog';

/** 详情: a record as display text (DataChange: names for ids, dictionary labels, formatted times). */
export function DetailDialog({
  form,
  calls,
  id,
  onClose,
}: {
  form: FormData;
  calls: OnlineCalls;
  id: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const record = useQuery({
    queryKey: ['dynamicModel', 'detail', id],
    queryFn: () => calls.detail(id).then(recordOf),
    gcTime: 0,
  });
  const values = record.data ?? {};
  const fields = valueFields(form.fields).filter((f) => !f.subTable && !f.control.__config__.noShow);
  const tables = subTables(form.fields);
  return (
    <FormFrame
      form={form}
      title={t('dynamicModel.detailTitle')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('dynamicModel.close')}</Button>}
    >
      {record.isLoading ? (
        <Spin className={styles.dialogSpin} />
      ) : (
        <>
          <Descriptions bordered size="small" column={1} className={styles.detail}>
            {fields.map(({ control, vModel }) => (
              <Descriptions.Item key={vModel} label={control.__config__.label}>
                {displayText(values[vModel])}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {tables.map((table) => {
            const vModel = table.__vModel__ ?? '';
            const rows = Array.isArray(values[vModel]) ? (values[vModel] as Record<string, unknown>[]) : [];
            const columns = valueFields(table.__config__.children as FormData['fields']).map((c) => ({
              key: c.vModel,
              title: c.control.__config__.label,
              render: (_: unknown, row: Record<string, unknown>) => displayText(row[c.vModel]),
            }));
            return (
              <div key={vModel} className={styles.detailTable}>
                <Typography.Text strong>{table.__config__.label}</Typography.Text>
                <Table
                  size="small"
                  pagination={false}
                  rowKey={(_, index) => String(index)}
                  columns={columns}
                  dataSource={rows}
                />
              </div>
            );
          })}
        </>
      )}
    </FormFrame>
  );
}

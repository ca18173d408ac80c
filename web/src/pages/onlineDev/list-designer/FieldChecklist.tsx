import { Button, Checkbox, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListField } from './column-edit';
import styles from './list-designer.module.css';

/** The form's fields on the left: ticking one adds it to the list's columns (or search), unticking removes it. */
export function FieldChecklist({
  fields,
  chosen,
  onToggle,
  onAddAll,
}: {
  fields: readonly ListField[];
  chosen: ReadonlySet<string>;
  onToggle: (field: ListField, on: boolean) => void;
  onAddAll: () => void;
}) {
  const { t } = useTranslation();
  if (!fields.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listDesigner.noFields')} />;
  return (
    <div className={styles.checklist}>
      <Button
        size="small"
        type="link"
        onClick={onAddAll}
        disabled={fields.every((f) => chosen.has(f.vModel))}
      >
        {t('listDesigner.addAll')}
      </Button>
      {fields.map((field) => (
        <Checkbox
          key={field.vModel}
          checked={chosen.has(field.vModel)}
          onChange={(e) => onToggle(field, e.target.checked)}
          className={styles.check}
        >
          {field.label}
          <Typography.Text type="secondary" className={styles.vModel}>
            {field.vModel}
          </Typography.Text>
        </Checkbox>
      ))}
    </div>
  );
}

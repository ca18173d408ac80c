import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormControl } from '@app/common/form';
import { AutoComplete, Button, Input } from 'antd';
import type { FieldPick } from './designer.api';
import { useDesignerEnv } from './designer-context';
import styles from './panel.module.css';
import type { EditControl } from './useEditControl';

interface ColumnOption {
  value: string;
  label: string;
}

const columnsOf = (control: FormControl): ColumnOption[] =>
  Array.isArray(control.columnOptions) ? (control.columnOptions as ColumnOption[]) : [];

/**
 * The columns a relation-form or popup-select dialog lists (columnOptions: field and heading); the field
 * is typed or picked from what the form or interface offers, the heading follows it when left alone.
 */
export function ColumnOptionsEditor({
  control,
  edit,
  fields,
}: {
  control: FormControl;
  edit: EditControl;
  fields: readonly FieldPick[];
}) {
  const { texts } = useDesignerEnv();
  const columns = columnsOf(control);
  const set = (property: string, next: ColumnOption[]) =>
    edit(property, (c) => {
      c.columnOptions = next;
    });
  const labelOf = (value: string) => fields.find((field) => field.value === value)?.label ?? '';
  return (
    <>
      {columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns have no id; their place is their identity here
        <div key={index} className={styles.rowEditor}>
          <AutoComplete
            value={column.value}
            placeholder={texts.refs.columnValue}
            options={fields.map((field) => ({
              value: field.value,
              label: `${field.label} (${field.value})`,
            }))}
            onChange={(value: string) =>
              set(
                `col${index}v`,
                columns.map((c, i) => (i === index ? { value, label: c.label || labelOf(value) } : c)),
              )
            }
          />
          <Input
            value={column.label}
            placeholder={texts.refs.columnLabel}
            onChange={(e) =>
              set(
                `col${index}l`,
                columns.map((c, i) => (i === index ? { ...c, label: e.target.value } : c)),
              )
            }
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={texts.options.remove}
            onClick={() =>
              set(
                '',
                columns.filter((_, i) => i !== index),
              )
            }
          />
        </div>
      ))}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => set('', [...columns, { value: '', label: '' }])}
      >
        {texts.refs.addColumn}
      </Button>
    </>
  );
}

import type { FormControl } from '@app/common/form';
import { Alert, AutoComplete, Button, Divider, Form } from 'antd';
import { useState } from 'react';
import { ColumnOptionsEditor } from './ColumnOptionsEditor';
import { errorText, interfaceColumns, useDataInterfaces } from './designer.api';
import { useDesignerEnv } from './designer-context';
import { say } from './designer-texts';
import { TreePick } from './panel-parts';
import type { EditControl } from './useEditControl';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * 弹窗选择: the data interface whose rows the dialog lists, the field stored and the one shown, and the
 * dialog's columns. The fields can be read from the interface's first row.
 */
export function PopupSelectProps({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts } = useDesignerEnv();
  const t = texts.refs;
  const interfaces = useDataInterfaces(true);
  const interfaceId = text(control.interfaceId);
  const [columns, setColumns] = useState<string[]>([]);
  const [reading, setReading] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });
  const read = () => {
    setReading({ busy: true, message: null });
    interfaceColumns(interfaceId)
      .then((found) => {
        setColumns(found);
        setReading({ busy: false, message: found.length ? null : t.noFields });
      })
      .catch((error: unknown) =>
        setReading({ busy: false, message: say(texts.options.loadFailed, { message: errorText(error) }) }),
      );
  };
  const fieldOptions = columns.map((column) => ({ value: column, label: column }));
  const pick = (key: 'propsValue' | 'relationField', label: string) => (
    <Form.Item label={label}>
      <AutoComplete
        value={text(control[key])}
        options={fieldOptions}
        onChange={(field: string) =>
          edit(key, (c) => {
            c[key] = field;
          })
        }
      />
    </Form.Item>
  );
  return (
    <>
      <TreePick
        label={t.interface}
        query={interfaces}
        value={interfaceId}
        onChange={(id) => {
          setColumns([]);
          edit('', (c) => {
            c.interfaceId = id;
          });
        }}
      />
      <Form.Item label=" ">
        <Button size="small" disabled={!interfaceId} loading={reading.busy} onClick={read}>
          {t.readFields}
        </Button>
      </Form.Item>
      {reading.message && (
        <Alert type="warning" showIcon title={reading.message} style={{ marginBottom: 8 }} />
      )}
      {pick('propsValue', t.propsValue)}
      {pick('relationField', t.popupRelationField)}
      <Divider plain>{t.columns}</Divider>
      <ColumnOptionsEditor control={control} edit={edit} fields={fieldOptions} />
    </>
  );
}

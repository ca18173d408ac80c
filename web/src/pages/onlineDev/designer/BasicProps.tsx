import { catalogueEntry, type FormControl, holdsValue, isContainer, isSubTable } from '@app/common/form';
import { Form, Input, InputNumber, Select, Slider, Switch } from 'antd';
import { DefaultValueEditor } from './DefaultValueEditor';
import { useDesignerEnv } from './designer-context';
import { childTableChoices, columnChoices, SPAN_MAX, SPAN_MIN, SPAN_STEP, spanOf } from './prop-values';
import { bindColumn, bindSubTable } from './table-binding';
import type { EditControl } from './useEditControl';

const has = (holder: object, key: string) => Object.hasOwn(holder, key);

/** The properties every control shares: type, field, label, width, placeholder, default, required, hidden. */
export function BasicProps({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts, lang, tables, designer } = useDesignerEnv();
  const config = control.__config__;
  const t = texts.panel;
  const key = config.jnpfKey;
  const valued = holdsValue(key) && !isContainer(control);
  const spanMarks = { 6: '6', 12: '12', 18: '18', 24: '24' };
  return (
    <>
      <Form.Item label={t.controlType}>
        <Input value={catalogueEntry(key)?.label[lang] ?? key} disabled />
      </Form.Item>
      {valued && <FieldBinding control={control} edit={edit} />}
      {isSubTable(control) && tables.length > 0 && (
        <Form.Item label={t.childTable}>
          <Select
            value={config.tableName || undefined}
            placeholder={t.fieldPick}
            options={childTableChoices(designer.form, control, tables).map((table) => ({
              value: table,
              label: table,
            }))}
            onChange={(table: string) => edit('tableName', (c) => bindSubTable(c, table))}
          />
        </Form.Item>
      )}
      <Form.Item label={t.label}>
        <Input
          value={config.label}
          onChange={(e) =>
            edit('label', (c) => {
              c.__config__.label = e.target.value;
            })
          }
        />
      </Form.Item>
      {!isContainer(control) && (
        <Form.Item label={t.showLabel}>
          <Switch
            checked={config.showLabel !== false}
            onChange={(on) =>
              edit('showLabel', (c) => {
                c.__config__.showLabel = on;
              })
            }
          />
        </Form.Item>
      )}
      {!isContainer(control) && config.showLabel !== false && (
        <Form.Item label={t.labelWidth}>
          <InputNumber
            min={0}
            max={400}
            value={typeof config.labelWidth === 'number' ? config.labelWidth : null}
            placeholder={String(designer.form.labelWidth ?? 100)}
            onChange={(width) =>
              edit('labelWidth', (c) => {
                c.__config__.labelWidth = typeof width === 'number' ? width : undefined;
              })
            }
          />
        </Form.Item>
      )}
      {isSubTable(control) && (
        <Form.Item label={t.showTitle}>
          <Switch
            checked={config.showTitle !== false}
            onChange={(on) =>
              edit('showTitle', (c) => {
                c.__config__.showTitle = on;
              })
            }
          />
        </Form.Item>
      )}
      <Form.Item label={t.span}>
        <Slider
          min={SPAN_MIN}
          max={SPAN_MAX}
          step={SPAN_STEP}
          marks={spanMarks}
          value={spanOf(control)}
          onChange={(span: number) =>
            edit('span', (c) => {
              c.__config__.span = span;
            })
          }
        />
      </Form.Item>
      {has(control, 'placeholder') && (
        <Form.Item label={t.placeholder}>
          <Input
            value={String(control.placeholder ?? '')}
            onChange={(e) =>
              edit('placeholder', (c) => {
                c.placeholder = e.target.value;
              })
            }
          />
        </Form.Item>
      )}
      {key === 'comInput' &&
        (['prepend', 'append'] as const).map((slot) => (
          <Form.Item key={slot} label={t[slot]}>
            <Input
              value={String(control.__slot__?.[slot] ?? '')}
              onChange={(e) =>
                edit(slot, (c) => {
                  c.__slot__ = { ...c.__slot__, [slot]: e.target.value };
                })
              }
            />
          </Form.Item>
        ))}
      {key === 'divider' && (
        <Form.Item label={t.dividerText}>
          <Input
            value={String(control.__slot__?.default ?? '')}
            onChange={(e) =>
              edit('slotDefault', (c) => {
                c.__slot__ = { ...c.__slot__, default: e.target.value };
              })
            }
          />
        </Form.Item>
      )}
      {key === 'JNPFText' && (
        <Form.Item label={t.textContent}>
          <Input.TextArea
            autoSize
            value={String(config.defaultValue ?? '')}
            onChange={(e) =>
              edit('defaultValue', (c) => {
                c.__config__.defaultValue = e.target.value;
              })
            }
          />
        </Form.Item>
      )}
      {valued && key !== 'JNPFText' && <DefaultValueEditor control={control} edit={edit} />}
      {valued && has(config, 'required') && (
        <Form.Item label={t.required}>
          <Switch
            checked={config.required === true}
            onChange={(on) =>
              edit('required', (c) => {
                c.__config__.required = on;
              })
            }
          />
        </Form.Item>
      )}
      {has(config, 'noShow') && (
        <Form.Item label={t.noShow}>
          <Switch
            checked={config.noShow === true}
            onChange={(on) =>
              edit('noShow', (c) => {
                c.__config__.noShow = on;
              })
            }
          />
        </Form.Item>
      )}
    </>
  );
}

/** The field a control stores into: automatic on a form without tables, a column of the bound tables otherwise. */
function FieldBinding({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts, tables, designer } = useDesignerEnv();
  if (!tables.length)
    return (
      <Form.Item label={texts.panel.field} tooltip={texts.panel.fieldAuto}>
        <Input value={control.__vModel__ ?? ''} disabled />
      </Form.Item>
    );
  return (
    <Form.Item label={texts.panel.field}>
      <Select
        showSearch
        allowClear
        value={control.__vModel__ || undefined}
        placeholder={texts.panel.fieldPick}
        options={columnChoices(designer.form, control, tables)}
        onChange={(field?: string) =>
          edit('vModel', (c) => bindColumn(designer.form, c, field ?? '', tables))
        }
      />
    </Form.Item>
  );
}

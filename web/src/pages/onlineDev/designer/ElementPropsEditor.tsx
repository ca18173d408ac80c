import type { FormControl } from '@app/common/form';
import { ColorPicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { chosenSummaryFields } from '../../../components/designed-form/sub-table';
import { useDesignerEnv } from './designer-context';
import type { DesignerTexts } from './designer-texts';
import { type ElementProp, elementProps, propValue, readProp, storedValue, writeProp } from './element-props';
import { defaultForMultiple, setSummaryFields, summaryChoices } from './prop-values';
import type { EditControl } from './useEditControl';

/** A select option's name: the texts' word for a known value ('right' → 右侧), the value itself otherwise. */
function optionLabel(texts: DesignerTexts, key: string, value: string | number): string {
  if (key === 'level') return texts.values[`level${value}` as keyof DesignerTexts['values']] ?? String(value);
  if (value === '') return key === 'controls-position' ? texts.values.default : texts.values.none;
  const word = texts.values[String(value) as keyof DesignerTexts['values']];
  return word ?? String(value);
}

function PropInput({ control, prop, edit }: { control: FormControl; prop: ElementProp; edit: EditControl }) {
  const { texts } = useDesignerEnv();
  const { editor } = prop;
  const value = propValue(readProp(control, prop), editor);
  const set = (input: unknown) =>
    edit(prop.key, (c) => {
      writeProp(c, prop, storedValue(input, editor));
      // a multiple select holds a list: its default follows
      if (prop.key === 'multiple')
        c.__config__.defaultValue = defaultForMultiple(input === true, c.__config__.defaultValue);
    });
  switch (editor.kind) {
    case 'switch':
      return <Switch checked={value === true} onChange={set} />;
    case 'number':
      return (
        <InputNumber
          value={value as number | null}
          min={editor.min}
          max={editor.max}
          step={editor.step}
          style={{ width: '100%' }}
          onChange={set}
        />
      );
    case 'color':
      return (
        <ColorPicker
          allowClear
          value={(readProp(control, prop) as string | null) ?? undefined}
          onChange={(color) => set(color.toHexString())}
          onClear={() => set(null)}
          showText
        />
      );
    case 'select':
      return (
        <Select
          value={value as string | number}
          options={editor.options.map((option) => ({
            value: option,
            label: optionLabel(texts, prop.key, option),
          }))}
          onChange={set}
        />
      );
    default:
      return <Input value={value as string} onChange={(e) => set(e.target.value)} />;
  }
}

/** 合计列: which number columns the sub-table's 合计 row sums; none chosen sums them all (v3.2). */
function SummaryFieldInput({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts } = useDesignerEnv();
  return (
    <Form.Item label={texts.prop.summaryField}>
      <Select
        mode="multiple"
        allowClear
        data-testid="designer-summary-field"
        disabled={control['show-summary'] !== true}
        placeholder={texts.prop.summaryFieldAll}
        value={chosenSummaryFields(control)}
        options={summaryChoices(control)}
        onChange={(chosen: string[]) => edit('summaryField', (c) => setSummaryFields(c, chosen))}
      />
    </Form.Item>
  );
}

/** 组件属性: the control's own settings (limits, formats, switches…), from the element-props table. */
export function ElementPropsEditor({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts } = useDesignerEnv();
  return (
    <>
      {elementProps(control.__config__.jnpfKey).map((prop) => (
        <Form.Item key={prop.key} label={texts.prop[prop.text as keyof DesignerTexts['prop']]}>
          <PropInput control={control} prop={prop} edit={edit} />
        </Form.Item>
      ))}
      {control.__config__.jnpfKey === 'table' && <SummaryFieldInput control={control} edit={edit} />}
    </>
  );
}

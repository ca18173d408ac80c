import type { FormControl } from '@app/common/form';
import { Form, Input, InputNumber, Rate, Select, Slider, Switch } from 'antd';
import { staticOptions } from '../../../components/designed-form/control-values';
import { useDesignerEnv } from './designer-context';
import { defaultValueKind } from './prop-values';
import type { EditControl } from './useEditControl';

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const numberProp = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * The default value, edited as the control stores it. Choices pick from the static options; a control
 * whose options come from a dictionary or interface, and the pickers, start empty (their values are ids
 * that only exist at run time).
 */
export function DefaultValueEditor({ control, edit }: { control: FormControl; edit: EditControl }) {
  const { texts } = useDesignerEnv();
  const kind = defaultValueKind(control);
  const value = control.__config__.defaultValue;
  const set = (next: unknown) =>
    edit('defaultValue', (c) => {
      c.__config__.defaultValue = next;
    });
  const staticSource = (control.__config__.dataType ?? 'static') === 'static';
  const options = staticOptions(control).map((option) => ({
    value: String(option.id),
    label: option.fullName,
  }));
  let editor: React.ReactNode = null;
  if (kind === 'text')
    editor = <Input value={typeof value === 'string' ? value : ''} onChange={(e) => set(e.target.value)} />;
  else if (kind === 'number')
    editor = (
      <InputNumber
        value={asNumber(value)}
        min={asNumber(control.min) ?? undefined}
        max={asNumber(control.max) ?? undefined}
        onChange={(n) => set(typeof n === 'number' ? n : undefined)}
      />
    );
  else if (kind === 'switch') {
    const on = control['active-value'] ?? 1;
    const off = control['inactive-value'] ?? 0;
    editor = (
      <Switch checked={value === on || value === true} onChange={(checked) => set(checked ? on : off)} />
    );
  } else if ((kind === 'choice' || kind === 'choices') && staticSource)
    editor = (
      <Select
        allowClear
        mode={kind === 'choices' ? 'multiple' : undefined}
        value={
          kind === 'choices'
            ? Array.isArray(value)
              ? value.map(String)
              : []
            : value === '' || value == null
              ? undefined
              : String(value)
        }
        options={options}
        onChange={(picked) => set(picked ?? (kind === 'choices' ? [] : ''))}
      />
    );
  else if (kind === 'rate')
    editor = (
      <Rate
        count={numberProp(control.max, 5)}
        allowHalf={control['allow-half'] === true}
        value={asNumber(value) ?? 0}
        onChange={set}
      />
    );
  else if (kind === 'slider')
    editor = (
      <Slider
        min={numberProp(control.min, 0)}
        max={numberProp(control.max, 100)}
        step={numberProp(control.step, 1)}
        value={asNumber(value) ?? numberProp(control.min, 0)}
        onChange={(n: number) => set(n)}
      />
    );
  if (!editor) return null;
  return <Form.Item label={texts.panel.defaultValue}>{editor}</Form.Item>;
}

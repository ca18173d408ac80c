import type { FieldState } from '@app/common/form';
import { Cascader, Checkbox, Radio, Select, TreeSelect } from 'antd';
import type { ElementProps } from './control-props';
import { type ChoiceOption, placeholderOf } from './control-values';
import { useControlOptions } from './useControlOptions';

/** The choice controls (radio, checkbox, select, cascader, tree select) over useControlOptions. */

type ChoiceProps = ElementProps & { state?: FieldState };

/** A stored choice is an id; numbers from hand-made records compare as their text. */
const asKey = (value: unknown) =>
  value === null || value === undefined || value === '' ? undefined : String(value);
const asKeys = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string' && value !== ''
      ? value.split(',')
      : [];

export function RadioControl({ control, value, onChange, disabled, state }: ChoiceProps) {
  const options = useControlOptions(control, state);
  const button = control.__config__.optionType === 'button';
  return (
    <Radio.Group
      value={asKey(value)}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      optionType={button ? 'button' : 'default'}
      options={options.map(({ label, value }) => ({ label, value }))}
    />
  );
}

export function CheckboxControl({ control, value, onChange, disabled, state }: ChoiceProps) {
  const options = useControlOptions(control, state);
  return (
    <Checkbox.Group
      value={asKeys(value)}
      onChange={(next) => onChange(next)}
      disabled={disabled}
      options={options.map(({ label, value }) => ({ label, value }))}
    />
  );
}

export function SelectControl({ control, value, onChange, disabled, texts, state, id }: ChoiceProps) {
  const options = useControlOptions(control, state);
  const multiple = control.multiple === true;
  return (
    <Select
      id={id}
      value={multiple ? asKeys(value) : asKey(value)}
      onChange={(next) => onChange(next ?? (multiple ? [] : ''))}
      mode={multiple ? 'multiple' : undefined}
      options={options}
      placeholder={placeholderOf(control, texts, true)}
      disabled={disabled}
      allowClear={control.clearable !== false}
      showSearch={control.filterable === true ? { optionFilterProp: 'label' } : false}
      style={{ width: '100%' }}
    />
  );
}

const cascaderMultiple = (control: ElementProps['control']) =>
  (control.props as { props?: { multiple?: boolean } } | undefined)?.props?.multiple === true;

/** The cascader's value is the path of ids (a list of paths when multiple). */
export function CascaderControl({ control, value, onChange, disabled, texts, state, id }: ChoiceProps) {
  const options = useControlOptions(control, state);
  const common = {
    id,
    options,
    placeholder: placeholderOf(control, texts, true),
    disabled,
    allowClear: control.clearable !== false,
    showSearch: control.filterable === true,
    style: { width: '100%' },
    displayRender: (labels: string[]) =>
      control['show-all-levels'] === false
        ? labels[labels.length - 1]
        : labels.join(typeof control.separator === 'string' ? control.separator : '/'),
  };
  if (cascaderMultiple(control)) {
    const paths = Array.isArray(value) ? value.filter(Array.isArray).map((path) => path.map(String)) : [];
    return <Cascader {...common} multiple value={paths} onChange={(next) => onChange(next ?? [])} />;
  }
  return <Cascader {...common} value={asKeys(value)} onChange={(next) => onChange(next ?? [])} />;
}

interface TreeNode {
  title: string;
  value: string;
  children?: TreeNode[];
}

const treeData = (options: ChoiceOption[]): TreeNode[] =>
  options.map((option) => ({
    title: option.label,
    value: option.value,
    ...(option.children ? { children: treeData(option.children) } : {}),
  }));

export function TreeSelectControl({ control, value, onChange, disabled, texts, state, id }: ChoiceProps) {
  const options = useControlOptions(control, state);
  const multiple = control.multiple === true;
  return (
    <TreeSelect
      id={id}
      value={multiple ? asKeys(value) : asKey(value)}
      onChange={(next) => onChange(next ?? (multiple ? [] : null))}
      treeData={treeData(options)}
      multiple={multiple}
      treeDefaultExpandAll
      placeholder={placeholderOf(control, texts, true)}
      disabled={disabled}
      allowClear={control.clearable !== false}
      showSearch={control.filterable === true}
      treeNodeFilterProp="title"
      style={{ width: '100%' }}
    />
  );
}

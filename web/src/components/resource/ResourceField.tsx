import { Form, type FormRule, Input, InputNumber, Select, Switch, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { usePatternRule } from '../admin/usePatternRule';
import type { ResourceField as Field, FieldContext, ResourceText } from './resource.types';
import { useResourceText } from './resource-text';
import { useResourceOptions } from './useResourceOptions';

const isText = (field: Field) => field.kind === 'input' || field.kind === 'textarea';

/** The field's checks: required (blank text counts as empty), its pattern, then the screen's own rules. */
function useRules(field: Field, context: FieldContext): FormRule[] {
  const text = useResourceText();
  const patternRule = usePatternRule();
  const rules: FormRule[] = [];
  const message = (value: ResourceText | boolean) =>
    value === true ? undefined : text(value as ResourceText);
  if (field.required)
    rules.push({
      required: true,
      ...(isText(field) ? { whitespace: true } : {}),
      ...(field.required === true ? {} : { message: message(field.required) }),
    });
  if (field.pattern === 'fullName' || field.pattern === 'enCode') {
    const stored = field.keepStored && field.name ? context.record?.[field.name] : undefined;
    rules.push(patternRule(field.pattern, typeof stored === 'string' ? stored : undefined));
  } else if (field.pattern)
    rules.push({ pattern: new RegExp(field.pattern.regex), message: text(field.pattern.message) });
  return [...rules, ...(field.rules ?? [])];
}

/**
 * The control of a field's kind, with its declared limits and texts. Form.Item hands its child the value,
 * onChange and the id its label points at: they are passed on to the antd control.
 */
function Control({ field, ...item }: { field: Field } & Record<string, unknown>): ReactNode {
  const text = useResourceText();
  const options = useResourceOptions(field.options, field.dictionary);
  const placeholder = field.placeholder === undefined ? undefined : text(field.placeholder);
  switch (field.kind) {
    case 'textarea':
      return (
        <Input.TextArea
          {...item}
          rows={field.rows ?? 3}
          maxLength={field.maxLength}
          showCount={field.showCount}
          placeholder={placeholder}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...item}
          min={field.min}
          max={field.max}
          precision={field.precision}
          placeholder={placeholder}
          style={{ width: '100%' }}
        />
      );
    case 'select':
      return (
        <Select
          {...item}
          allowClear={field.allowClear}
          placeholder={placeholder}
          options={options.map((option) => ({ value: option.value, label: text(option.label) }))}
        />
      );
    case 'treeSelect':
      return (
        <TreeSelect
          {...item}
          treeData={field.treeData}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder={placeholder}
        />
      );
    case 'switch':
      return <Switch {...item} checkedChildren={text(field.on)} unCheckedChildren={text(field.off)} />;
    default:
      return (
        <Input
          {...item}
          maxLength={field.maxLength}
          placeholder={placeholder}
          className={field.className}
          inputMode={field.inputMode}
        />
      );
  }
}

/** One declared field as a form item; a custom field is its own render. Switches store 1 and 0. */
export function ResourceField({ field, context }: { field: Field; context: FieldContext }) {
  const text = useResourceText();
  const rules = useRules(field, context);
  if (field.kind === 'custom') return <>{field.render?.(context)}</>;
  const switchProps =
    field.kind === 'switch'
      ? {
          valuePropName: 'checked',
          getValueProps: (value: unknown) => ({ checked: value === 1 }),
          normalize: (checked: boolean) => (checked ? 1 : 0),
        }
      : {};
  return (
    <Form.Item
      name={field.name}
      label={field.label === undefined ? undefined : text(field.label)}
      rules={rules.length ? rules : undefined}
      extra={field.extra === undefined ? undefined : text(field.extra)}
      tooltip={field.tooltip === undefined ? undefined : text(field.tooltip)}
      dependencies={field.dependencies}
      {...switchProps}
    >
      <Control field={field} />
    </Form.Item>
  );
}

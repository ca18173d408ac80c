import { CloseOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  LINKAGE_OPERATORS,
  type LinkageAction,
  type LinkageCondition,
  type LinkageOperator,
  type LinkageRule,
  type ValueField,
  valueFields,
} from '@app/common/form';
import { Alert, Button, Card, Input, InputNumber, Select, Space } from 'antd';
import { useMemo } from 'react';
import { staticOptions } from '../../../components/designed-form/control-values';
import { useDesignerEnv } from './designer-context';
import { LINKAGE_EFFECTS, operandFor, operandKind, ruleIssues, withEffect } from './linkage-edit';
import styles from './panel.module.css';
import { StaticOptionsEditor } from './StaticOptionsEditor';

type Change = (rule: LinkageRule, property?: string) => void;

/** The value box of a condition or a setValue: the field's static options to pick from, else typed. */
function ValueInput({
  field,
  kind,
  value,
  onChange,
}: {
  field?: ValueField;
  kind: 'value' | 'number' | 'list';
  value: unknown;
  onChange(value: unknown): void;
}) {
  const { texts } = useDesignerEnv();
  const options = field
    ? staticOptions(field.control).map((o) => ({ value: String(o.id), label: o.fullName }))
    : [];
  if (kind === 'number')
    return (
      <InputNumber
        style={{ width: '100%' }}
        placeholder={texts.linkage.value}
        value={typeof value === 'number' ? value : null}
        onChange={(n) => onChange(n ?? undefined)}
      />
    );
  if (kind === 'list')
    return (
      <Select
        mode="tags"
        style={{ width: '100%' }}
        placeholder={texts.linkage.value}
        value={Array.isArray(value) ? value.map(String) : []}
        options={options}
        onChange={onChange}
      />
    );
  if (options.length)
    return (
      <Select
        style={{ width: '100%' }}
        placeholder={texts.linkage.value}
        value={value === '' || value == null ? undefined : String(value)}
        options={options}
        onChange={onChange}
      />
    );
  return (
    <Input
      placeholder={texts.linkage.value}
      value={value == null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** One linkage rule: name, all/any, its conditions and actions, and what the save rules say of it. */
export function LinkageRuleCard({
  rule,
  onChange,
  onRemove,
}: {
  rule: LinkageRule;
  onChange: Change;
  onRemove(): void;
}) {
  const { designer, texts, lang } = useDesignerEnv();
  const t = texts.linkage;
  const fields = useMemo(() => valueFields(designer.form.fields), [designer.form.fields]);
  const fieldOptions = fields.map((field) => ({
    value: field.path,
    label: field.subTable
      ? `${field.subTable.__config__.label}.${field.control.__config__.label}`
      : field.control.__config__.label,
  }));
  const byPath = new Map(fields.map((field) => [field.path, field]));
  const issues = ruleIssues(designer.form.fields, rule);
  const setCondition = (index: number, next: LinkageCondition, property?: string) =>
    onChange(
      { ...rule, conditions: rule.conditions.map((c, i) => (i === index ? next : c)) },
      property && `c${index}${property}`,
    );
  const setAction = (index: number, next: LinkageAction, property?: string) =>
    onChange(
      { ...rule, actions: rule.actions.map((a, i) => (i === index ? next : a)) },
      property && `a${index}${property}`,
    );
  return (
    <Card
      size="small"
      className={styles.ruleCard}
      title={
        <Input
          variant="borderless"
          value={rule.name ?? ''}
          placeholder={t.name}
          onChange={(e) => onChange({ ...rule, name: e.target.value }, 'name')}
        />
      }
      extra={
        <Button
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined />}
          aria-label={t.remove}
          onClick={onRemove}
        />
      }
    >
      <Space size={4} style={{ marginBottom: 6 }}>
        <span>{t.when}</span>
        <Select
          size="small"
          value={rule.match}
          onChange={(match) => onChange({ ...rule, match })}
          options={[
            { value: 'all', label: t.all },
            { value: 'any', label: t.any },
          ]}
        />
      </Space>
      {rule.conditions.map((condition, index) => {
        const kind = operandKind(condition.op);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions are identified by their place
          <div key={index} style={{ marginBottom: 6 }}>
            <div className={styles.rowEditor}>
              <Select
                size="small"
                placeholder={t.field}
                value={condition.field || undefined}
                options={fieldOptions}
                onChange={(field: string) => setCondition(index, { ...condition, field })}
              />
              <Select
                size="small"
                value={condition.op}
                popupMatchSelectWidth={false}
                options={LINKAGE_OPERATORS.map((op) => ({ value: op, label: t.ops[op] }))}
                onChange={(op: LinkageOperator) =>
                  setCondition(index, { ...condition, op, value: operandFor(op, condition.value) })
                }
              />
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t.remove}
                disabled={rule.conditions.length <= 1}
                onClick={() =>
                  onChange({ ...rule, conditions: rule.conditions.filter((_, i) => i !== index) })
                }
              />
            </div>
            {kind !== 'none' && (
              <ValueInput
                field={byPath.get(condition.field)}
                kind={kind}
                value={condition.value}
                onChange={(value) => setCondition(index, { ...condition, value }, 'v')}
              />
            )}
          </div>
        );
      })}
      <Button
        type="link"
        size="small"
        icon={<PlusOutlined />}
        onClick={() =>
          onChange({ ...rule, conditions: [...rule.conditions, { field: '', op: 'eq', value: '' }] })
        }
      >
        {t.addCondition}
      </Button>
      <div style={{ margin: '6px 0' }}>{t.thenDo}</div>
      {rule.actions.map((action, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: actions are identified by their place
        <div key={index} style={{ marginBottom: 8 }}>
          <div className={styles.rowEditor}>
            <Select
              size="small"
              value={action.effect}
              popupMatchSelectWidth={false}
              options={LINKAGE_EFFECTS.map((effect) => ({ value: effect, label: t.effects[effect] }))}
              onChange={(effect) => setAction(index, withEffect(action, effect))}
            />
            <Select
              size="small"
              mode="multiple"
              placeholder={t.targets}
              value={action.targets}
              options={fieldOptions}
              onChange={(targets: string[]) => setAction(index, { ...action, targets })}
            />
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t.remove}
              disabled={rule.actions.length <= 1}
              onClick={() => onChange({ ...rule, actions: rule.actions.filter((_, i) => i !== index) })}
            />
          </div>
          {action.effect === 'setValue' && (
            <ValueInput
              field={byPath.get(action.targets[0])}
              kind="value"
              value={action.value}
              onChange={(value) => setAction(index, { ...action, value }, 'v')}
            />
          )}
          {action.effect === 'setOptions' && (
            <StaticOptionsEditor
              options={action.options}
              nested={false}
              onChange={(options, property) =>
                setAction(index, { ...action, options }, property || undefined)
              }
            />
          )}
        </div>
      ))}
      <Button
        type="link"
        size="small"
        icon={<PlusOutlined />}
        onClick={() => onChange({ ...rule, actions: [...rule.actions, { effect: 'show', targets: [] }] })}
      >
        {t.addAction}
      </Button>
      {issues.length ? (
        issues.map((issue, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages are rebuilt whole on every change
          <Alert key={index} type="error" showIcon title={issue.message[lang]} style={{ marginTop: 6 }} />
        ))
      ) : (
        <Alert type="success" showIcon title={t.ok} style={{ marginTop: 6 }} />
      )}
    </Card>
  );
}

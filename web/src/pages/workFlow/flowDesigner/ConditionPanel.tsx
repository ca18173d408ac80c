import type { ConditionProperties, ConditionSymbol, FlowCondition } from '@app/common/flow';
import { Alert, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PanelProps, useDrawerEnv } from './drawer-env';
import { mainFields } from './form-fields';
import { conditionRow, conditionValue, OFFERED_SYMBOLS } from './node-props';
import styles from './panel.module.css';
import { EditableRows, Field } from './panel-parts';

const shown = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value ?? ''));

/**
 * 条件: the rules of a branch, each {field, symbol, value, logic}; `&&` binds before `||` (decision 076).
 * The default branch (其他情况) has none: it runs when no other branch's rules hold.
 */
export function ConditionPanel({ properties, update }: PanelProps<ConditionProperties>) {
  const { t } = useTranslation();
  const { fields, fieldsNote } = useDrawerEnv();
  const offered = mainFields(fields);
  const rules = properties.conditions ?? [];
  const setRule = (index: number, patch: Partial<FlowCondition>, property?: string) =>
    update(
      (p) => {
        p.conditions = (p.conditions ?? []).map((rule, at) =>
          at === index ? conditionRow(fields, { ...rule, ...patch }) : rule,
        );
      },
      property ? `${property}${index}` : undefined,
    );
  return (
    <>
      <Field label={t('flowDesigner.priorityLabel')}>
        <Tag>{t('flowDesigner.priority', { n: Number(properties.priority ?? 0) + 1 })}</Tag>
      </Field>
      {properties.isDefault ? (
        <Alert type="info" showIcon title={t('flowDesigner.defaultBranch')} />
      ) : (
        <Field
          label={t('flowDesigner.rules')}
          hint={offered.length ? t('flowDesigner.rulesHint') : (fieldsNote ?? t('flowDesigner.noFields'))}
        >
          <EditableRows
            rows={rules}
            className={styles.ruleRow}
            testId="condition-rule"
            onChange={(next) => update((p) => Object.assign(p, { conditions: next }))}
            newRow={() => conditionRow(fields, { field: offered[0]?.id ?? '' })}
            addLabel={t('flowDesigner.addRule')}
            render={(rule, index) => (
              <>
                <Select
                  aria-label={t('flowDesigner.ruleField')}
                  value={rule.field || undefined}
                  placeholder={t('flowDesigner.ruleField')}
                  onChange={(value) => setRule(index, { field: value })}
                  options={offered.map((field) => ({ value: field.id, label: field.label }))}
                />
                <Select
                  aria-label={t('flowDesigner.ruleSymbol')}
                  value={rule.symbol}
                  onChange={(value: ConditionSymbol) =>
                    setRule(index, {
                      symbol: value,
                      filedValue: conditionValue(value, shown(rule.filedValue)),
                    })
                  }
                  options={OFFERED_SYMBOLS.map((symbol) => ({
                    value: symbol,
                    label: t(`flowDesigner.symbols.${symbol}`),
                  }))}
                />
                <Input
                  aria-label={t('flowDesigner.ruleValue')}
                  value={shown(rule.filedValue)}
                  placeholder={t(
                    rule.symbol === 'in' || rule.symbol === 'notIn'
                      ? 'flowDesigner.ruleValues'
                      : 'flowDesigner.ruleValue',
                  )}
                  onChange={(event) =>
                    setRule(index, { filedValue: conditionValue(rule.symbol, event.target.value) }, 'value')
                  }
                />
                <Select
                  aria-label={t('flowDesigner.ruleLogic')}
                  value={rule.logic}
                  onChange={(value) => setRule(index, { logic: value })}
                  options={[
                    { value: '&&', label: t('flowDesigner.logic.and') },
                    { value: '||', label: t('flowDesigner.logic.or') },
                  ]}
                />
              </>
            )}
          />
        </Field>
      )}
    </>
  );
}

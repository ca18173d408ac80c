import { DeleteOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CONDITION_OPS,
  CONDITION_PLACEHOLDERS,
  type ConditionGroup,
  type ConditionOp,
  type ConditionPlaceholder,
  type DataField,
  type DataFieldType,
  isPlaceholder,
  type Logic,
  PLACEHOLDER_OPS,
} from '@app/common';
import { Alert, Button, DatePicker, Input, InputNumber, Radio, Select, Space, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './data-authorize.module.css';

/** A condition row while it is being edited: any part may still be empty. */
export interface DraftItem {
  key: string;
  field: string;
  op?: ConditionOp;
  value: string;
}

export interface DraftGroup {
  key: string;
  logic: Logic;
  items: DraftItem[];
}

let nextKey = 0;
const newKey = () => `c${++nextKey}`;
export const emptyItem = (): DraftItem => ({ key: newKey(), field: '', value: '' });
export const emptyGroup = (): DraftGroup => ({ key: newKey(), logic: 'and', items: [emptyItem()] });

/** The operators of a field, in catalogue order (the stored text is a comma list). */
export const fieldOps = (field: Pick<DataField, 'conditionSymbol'>): ConditionOp[] => {
  const listed = field.conditionSymbol.split(',').map((s) => s.trim());
  return CONDITION_OPS.filter((op) => listed.includes(op));
};

export const placeholderLabel = (t: TFunction, value: ConditionPlaceholder) =>
  t(`dataAuthorize.placeholders.${value.slice(1) as 'userId'}`);

/** The stored conditionJson as editable groups; text that does not parse gives no groups. */
export function draftGroupsOf(json: string | null | undefined): DraftGroup[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return (parsed as Partial<ConditionGroup>[]).map((group) => ({
    key: newKey(),
    logic: group.logic === 'or' ? 'or' : 'and',
    items: (Array.isArray(group.groups) ? group.groups : []).map((item) => ({
      key: newKey(),
      field: String(item.field ?? ''),
      op: item.op,
      value: String(item.value ?? ''),
    })),
  }));
}

/** The first row not filled in completely (1-based), or null when every row is. */
export function incompleteRow(groups: DraftGroup[]): { group: number; item: number } | null {
  for (const [g, group] of groups.entries())
    for (const [i, item] of group.items.entries())
      if (!item.field || !item.op || !item.value.trim()) return { group: g + 1, item: i + 1 };
  return null;
}

/** The groups as the server's conditionJson text; a group without rows is left out. */
export function conditionJsonOf(groups: DraftGroup[], fields: DataField[]): string {
  const typeOf = new Map(fields.map((f) => [f.enCode, f.type]));
  const stored: ConditionGroup[] = groups
    .filter((group) => group.items.length > 0)
    .map((group) => ({
      logic: group.logic,
      groups: group.items.map((item) => ({
        field: item.field,
        type: typeOf.get(item.field) ?? 'string',
        op: item.op as ConditionOp,
        value: item.value.trim(),
      })),
    }));
  return JSON.stringify(stored);
}

const CUSTOM = '';
const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The literal value box for a field type: numbers and dates get their own pickers (not for 属于 lists). */
function LiteralInput({
  type,
  op,
  value,
  onChange,
}: {
  type: DataFieldType;
  op?: ConditionOp;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  if (op !== 'In' && (type === 'int' || type === 'double'))
    return (
      <InputNumber
        className={styles.value}
        value={value === '' || Number.isNaN(Number(value)) ? null : Number(value)}
        precision={type === 'int' ? 0 : undefined}
        placeholder={t('dataAuthorize.value')}
        onChange={(v) => onChange(v === null ? '' : String(v))}
      />
    );
  if (op !== 'In' && type === 'datetime') {
    const date = value ? dayjs(/^\d+$/.test(value) ? Number(value) : value) : null;
    return (
      <DatePicker
        className={styles.value}
        showTime
        format={DATE_FORMAT}
        value={date?.isValid() ? date : null}
        onChange={(d) => onChange(d ? d.format(DATE_FORMAT) : '')}
      />
    );
  }
  return (
    <Input
      className={styles.value}
      value={value}
      maxLength={200}
      placeholder={op === 'In' ? t('dataAuthorize.inHint') : t('dataAuthorize.value')}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function ConditionRow({
  item,
  fields,
  disabled,
  onChange,
  onRemove,
}: {
  item: DraftItem;
  fields: DataField[];
  disabled: boolean;
  onChange: (item: DraftItem) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const field = fields.find((f) => f.enCode === item.field);
  const ops = field ? fieldOps(field) : item.op ? [item.op] : [];
  const placeholders = item.op !== undefined && PLACEHOLDER_OPS.includes(item.op);
  const kind = isPlaceholder(item.value) ? item.value : CUSTOM;

  const pickField = (code: string) => {
    const next = fields.find((f) => f.enCode === code);
    const offered = next ? fieldOps(next) : [];
    const op = offered.includes('Equal') ? 'Equal' : offered[0];
    const fallback = next?.conditionText ?? '';
    const value = isPlaceholder(fallback) && !(op && PLACEHOLDER_OPS.includes(op)) ? '' : fallback;
    onChange({ ...item, field: code, op, value });
  };
  const pickOp = (op: ConditionOp) =>
    onChange({
      ...item,
      op,
      value: isPlaceholder(item.value) && !PLACEHOLDER_OPS.includes(op) ? '' : item.value,
    });

  const fieldOptions = fields.map((f) => ({ value: f.enCode, label: f.fullName, title: f.enCode }));
  if (item.field && !field)
    fieldOptions.push({
      value: item.field,
      label: t('dataAuthorize.missingField', { code: item.field }),
      title: item.field,
    });

  const literal = (
    <LiteralInput
      type={field?.type ?? 'string'}
      op={item.op}
      value={kind === CUSTOM ? item.value : ''}
      onChange={(value) => onChange({ ...item, value })}
    />
  );
  return (
    <div className={styles.row}>
      <Select
        className={styles.field}
        style={{ width: 170 }}
        value={item.field || undefined}
        placeholder={t('dataAuthorize.pickField')}
        options={fieldOptions}
        disabled={disabled}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={pickField}
        aria-label={t('dataAuthorize.pickField')}
      />
      <Select
        className={styles.op}
        style={{ width: 140 }}
        value={item.op}
        placeholder={t('dataAuthorize.pickOp')}
        options={ops.map((op) => ({ value: op, label: t(`dataAuthorize.ops.${op}`) }))}
        disabled={disabled || !item.field}
        onChange={pickOp}
        aria-label={t('dataAuthorize.pickOp')}
      />
      {placeholders ? (
        <Space.Compact className={styles.value}>
          <Select
            className={styles.kind}
            style={{ width: kind === CUSTOM ? 150 : '100%' }}
            value={kind}
            disabled={disabled}
            options={[
              { value: CUSTOM, label: t('dataAuthorize.customValue') },
              ...CONDITION_PLACEHOLDERS.map((value) => ({ value, label: placeholderLabel(t, value) })),
            ]}
            onChange={(value: string) => onChange({ ...item, value })}
            aria-label={t('dataAuthorize.customValue')}
          />
          {kind === CUSTOM ? literal : null}
        </Space.Compact>
      ) : (
        literal
      )}
      {disabled ? null : (
        <Tooltip title={t('dataAuthorize.removeRow')}>
          <Button
            type="text"
            className={styles.remove}
            icon={<MinusCircleOutlined />}
            aria-label={t('dataAuthorize.removeRow')}
            onClick={onRemove}
          />
        </Tooltip>
      )}
    </div>
  );
}

/**
 * The condition groups of a data scheme: each group joins its rows with its own 并且/或者, the scheme's
 * matchLogic joins the groups. A row is field → operator (the field's own) → value; Equal and NotEqual
 * may compare with a per-user placeholder (当前用户, 当前组织...) instead of a literal.
 */
export function SchemeConditionBuilder({
  value = [],
  onChange,
  fields,
  matchLogic,
  disabled = false,
}: {
  value?: DraftGroup[];
  onChange?: (groups: DraftGroup[]) => void;
  /** the menu's enabled fields */
  fields: DataField[];
  matchLogic: Logic;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const change = (groups: DraftGroup[]) => onChange?.(groups);
  const setGroup = (key: string, next: (group: DraftGroup) => DraftGroup) =>
    change(value.map((group) => (group.key === key ? next(group) : group)));

  if (fields.length === 0 && value.length === 0)
    return <Alert type="warning" showIcon title={t('dataAuthorize.noFields')} />;

  return (
    <div className={styles.builder}>
      {value.map((group, g) => (
        <div key={group.key}>
          {g > 0 ? (
            <div className={styles.joiner}>
              <span>{t(`dataAuthorize.${matchLogic}`)}</span>
            </div>
          ) : null}
          <section className={styles.group} aria-label={t('dataAuthorize.group', { n: g + 1 })}>
            <header className={styles.groupHead}>
              <span className={styles.groupTitle}>{t('dataAuthorize.group', { n: g + 1 })}</span>
              <Space size={8}>
                <span className={styles.muted}>{t('dataAuthorize.groupLogic')}</span>
                <Radio.Group
                  size="small"
                  optionType="button"
                  value={group.logic}
                  disabled={disabled}
                  options={[
                    { value: 'and', label: t('dataAuthorize.and') },
                    { value: 'or', label: t('dataAuthorize.or') },
                  ]}
                  onChange={(e) => setGroup(group.key, (gr) => ({ ...gr, logic: e.target.value as Logic }))}
                />
                {disabled ? null : (
                  <Tooltip title={t('dataAuthorize.removeGroup')}>
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('dataAuthorize.removeGroup')}
                      onClick={() => change(value.filter((gr) => gr.key !== group.key))}
                    />
                  </Tooltip>
                )}
              </Space>
            </header>
            {group.items.map((item) => (
              <ConditionRow
                key={item.key}
                item={item}
                fields={fields}
                disabled={disabled}
                onChange={(next) =>
                  setGroup(group.key, (gr) => ({
                    ...gr,
                    items: gr.items.map((it) => (it.key === item.key ? next : it)),
                  }))
                }
                onRemove={() =>
                  setGroup(group.key, (gr) => ({
                    ...gr,
                    items: gr.items.filter((it) => it.key !== item.key),
                  }))
                }
              />
            ))}
            {disabled ? null : (
              <Button
                type="link"
                size="small"
                icon={<PlusOutlined />}
                className={styles.addRow}
                onClick={() => setGroup(group.key, (gr) => ({ ...gr, items: [...gr.items, emptyItem()] }))}
              >
                {t('dataAuthorize.addRow')}
              </Button>
            )}
          </section>
        </div>
      ))}
      {disabled ? null : (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => change([...value, emptyGroup()])}>
          {t('dataAuthorize.addGroup')}
        </Button>
      )}
    </div>
  );
}

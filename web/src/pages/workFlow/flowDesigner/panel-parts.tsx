import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Select, Space, Switch, Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ButtonKeys, CHANNEL_NAMES, type HookKeys } from './node-props';
import styles from './panel.module.css';

/** One setting of the drawer: its label above, the control below, an optional hint under it. */
export function Field({
  label,
  hint,
  children,
  testId,
}: {
  label: string;
  hint?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend and borders are not wanted here
    <div role="group" aria-label={label} className={styles.field} data-testid={testId}>
      <div className={styles.label}>{label}</div>
      {children}
      {hint ? <div className={styles.hint}>{hint}</div> : null}
    </div>
  );
}

type Loose = Record<string, unknown>;

/** A node's buttons: each shown or not, with its text (hasAuditBtn / auditBtnText…). */
export function ButtonsEditor({
  keys,
  properties,
  update,
}: {
  keys: readonly ButtonKeys[];
  properties: Loose;
  update(edit: (p: Loose) => void, property?: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.rows}>
      {keys.map(([flag, text]) => (
        <Fragment key={flag}>
          <div className={styles.buttonRow}>
            <Checkbox
              checked={properties[flag] === true}
              onChange={(event) => update((p) => Object.assign(p, { [flag]: event.target.checked }))}
            >
              {t(`flowDesigner.buttons.${flag}` as 'flowDesigner.buttons.hasAuditBtn')}
            </Checkbox>
            <Input
              size="small"
              aria-label={t(`flowDesigner.buttons.${flag}` as 'flowDesigner.buttons.hasAuditBtn')}
              value={String(properties[text] ?? '')}
              disabled={properties[flag] !== true}
              maxLength={20}
              onChange={(event) => update((p) => Object.assign(p, { [text]: event.target.value }), text)}
            />
          </div>
          {flag === 'hasPrintBtn' && properties[flag] === true && (
            <Input
              size="small"
              aria-label={t('flowDesigner.printId')}
              placeholder={t('flowDesigner.printId')}
              value={String(properties.printId ?? '')}
              maxLength={50}
              onChange={(event) =>
                update((p) => Object.assign(p, { printId: event.target.value }), 'printId')
              }
            />
          )}
        </Fragment>
      ))}
    </div>
  );
}

/** A node's event hooks: each on or off, with the URL it calls and its method where it has one. */
export function HooksEditor({
  hooks,
  properties,
  update,
}: {
  hooks: readonly HookKeys[];
  properties: Loose;
  update(edit: (p: Loose) => void, property?: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.rows}>
      {hooks.map(({ flag, url, method }) => {
        const on = properties[flag] === true;
        const name = t(`flowDesigner.hooks.${flag}` as 'flowDesigner.hooks.hasInitFunc');
        return (
          <div key={flag} className={styles.hook}>
            <Space>
              <Switch
                size="small"
                checked={on}
                aria-label={name}
                onChange={(checked) => update((p) => Object.assign(p, { [flag]: checked }))}
              />
              <Typography.Text>{name}</Typography.Text>
            </Space>
            {on && (
              <Space.Compact block>
                {method && (
                  <Select
                    value={String(properties[method] ?? 'GET')}
                    style={{ width: 96 }}
                    options={['GET', 'POST'].map((m) => ({ value: m, label: m }))}
                    onChange={(value) => update((p) => Object.assign(p, { [method]: value }))}
                  />
                )}
                <Input
                  aria-label={`${name} URL`}
                  placeholder={t('flowDesigner.hookUrl')}
                  value={String(properties[url] ?? '')}
                  maxLength={500}
                  onChange={(event) => update((p) => Object.assign(p, { [url]: event.target.value }), url)}
                />
              </Space.Compact>
            )}
          </div>
        );
      })}
    </div>
  );
}

const CHANNELS = [1, 2, 3, 4, 5] as const;

/** messageType: 1 站内信 2 邮件 3 短信 4 钉钉 5 企业微信. */
export function ChannelsPicker({ value, onChange }: { value: unknown; onChange(next: number[]): void }) {
  const { t } = useTranslation();
  const chosen = Array.isArray(value) ? value.map(Number) : [];
  return (
    <Checkbox.Group
      value={chosen}
      onChange={(next) => onChange([...next].map(Number).sort())}
      options={CHANNELS.map((channel) => ({
        value: channel,
        label: t(`flowDesigner.channels.${CHANNEL_NAMES[channel]}`),
      }))}
    />
  );
}

/**
 * A list of rows edited in place (condition rules, field mappings): each row's controls with a delete
 * button after them, and a dashed button adding a row below.
 */
export function EditableRows<T>({
  rows,
  className,
  testId,
  render,
  onChange,
  newRow,
  addLabel,
  addDisabled,
}: {
  rows: readonly T[];
  className: string;
  testId?: string;
  render(row: T, index: number): ReactNode;
  onChange(next: T[]): void;
  newRow(): T;
  addLabel: string;
  addDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {rows.map((row, index) => (
        // rows have no identity beyond their place; a removal rebuilds the list
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={className} data-testid={testId}>
          {render(row, index)}
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('flowDesigner.remove')}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={addDisabled}
        onClick={() => onChange([...rows, newRow()])}
      >
        {addLabel}
      </Button>
    </>
  );
}

/** A setting that is on or off: its label above a switch named by it. */
export function SwitchField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <Field label={label} hint={hint}>
      <Switch aria-label={label} checked={checked} onChange={onChange} />
    </Field>
  );
}

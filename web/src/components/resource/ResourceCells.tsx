import { formatDate } from '@app/common';
import { Switch, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './resource.module.css';
import type { ResourceColumn, ResourceOption } from './resource.types';
import { fieldOf } from './resource-query';
import { useResourceText } from './resource-text';
import { useResourceOptions } from './useResourceOptions';

export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** An empty cell: the column's placeholder, greyed unless the column styles it (nothing when it declares none). */
export function EmptyCell({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return <span className={className ?? styles.muted}>{text}</span>;
}

/** A value by its option: a tag in the option's colour (no colour: antd's default tag). */
export function OptionTag({
  value,
  options,
  empty,
}: {
  value: unknown;
  options: readonly ResourceOption[];
  empty: ReactNode;
}) {
  const text = useResourceText();
  const option = options.find((o) => o.value === value);
  if (!option) return <>{empty}</>;
  return <Tag color={option.color}>{text(option.label)}</Tag>;
}

function OptionLabel({ label }: { label: ResourceOption['label'] }) {
  const text = useResourceText();
  return <>{text(label)}</>;
}

/** A value shown as its dictionary item's name. */
export function DictionaryCell({ value, column }: { value: unknown; column: ResourceColumn<never> }) {
  const text = useResourceText();
  const options = useResourceOptions(undefined, column.dictionary);
  const option = options.find((o) => o.value === value);
  return option ? (
    text(option.label)
  ) : (
    <EmptyCell text={text(column.empty)} className={column.emptyClassName} />
  );
}

/**
 * The state column: a switch for those who may edit (its tooltip saying what a click does, when declared),
 * otherwise a green or grey tag.
 */
export function StateCell({
  column,
  row,
  canSwitch,
  switching,
  onSwitch,
}: {
  column: ResourceColumn<never>;
  row: object;
  canSwitch: boolean;
  switching: boolean;
  onSwitch: () => void;
}) {
  const text = useResourceText();
  const on = fieldOf(row, column.dataIndex ?? 'enabledMark') === 1;
  if (!canSwitch)
    return (
      <Tag color={on ? 'success' : (column.offColor ?? 'default')}>
        {on ? text(column.on) : text(column.off)}
      </Tag>
    );
  const label = column.ariaField
    ? `${text(column.label)} ${String(fieldOf(row, column.ariaField) ?? '')}`
    : text(column.label);
  const control = (
    <Switch size="small" checked={on} loading={switching} onChange={onSwitch} aria-label={label} />
  );
  if (!column.hint) return control;
  return <Tooltip title={on ? text(column.hint.on) : text(column.hint.off)}>{control}</Tooltip>;
}

/** The content of a plain cell by the column's kind (the state column is StateCell's). */
export function valueCell(column: ResourceColumn<never>, value: unknown, emptyText: string): ReactNode {
  const empty = <EmptyCell text={emptyText} className={column.emptyClassName} />;
  switch (column.kind ?? 'text') {
    case 'tag':
      return <OptionTag value={value} options={column.options ?? []} empty={empty} />;
    case 'dictionary':
      return <DictionaryCell value={value} column={column} />;
    case 'time': {
      const shown = formatDate(value as number | null, column.format);
      return shown || empty;
    }
    case 'code':
      return isBlank(value) ? (
        empty
      ) : (
        <Typography.Text code className={column.className}>
          {String(value)}
        </Typography.Text>
      );
    default: {
      if (isBlank(value)) return empty;
      // A value with a declared option shows the option's label, any other value as it is.
      const option = column.options?.find((o) => o.value === value);
      if (option) return <OptionLabel label={option.label} />;
      return column.className ? (
        <span className={column.className}>{String(value)}</span>
      ) : (
        (value as ReactNode)
      );
    }
  }
}

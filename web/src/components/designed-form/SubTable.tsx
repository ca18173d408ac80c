import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Lang } from '@app/common';
import { type FieldState, type FormControl, rowsOf } from '@app/common/form';
import { Button, Table, type TableColumnsType } from 'antd';
import { memo, useCallback, useMemo, useRef } from 'react';
import { ControlView } from './ControlView';
import type { ElementProps } from './control-props';
import { platformText } from './control-values';
import styles from './designed-form.module.css';
import { useFormEnv } from './form-context';
import { problemKey } from './form-runtime';
import { useFormLang } from './form-texts';
import { useKeyed } from './keyed-store';
import {
  columnSums,
  type Row,
  summedColumns,
  tableColumns,
  withCell,
  withRowAdded,
  withRowRemoved,
} from './sub-table';

/**
 * 设计子表 (SPEC §5): rows of the sub-table's columns, each cell the same ControlView as a main field, with
 * the row's own linkage state (row-scoped rules) and its problems ('数量不能为空' under the cell); rows are
 * added with the design's actionText and deleted per row; the 合计 row sums number, calculate and slider
 * columns when the design shows it.
 */
export function SubTable({ control, value, onChange, disabled, texts, design }: ElementProps) {
  const { runtime, lang } = useFormEnv();
  const tableVModel = control.__vModel__ ?? '';
  const rows = useMemo(() => {
    const stored = rowsOf(value);
    return design && stored.length === 0 ? [{}] : stored;
  }, [value, design]);
  const rowStates = useKeyed(runtime.rowStates, tableVModel);
  const columns = useMemo(() => tableColumns(control), [control]);
  const latest = useRef({ rows, onChange });
  latest.current = { rows, onChange };
  // Edits build on the rows the form holds now (two edits may land before a re-render), or on the rows
  // drawn when this table is not part of a rendered form.
  const currentRows = useCallback(
    () => (runtime.values.has(tableVModel) ? rowsOf(runtime.values.get(tableVModel)) : latest.current.rows),
    [runtime, tableVModel],
  );
  const setCell = useCallback(
    (index: number, column: string, cell: unknown) => {
      latest.current.onChange(withCell(currentRows(), index, column, cell));
    },
    [currentRows],
  );
  const wholeColumn = (column: FormControl) => runtime.states.get(`${tableVModel}.${column.__vModel__}`);

  const shown = columns.filter((column) => wholeColumn(column)?.hidden !== true);
  const tableColumnsView: TableColumnsType<Row> = [
    {
      key: '#',
      title: texts.rowNumber,
      width: 56,
      align: 'center',
      render: (_cell, _row, index) => index + 1,
    },
    ...shown.map((column) => ({
      key: column.__vModel__,
      title: (
        <span className={wholeColumn(column)?.required ? styles.requiredTitle : undefined}>
          {column.__config__.label}
        </span>
      ),
      width: typeof column.__config__.columnWidth === 'number' ? column.__config__.columnWidth : undefined,
      render: (_cell: unknown, row: Row, index: number) => (
        <SubTableCell
          column={column}
          path={`${tableVModel}.${column.__vModel__}`}
          index={index}
          value={row[column.__vModel__!]}
          state={rowStates?.[index]?.[column.__vModel__!]}
          disabled={disabled}
          design={design}
          lang={lang}
          setCell={setCell}
        />
      ),
    })),
    ...(disabled
      ? []
      : [
          {
            key: 'actions',
            title: texts.actions,
            width: 72,
            align: 'center' as const,
            render: (_cell: unknown, _row: Row, index: number) => (
              <Button
                type="link"
                danger
                size="small"
                icon={<DeleteOutlined />}
                onClick={() => onChange(withRowRemoved(currentRows(), index))}
              >
                {texts.removeRow}
              </Button>
            ),
          },
        ]),
  ];

  const summed = summedColumns(control);
  const summary =
    control['show-summary'] === true && summed.length
      ? () => <SummaryRow sums={columnSums(control, rows)} columns={tableColumnsView} label={texts.summary} />
      : undefined;

  return (
    <div className={styles.subTable}>
      {control.__config__.showTitle !== false && (
        <div className={styles.subTableTitle}>{control.__config__.label}</div>
      )}
      <Table<Row>
        size="small"
        bordered
        rowKey={(_row, index) => String(index)}
        dataSource={rows}
        columns={tableColumnsView}
        pagination={false}
        summary={summary}
        scroll={{ x: leastWidth(shown, disabled) }}
      />
      {!disabled && (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          className={styles.addRow}
          onClick={() => onChange(withRowAdded(control, currentRows()))}
        >
          {platformText(control.actionText, '添加', texts.addRow)}
        </Button>
      )}
    </div>
  );
}

/** A column without a set width gets at least this much; wider forms share their width among such columns. */
const LEAST_COLUMN_WIDTH = 100;

/**
 * The width under which the sub-table scrolls sideways. Its columns fill the form's width otherwise, as
 * the original's table does: sized by their content ('max-content'), four inputs overflowed a 600 px dialog.
 */
function leastWidth(columns: readonly FormControl[], disabled: boolean | undefined): number {
  const fields = columns.reduce(
    (sum, column) =>
      sum +
      (typeof column.__config__.columnWidth === 'number'
        ? column.__config__.columnWidth
        : LEAST_COLUMN_WIDTH),
    0,
  );
  return 56 + fields + (disabled ? 0 : 72);
}

function SummaryRow({
  sums,
  columns,
  label,
}: {
  sums: Record<string, number>;
  columns: TableColumnsType<Row>;
  label: string;
}) {
  return (
    <Table.Summary.Row>
      {columns.map((column, index) => (
        <Table.Summary.Cell key={String(column.key)} index={index}>
          {index === 0
            ? label
            : column.key !== undefined && String(column.key) in sums
              ? sums[String(column.key)]
              : null}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

interface CellProps {
  column: FormControl;
  path: string;
  index: number;
  value: unknown;
  state: FieldState | undefined;
  disabled: boolean;
  design: boolean;
  lang: Lang | undefined;
  setCell: (index: number, column: string, value: unknown) => void;
}

/** One cell: re-renders when its own value, state or problems change, not with its neighbours. */
const SubTableCell = memo(function SubTableCell({
  column,
  path,
  index,
  value,
  state,
  disabled,
  design,
  lang,
  setCell,
}: CellProps) {
  const { runtime } = useFormEnv();
  const vModel = column.__vModel__!;
  const problems = useKeyed(runtime.problems, problemKey(path, index));
  const shownLang = useFormLang(lang);
  const onChange = useCallback((next: unknown) => setCell(index, vModel, next), [setCell, index, vModel]);
  const cellState = useMemo(
    () => (disabled && state ? { ...state, disabled: true } : state),
    [disabled, state],
  );
  if (state?.hidden) return null;
  return (
    <div className={problems?.length ? styles.cellError : undefined}>
      <ControlView
        control={column}
        value={value}
        onChange={onChange}
        state={cellState}
        mode={design ? 'design' : 'run'}
        lang={lang}
      />
      {problems?.length ? (
        <div className={styles.cellMessage}>{problems.map((m) => m[shownLang]).join('；')}</div>
      ) : null}
    </div>
  );
});

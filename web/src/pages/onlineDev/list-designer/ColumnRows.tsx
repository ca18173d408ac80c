import { DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import type { ColumnData, ListColumn, SearchType } from '@app/common/form';
import { Button, Checkbox, Empty, Input, InputNumber, Select, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { moved, setSearchType, updateColumn } from './column-edit';
import styles from './list-designer.module.css';
import { SortableRows } from './SortableRows';

interface RowsProps {
  value: ColumnData;
  onChange: (next: ColumnData) => void;
  /** the vModels the form still offers; a row naming another is marked (the save rules refuse it) */
  offered: ReadonlySet<string>;
}

/** The row's 移除 button, in the last cell. */
function RemoveCell({ onRemove }: { onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <span className={styles.flagCell}>
      <Tooltip title={t('listDesigner.remove')}>
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('listDesigner.remove')}
          onClick={onRemove}
        />
      </Tooltip>
    </span>
  );
}

function Missing({ shown }: { shown: boolean }) {
  return shown ? <WarningOutlined className={styles.missing} /> : null;
}

/** The list's columns in their order: label, width, alignment, sortable; drag a row to move it. */
export function ColumnRows({ value, onChange, offered }: RowsProps) {
  const { t } = useTranslation();
  if (!value.columnList.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listDesigner.noColumns')} />;
  const edit = (column: ListColumn, patch: Partial<ListColumn>) =>
    onChange(updateColumn(value, column.prop, patch));
  return (
    <div className={styles.rows}>
      <div className={`${styles.row} ${styles.rowHead}`}>
        <span className={styles.handle} />
        <span className={styles.grow}>{t('listDesigner.column')}</span>
        <span className={styles.fieldCell}>{t('listDesigner.field')}</span>
        <span className={styles.widthCell}>{t('listDesigner.width')}</span>
        <span className={styles.alignCell}>{t('listDesigner.align')}</span>
        <span className={styles.flagCell}>{t('listDesigner.sortable')}</span>
        <span className={styles.flagCell} />
      </div>
      <SortableRows
        items={value.columnList}
        keyOf={(column) => column.prop}
        handleLabel={t('listDesigner.drag')}
        onMove={(from, to) => onChange({ ...value, columnList: moved(value.columnList, from, to) })}
        render={(column) => (
          <>
            <Input
              size="small"
              className={styles.grow}
              value={column.label}
              aria-label={t('listDesigner.column')}
              onChange={(e) => edit(column, { label: e.target.value })}
            />
            <Typography.Text type="secondary" ellipsis className={styles.fieldCell}>
              <Missing shown={!offered.has(column.prop)} /> {column.prop}
            </Typography.Text>
            <InputNumber
              size="small"
              min={40}
              max={1000}
              className={styles.widthCell}
              placeholder={t('listDesigner.widthAuto')}
              value={column.width ?? null}
              aria-label={t('listDesigner.width')}
              onChange={(width) => edit(column, { width: typeof width === 'number' ? width : null })}
            />
            <Select
              size="small"
              className={styles.alignCell}
              value={column.align ?? 'left'}
              aria-label={t('listDesigner.align')}
              onChange={(align) => edit(column, { align })}
              options={[
                { value: 'left', label: t('listDesigner.alignLeft') },
                { value: 'center', label: t('listDesigner.alignCenter') },
                { value: 'right', label: t('listDesigner.alignRight') },
              ]}
            />
            <span className={styles.flagCell}>
              <Checkbox
                checked={Boolean(column.sortable)}
                aria-label={t('listDesigner.sortable')}
                onChange={(e) => edit(column, { sortable: e.target.checked })}
              />
            </span>
            <RemoveCell
              onRemove={() =>
                onChange({ ...value, columnList: value.columnList.filter((c) => c.prop !== column.prop) })
              }
            />
          </>
        )}
      />
    </div>
  );
}

/** The search fields in their order, each with how it matches (equal, contains, range). */
export function SearchRows({ value, onChange, offered }: RowsProps) {
  const { t } = useTranslation();
  if (!value.searchList.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listDesigner.noSearch')} />;
  const types: SearchType[] = [1, 2, 3];
  return (
    <div className={styles.rows}>
      <SortableRows
        items={value.searchList}
        keyOf={(item) => item.__vModel__ ?? ''}
        handleLabel={t('listDesigner.drag')}
        onMove={(from, to) => onChange({ ...value, searchList: moved(value.searchList, from, to) })}
        render={(item) => {
          const vModel = item.__vModel__ ?? '';
          return (
            <>
              <span className={styles.grow}>{item.__config__.label}</span>
              <Typography.Text type="secondary" ellipsis className={styles.fieldCell}>
                <Missing shown={!offered.has(vModel)} /> {vModel}
              </Typography.Text>
              <Select
                size="small"
                className={styles.typeCell}
                value={item.searchType}
                aria-label={t('listDesigner.searchType')}
                onChange={(type) => onChange(setSearchType(value, vModel, type))}
                options={types.map((type) => ({ value: type, label: t(`listDesigner.searchTypes.${type}`) }))}
              />
              <RemoveCell
                onRemove={() =>
                  onChange({ ...value, searchList: value.searchList.filter((i) => i.__vModel__ !== vModel) })
                }
              />
            </>
          );
        }}
      />
    </div>
  );
}

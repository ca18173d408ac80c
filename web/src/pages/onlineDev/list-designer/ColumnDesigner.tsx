import { type ColumnData, type FormData, validateColumnData } from '@app/common/form';
import { Alert, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../stores/settings';
import { ColumnRows, SearchRows } from './ColumnRows';
import {
  addAllColumns,
  columnableFields,
  mainFields,
  searchableFields,
  toggleColumn,
  toggleSearch,
} from './column-edit';
import { FieldChecklist } from './FieldChecklist';
import { ListSettings } from './ListSettings';
import styles from './list-designer.module.css';

type Pane = 'columns' | 'search';

/**
 * 列表设计 (client-facts §7.7): the list a design becomes. The form's fields on the left (columns or search
 * fields), the chosen ones in their order in the middle, the list's settings on the right, and above them
 * every problem the save rules (common's validateColumnData, the server's too) find, live.
 */
export default function ColumnDesigner({
  form,
  value,
  onChange,
}: {
  form: FormData;
  value: ColumnData;
  onChange: (next: ColumnData) => void;
}) {
  const { t } = useTranslation();
  const lang = useSettings((s) => s.language);
  const [pane, setPane] = useState<Pane>('columns');
  const all = useMemo(() => mainFields(form), [form]);
  const columnable = useMemo(() => columnableFields(form), [form]);
  const searchable = useMemo(() => searchableFields(form), [form]);
  const issues = useMemo(() => validateColumnData(value, form.fields), [value, form]);
  const offered = new Set((pane === 'columns' ? columnable : searchable).map((field) => field.vModel));
  const chosen = new Set(
    pane === 'columns'
      ? value.columnList.map((c) => c.prop)
      : value.searchList.map((i) => i.__vModel__ ?? ''),
  );
  return (
    <div className={styles.designer}>
      {issues.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className={styles.issues}
          title={t('listDesigner.issues', { count: issues.length })}
          description={
            <ul className={styles.issueList}>
              {issues.map((issue, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same rule may be broken twice, in order
                <li key={index}>{issue.message[lang]}</li>
              ))}
            </ul>
          }
        />
      )}
      <div className={styles.panes}>
        <aside className={styles.fields}>
          <Segmented
            block
            value={pane}
            onChange={(next) => setPane(next as Pane)}
            options={[
              { value: 'columns', label: t('listDesigner.columnsTab') },
              { value: 'search', label: t('listDesigner.searchTab') },
            ]}
          />
          {pane === 'columns' ? (
            <FieldChecklist
              fields={columnable}
              chosen={chosen}
              onToggle={(field, on) => onChange(toggleColumn(value, field, on))}
              onAddAll={() => onChange(addAllColumns(value, columnable))}
            />
          ) : (
            <FieldChecklist
              fields={searchable}
              chosen={chosen}
              onToggle={(field, on) => onChange(toggleSearch(value, field, on))}
              onAddAll={() =>
                onChange(
                  searchable
                    .filter((f) => !chosen.has(f.vModel))
                    .reduce((d, f) => toggleSearch(d, f, true), value),
                )
              }
            />
          )}
        </aside>
        <main className={styles.middle}>
          {pane === 'columns' ? (
            <ColumnRows value={value} onChange={onChange} offered={offered} />
          ) : (
            <SearchRows value={value} onChange={onChange} offered={offered} />
          )}
        </main>
        <aside className={styles.side}>
          <ListSettings value={value} onChange={onChange} fields={all} />
        </aside>
      </div>
    </div>
  );
}

import type { Lang } from '@app/common';
import type { DesignType, FormData, FormTable } from '@app/common/form';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { say, useDesignerTexts } from './designer-texts';
import { addTable, linkChild, removeTable, unboundControls } from './table-binding';
import { fetchSourceGroups, fetchSourceTables, fetchTableFields } from './tables.api';
import styles from './tables-panel.module.css';

/** The data source and tables a design is bound to (client-facts §7.1 `dbLinkId`, `tables`). */
export interface TablesBinding {
  dbLinkId: string;
  tables: FormTable[];
}

interface Props {
  value: TablesBinding;
  onChange: (next: TablesBinding) => void;
  form: FormData;
  type: DesignType;
  lang: Lang;
  /** 根据表单创建数据表; answers the tables made, the refusal to show beside the name, or null (said already) */
  onCreate: (dbLinkId: string, tableName: string) => Promise<FormTable[] | string | null>;
}

/**
 * 数据表, the design's basic settings before its form (as the original's first step): the data source, the
 * main and child tables with each child's foreign key, the controls the tables leave without a column, and
 * for a design without tables the action that creates them from the form.
 */
export default function TablesPanel({ value, onChange, form, type, lang, onCreate }: Props) {
  const texts = useDesignerTexts(lang).tables;
  const { modal } = App.useApp();
  const { dbLinkId, tables } = value;
  const sources = useQuery({
    queryKey: ['designer', 'sources'],
    queryFn: ({ signal }) => fetchSourceGroups(signal),
  });
  const sourceTables = useQuery({
    queryKey: ['designer', 'source-tables', dbLinkId],
    queryFn: ({ signal }) => fetchSourceTables(dbLinkId, signal),
  });
  const [picked, setPicked] = useState<string>();
  const [adding, setAdding] = useState(false);
  const lost = useMemo(() => unboundControls(form, type, tables), [form, type, tables]);
  const main = tables.find((t) => t.typeId === '1');

  const changeSource = (next: string) => {
    if (!tables.length) return onChange({ dbLinkId: next, tables });
    modal.confirm({ content: texts.changeSource, onOk: () => onChange({ dbLinkId: next, tables: [] }) });
  };

  async function add() {
    const row = sourceTables.data?.find((t) => t.table === picked);
    if (!row) return;
    setAdding(true);
    try {
      const fields = await fetchTableFields(dbLinkId, row.table);
      onChange({ dbLinkId, tables: addTable(tables, row, fields) });
      setPicked(undefined);
    } finally {
      setAdding(false);
    }
  }

  const columnsOf = (table: FormTable | undefined) =>
    (table?.fields ?? []).map((f) => ({
      value: f.field,
      label: f.fieldName ? `${f.field} (${f.fieldName})` : f.field,
    }));
  const bound = new Set(tables.map((t) => t.table));
  /** A child's link column: its foreign key (from its own columns) or the main column it holds. */
  const linkSelect = (
    child: FormTable,
    link: 'tableField' | 'relationField',
    from: FormTable | undefined,
  ) => (
    <Select
      className={styles.column}
      value={child[link] || undefined}
      placeholder={texts.pick}
      options={columnsOf(from)}
      onChange={(field: string) =>
        onChange({ dbLinkId, tables: linkChild(tables, child.table, { [link]: field }) })
      }
      data-testid={`design-tables-${link}-${child.table}`}
    />
  );

  return (
    <div className={styles.pane} data-testid="design-tables">
      <div className={styles.inner}>
        <Card size="small" title={texts.source}>
          <Select
            className={styles.source}
            value={dbLinkId}
            loading={sources.isLoading}
            onChange={changeSource}
            options={(sources.data ?? []).map((group) => ({
              label: group.fullName,
              title: group.fullName,
              options: group.children.map((s) => ({ value: s.id, label: s.fullName })),
            }))}
            data-testid="design-tables-source"
          />
        </Card>
        <Card size="small" title={texts.bound}>
          {!tables.length && <Alert className={styles.gap} type="info" showIcon title={texts.jsonHint} />}
          <Table<FormTable>
            size="small"
            rowKey="table"
            pagination={false}
            dataSource={tables}
            locale={{ emptyText: ' ' }}
            columns={[
              {
                title: texts.kind,
                width: 72,
                render: (_, t) =>
                  t.typeId === '1' ? <Tag color="blue">{texts.main}</Tag> : <Tag>{texts.child}</Tag>,
              },
              { title: texts.table, dataIndex: 'table' },
              { title: texts.comment, dataIndex: 'tableName' },
              {
                title: texts.foreignKey,
                render: (_, t) => t.typeId === '0' && linkSelect(t, 'tableField', t),
              },
              {
                title: texts.relationField,
                render: (_, t) => t.typeId === '0' && linkSelect(t, 'relationField', main),
              },
              {
                title: '',
                width: 72,
                render: (_, t) => (
                  <Popconfirm
                    title={t.typeId === '1' && tables.length > 1 ? texts.removeMain : texts.remove}
                    onConfirm={() => onChange({ dbLinkId, tables: removeTable(tables, t.table) })}
                  >
                    <Button type="link" size="small" danger>
                      {texts.remove}
                    </Button>
                  </Popconfirm>
                ),
              },
            ]}
          />
          <Space.Compact className={styles.add}>
            <Select
              showSearch
              className={styles.picker}
              value={picked}
              placeholder={texts.addPlaceholder}
              loading={sourceTables.isLoading}
              notFoundContent={sourceTables.isLoading ? undefined : texts.noTables}
              onChange={setPicked}
              optionFilterProp="label"
              options={(sourceTables.data ?? [])
                .filter((t) => !bound.has(t.table))
                .map((t) => ({
                  value: t.table,
                  label: t.tableName ? `${t.table} (${t.tableName})` : t.table,
                }))}
              data-testid="design-tables-picker"
            />
            <Button type="primary" disabled={!picked} loading={adding} onClick={() => void add()}>
              {texts.add}
            </Button>
          </Space.Compact>
          {lost.length > 0 && (
            <Alert
              className={styles.gap}
              type="warning"
              showIcon
              title={texts.lost}
              description={
                <ul className={styles.lost} data-testid="design-tables-lost">
                  {lost.map((issue) => (
                    <li key={`${issue.formId}-${issue.rule}`}>{issue.message[lang]}</li>
                  ))}
                </ul>
              }
            />
          )}
        </Card>
        {!tables.length && <CreateFromForm texts={texts} dbLinkId={dbLinkId} onCreate={onCreate} />}
      </div>
    </div>
  );
}

function CreateFromForm({
  texts,
  dbLinkId,
  onCreate,
}: {
  texts: ReturnType<typeof useDesignerTexts>['tables'];
  dbLinkId: string;
  onCreate: Props['onCreate'];
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  async function create() {
    if (!name.trim()) return setError(texts.needName);
    setBusy(true);
    try {
      const answer = await onCreate(dbLinkId, name.trim());
      if (typeof answer === 'string') setError(answer);
      else if (answer) message.success(say(texts.created, { tables: answer.map((t) => t.table).join('、') }));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card size="small" title={texts.createTitle}>
      <Typography.Paragraph type="secondary">{texts.createHint}</Typography.Paragraph>
      <Form layout="inline" onFinish={() => void create()}>
        <Form.Item
          label={texts.tableName}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input
            className={styles.name}
            value={name}
            maxLength={63}
            placeholder={texts.tableNamePlaceholder}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            data-testid="design-tables-name"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="design-tables-create">
            {texts.create}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

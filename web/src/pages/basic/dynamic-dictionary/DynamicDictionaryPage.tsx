import type { DictionaryOption } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Result, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitle, useRouteMeta } from '../../../app/route-meta';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { allIds } from '../../../components/admin/TreeTable';
import { DICTIONARY_KEY, fetchOptions } from '../../systemData/dictionary/dictionary.api';
import styles from './dynamic-dictionary.module.css';

/** The items whose name or code holds the keyword, with the items above them (tree) kept as the way there. */
function filtered(nodes: DictionaryOption[], keyword: string): DictionaryOption[] {
  if (!keyword) return nodes;
  const needle = keyword.toLowerCase();
  return nodes.flatMap((n) => {
    const children = filtered(n.children ?? [], keyword);
    const hit = n.fullName.toLowerCase().includes(needle) || n.enCode.toLowerCase().includes(needle);
    if (!hit && children.length === 0) return [];
    return [{ ...n, children: children.length ? children : undefined }];
  });
}

/**
 * A dictionary menu (type 4, client-facts §3): the enabled items of the dictionary the menu names
 * (relationId), read-only, as a tree or a table as the dictionary is built, with a keyword search.
 */
export default function DynamicDictionaryPage() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const typeId = meta?.relationId ?? '';
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);

  const options = useQuery({
    queryKey: [...DICTIONARY_KEY, 'options', typeId],
    queryFn: ({ signal }) => fetchOptions(typeId, signal),
    enabled: typeId !== '',
  });
  const isTree = options.data ? options.data.isTree === 1 : meta?.isTree === true;
  const rows = useMemo(() => filtered(options.data?.list ?? [], keyword), [options.data, keyword]);
  const open = expanded ?? (keyword ? allIds(rows) : rows.filter((r) => r.children?.length).map((r) => r.id));

  if (!typeId)
    return (
      <Result
        status="warning"
        title={t('dictionaryViewer.notLinked')}
        subTitle={t('dictionaryViewer.notLinkedHint')}
      />
    );
  if (options.isError) return <Result status="warning" title={t('dictionaryViewer.missing')} />;

  const columns: TableColumnsType<DictionaryOption> = [
    { title: t('dictionary.itemName'), dataIndex: 'fullName', ellipsis: true },
    { title: t('dictionary.itemCode'), dataIndex: 'enCode', width: 260, ellipsis: true },
  ];
  const title = meta ? routeTitle(meta, t, (key) => i18n.exists(key)) : '';

  return (
    <Card
      className={styles.page}
      title={
        <span>
          {title}
          <Tag className={styles.kind} color={isTree ? 'blue' : 'default'}>
            {isTree ? t('dictionary.tree') : t('dictionary.list')}
          </Tag>
        </span>
      }
    >
      <ListToolbar
        keyword={{ value: text, onChange: setText, placeholder: t('dictionary.keyword') }}
        searchIcons
        onSearch={() => {
          setKeyword(text.trim());
          setExpanded(null);
        }}
        onReset={() => {
          setText('');
          setKeyword('');
          setExpanded(null);
        }}
        refresh={{ onClick: () => void options.refetch(), loading: options.isFetching }}
      />
      <Table<DictionaryOption>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={options.isLoading}
        pagination={!isTree && rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        expandable={
          isTree
            ? {
                expandedRowKeys: open,
                onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
                indentSize: 20,
              }
            : { childrenColumnName: '__none' }
        }
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={keyword ? t('dictionary.noMatch') : t('dictionary.emptyItems')}
            />
          ),
        }}
      />
    </Card>
  );
}

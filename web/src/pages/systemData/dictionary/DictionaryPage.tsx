import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { DictionaryTypeNode } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { ResourceWholeListPage } from '../../../components/resource/ResourceWholeList';
import { DictionaryTypeForm, type TypeTarget } from './DictionaryForms';
import { DictionaryImportDialog } from './DictionaryImportDialog';
import { DictionaryTypeTree } from './DictionaryTypeTree';
import {
  DICTIONARY_KEY,
  deleteType,
  exportDictionary,
  fetchTypeTree,
  refreshDictionaries,
} from './dictionary.api';
import styles from './dictionary.module.css';
import { dictionaryItemsResource } from './dictionary-items.resource';
import { findType, firstLeaf } from './dictionary-types';

/** The items' card title: the chosen type, its code and whether its items form a tree. */
function TypeHeading({ type }: { type: DictionaryTypeNode }) {
  const { t } = useTranslation();
  const isTree = type.isTree === 1;
  return (
    <Space size={8} className={styles.heading}>
      <span>{type.fullName}</span>
      <Typography.Text type="secondary" className={styles.code}>
        {type.enCode}
      </Typography.Text>
      <Tag color={isTree ? 'blue' : 'default'}>{isTree ? t('dictionary.tree') : t('dictionary.list')}</Tag>
    </Space>
  );
}

/** 数据字典: dictionary types on the left, the items of the chosen type on the right. */
export default function DictionaryPage() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const [typeId, setTypeId] = useState<string | undefined>();
  const [typeTarget, setTypeTarget] = useState<TypeTarget | null>(null);
  const [importing, setImporting] = useState(false);

  const types = useQuery({
    queryKey: [...DICTIONARY_KEY, 'types'],
    queryFn: ({ signal }) => fetchTypeTree(signal),
  });
  const typeList = types.data?.list ?? [];
  const type = findType(typeList, typeId);

  // Open on the first dictionary; fall back to it when the chosen type goes away.
  // (Not while the list reloads: a type just created or imported is chosen before it is in the list.)
  useEffect(() => {
    if (!types.data || types.isFetching) return;
    if (!typeId || !findType(types.data.list, typeId)) setTypeId(firstLeaf(types.data.list)?.id);
  }, [types.data, types.isFetching, typeId]);

  const removeType = useMutation({
    mutationFn: (node: DictionaryTypeNode) => deleteType(node.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void refreshDictionaries();
    },
  });
  const exporting = useMutation({ mutationFn: (node: DictionaryTypeNode) => exportDictionary(node) });

  // The type's own description is kept while it is chosen; each type's list starts afresh (its key).
  const items = useMemo(() => (type ? dictionaryItemsResource(type) : null), [type]);
  const described = items && {
    ...items,
    toolbar: [
      ...(items.toolbar ?? []),
      {
        kind: 'custom' as const,
        permission: 'btn_export',
        node: (
          <Button
            icon={<DownloadOutlined />}
            loading={exporting.isPending}
            onClick={() => type && exporting.mutate(type)}
          >
            {t('dictionary.export')}
          </Button>
        ),
      },
      {
        kind: 'custom' as const,
        permission: 'btn_import',
        node: (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('dictionary.import')}
          </Button>
        ),
      },
    ],
  };

  return (
    <div className={styles.layout}>
      <DictionaryTypeTree
        types={typeList}
        loading={types.isLoading}
        typeId={typeId}
        onChoose={setTypeId}
        onEdit={setTypeTarget}
        onRemove={(node) => confirmDelete(() => removeType.mutateAsync(node))}
      />
      {type && described ? (
        <ResourceWholeListPage
          key={type.id}
          className={styles.main}
          title={<TypeHeading type={type} />}
          resource={described}
          // Dictionaries show all over the app (controls, viewers): every copy is refreshed.
          onChanged={() => void refreshDictionaries()}
          whole={{
            tree: type.isTree === 1,
            pageAfter: 50,
            branchActions: ({ expanded, expandAll, foldAll }) => {
              const open = expanded !== null && expanded.length > 0;
              return (
                <Button onClick={open ? foldAll : expandAll}>
                  {open ? t('dictionary.foldAll') : t('dictionary.expandAll')}
                </Button>
              );
            },
          }}
        />
      ) : (
        <Card className={styles.main} title={t('dictionary.items')}>
          <Empty
            className={styles.noType}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={types.isLoading ? ' ' : t('dictionary.chooseType')}
          />
        </Card>
      )}
      <DictionaryTypeForm target={typeTarget} onClose={() => setTypeTarget(null)} onSaved={setTypeId} />
      <DictionaryImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(answer) => {
          setImporting(false);
          void refreshDictionaries();
          setTypeId(answer.id);
        }}
      />
    </div>
  );
}

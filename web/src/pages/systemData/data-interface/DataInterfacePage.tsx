import { ApiOutlined, FolderOpenOutlined, FolderOutlined, ImportOutlined } from '@ant-design/icons';
import type { DataInterfaceListRow } from '@app/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { DataInterfaceImportDialog } from './DataInterfaceImportDialog';
import { DataInterfaceLogDialog } from './DataInterfaceLogDialog';
import { DataInterfaceTestDialog } from './DataInterfaceTestDialog';
import { DATA_INTERFACE_KEY, fetchCategories } from './data-interface.api';
import styles from './data-interface.module.css';
import { dataInterfaceResource, NEW_INTERFACE } from './data-interface.resource';

/** 数据接口: reusable SQL, static and HTTP data sources for forms, pickers, portals and tasks. */
export default function DataInterfacePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [testing, setTesting] = useState<DataInterfaceListRow | null>(null);
  const [logOf, setLogOf] = useState<DataInterfaceListRow | null>(null);
  const [importing, setImporting] = useState(false);

  const categories = useQuery({
    queryKey: [...DATA_INTERFACE_KEY, 'categories'],
    queryFn: ({ signal }) => fetchCategories(signal),
  });
  const categoryList = categories.data?.list ?? [];
  const resource = useMemo(
    () =>
      dataInterfaceResource({
        categories: (categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.fullName })),
        test: setTesting,
        log: setLogOf,
      }),
    [categories.data],
  );
  const described = {
    ...resource,
    toolbar: [
      { kind: 'add' as const },
      {
        kind: 'custom' as const,
        permission: 'btn_import',
        node: (
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('dataInterface.import')}
          </Button>
        ),
      },
    ],
  };

  const categoryButton = (id: string | null, name: string) => {
    const active = categoryId === id;
    return (
      <button
        key={id ?? 'all'}
        type="button"
        className={`${styles.category} ${active ? styles.categoryActive : ''}`}
        aria-pressed={active}
        onClick={() => setCategoryId(id)}
      >
        {active ? <FolderOpenOutlined /> : <FolderOutlined />}
        <span>{name}</span>
      </button>
    );
  };

  return (
    <div className={styles.layout}>
      <Card
        className={styles.side}
        title={t('dataInterface.categories')}
        size="small"
        loading={categories.isLoading}
      >
        <nav className={styles.categoryList} aria-label={t('dataInterface.categories')}>
          {categoryButton(null, t('dataInterface.allCategories'))}
          {categoryList.map((c) => categoryButton(c.id, c.fullName))}
        </nav>
      </Card>
      {/* Another category lists its interfaces from page 1; a new one starts in it. */}
      <ResourceListPage
        className={styles.main}
        resource={described}
        params={{ categoryId: categoryId ?? undefined }}
        createDefaults={{ ...NEW_INTERFACE, categoryId: categoryId ?? undefined }}
        emptyImage={<ApiOutlined className={styles.muted} style={{ fontSize: 40 }} />}
      />
      <DataInterfaceTestDialog target={testing} onClose={() => setTesting(null)} />
      <DataInterfaceLogDialog target={logOf} onClose={() => setLogOf(null)} />
      <DataInterfaceImportDialog
        open={importing}
        categories={categoryList.map((c) => ({ value: c.id, title: c.fullName }))}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          void queryClient.invalidateQueries({ queryKey: DATA_INTERFACE_KEY });
        }}
      />
    </div>
  );
}

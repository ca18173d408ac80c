import { ImportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Select } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/PageLoading';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { DesignImportDialog } from './DesignImportDialog';
import { copyDesign, type DesignRow, releaseDesign } from './design.api';
import type { DesignKind } from './design-kinds';
import { designListResource } from './design-list.resource';
import { useCategories } from './useCategories';

// The designer is a chunk of its own, fetched when a design is first opened.
const DesignEditor = lazy(() => import('./DesignEditor'));
// So is the preview, which draws the form with the renderer.
const DesignPreview = lazy(() => import('./DesignPreview'));

/** A list of designs of one type (Web设计, App设计, 功能表单, 移动表单, 流程表单), opening each in the designer. */
export function DesignListPage({ kind }: { kind: DesignKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const categories = useCategories(kind.categories);
  const [editing, setEditing] = useState<{ row: DesignRow; done: () => Promise<void> } | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();

  const resource = useMemo(
    () =>
      designListResource(t, {
        kind,
        categoryName: categories.nameOf,
        categoryField: (
          <Form.Item name="category" label={t('designList.category')}>
            <Select
              allowClear
              options={categories.options}
              placeholder={t('designList.categoryPlaceholder')}
            />
          </Form.Item>
        ),
        openDesigner: (row, list) => setEditing({ row, done: list.refresh }),
        copy: async (row, list) => {
          await copyDesign(row.id);
          message.success(t('designList.copied'));
          await list.refresh();
        },
        preview: (row) => setPreviewing(row.id),
        importButton: (
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('designList.import')}
          </Button>
        ),
        release: async (row, list) => {
          const { version } = await releaseDesign(row.id);
          message.success(t('designList.releasedDone', { version }));
          await list.refresh();
        },
      }),
    [t, kind, categories.nameOf, categories.options, message],
  );

  return (
    <ResourceListPage resource={resource}>
      {editing ? (
        <Suspense fallback={<PageLoading />}>
          <DesignEditor
            id={editing.row.id}
            type={kind.type}
            onClose={() => {
              setEditing(null);
              void editing.done();
            }}
          />
        </Suspense>
      ) : null}
      {previewing ? (
        <Suspense fallback={<PageLoading />}>
          <DesignPreview id={previewing} onClose={() => setPreviewing(null)} />
        </Suspense>
      ) : null}
      <DesignImportDialog
        open={importing}
        type={kind.type}
        categories={categories.options}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          void queryClient.invalidateQueries({ queryKey: ['visualdev', 'designs', String(kind.type)] });
        }}
      />
    </ResourceListPage>
  );
}

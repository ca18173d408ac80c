import { ImportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonImportDialog } from '../../../components/admin/JsonImportDialog';
import { PageLoading } from '../../../components/PageLoading';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { useResourceOptions } from '../../../components/resource/useResourceOptions';
import { FlowVersionsDialog } from './FlowVersionsDialog';
import {
  copyEngine,
  type FlowEngineRow,
  type FlowImportResult,
  importEngine,
  releaseEngine,
  stopEngine,
  WORKFLOW_CATEGORY_TYPE,
} from './flow-engine.api';
import { flowEngineResource } from './flow-engine.resource';

// The designer is a chunk of its own, fetched when a flow is first designed.
const FlowDesigner = lazy(() => import('../flowDesigner/FlowDesigner'));

/** The server's limit (flow-engine-transfer.ts). */
const MAX_BYTES = 4 * 1024 * 1024;

/** 工作流程 › 流程引擎: the flows, released and stopped here; the designer edits their trees. */
export default function FlowEnginePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [versionsOf, setVersionsOf] = useState<FlowEngineRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [designing, setDesigning] = useState<string | null>(null);
  const categories = useResourceOptions(undefined, { typeId: WORKFLOW_CATEGORY_TYPE, valueKey: 'enCode' });

  const resource = useMemo(
    () =>
      flowEngineResource({
        copy: async (row, list) => {
          await copyEngine(row.id);
          message.success(t('flowEngine.copied'));
          await list.refresh();
        },
        release: async (row, list) => {
          const { version } = await releaseEngine(row.id);
          message.success(t('flowEngine.released', { version }));
          await list.refresh();
        },
        stop: async (row, list) => {
          await stopEngine(row.id);
          message.success(t('flowEngine.stopped'));
          await list.refresh();
        },
        versions: setVersionsOf,
        design: (row) => setDesigning(row.id),
        created: setDesigning,
        importButton: (
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('flowEngine.import')}
          </Button>
        ),
      }),
    [t, message],
  );

  return (
    <ResourceListPage resource={resource}>
      {designing ? (
        <Suspense fallback={<PageLoading />}>
          <FlowDesigner
            id={designing}
            onClose={() => {
              setDesigning(null);
              void queryClient.invalidateQueries({ queryKey: ['workflow', 'flowEngine'] });
            }}
          />
        </Suspense>
      ) : null}
      {versionsOf ? <FlowVersionsDialog engine={versionsOf} onClose={() => setVersionsOf(null)} /> : null}
      <JsonImportDialog<FlowImportResult>
        open={importing}
        maxBytes={MAX_BYTES}
        parentOptions={categories.map((option) => ({ value: option.value, title: String(option.label) }))}
        parentsLoading={false}
        send={importEngine}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          void queryClient.invalidateQueries({ queryKey: ['workflow', 'flowEngine'] });
        }}
        texts={{
          title: t('flowEngine.importTitle'),
          ok: t('flowEngine.import'),
          dragText: t('flowEngine.dragText'),
          dragHint: t('flowEngine.dragHint'),
          onlyJson: t('flowEngine.onlyJson'),
          tooLarge: t('flowEngine.tooLarge'),
          parent: t('flowEngine.category'),
          parentDefault: t('flowEngine.importCategoryDefault'),
          rename: t('flowEngine.rename'),
          renameHint: t('flowEngine.renameHint'),
          failed: t('flowEngine.importFailed'),
          imported: (answer) =>
            answer.renamed.length > 0
              ? t('flowEngine.importedRenamed', { code: answer.renamed[0]?.to })
              : t('flowEngine.imported'),
        }}
      />
    </ResourceListPage>
  );
}

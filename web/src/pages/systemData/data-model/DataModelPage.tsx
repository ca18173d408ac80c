import { ImportOutlined, TagsOutlined } from '@ant-design/icons';
import { PLATFORM_DATA_SOURCE_ID } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Select, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ApiError } from '../../../app/request';
import { ResourceWholeListPage } from '../../../components/resource/ResourceWholeList';
import { usePermission } from '../../../components/usePermission';
import { fetchDataSourceGroups } from '../data-source/data-source.api';
import { CommonFieldsDrawer } from './CommonFieldsDrawer';
import { importTable } from './data-model.api';
import styles from './data-model.module.css';
import { DATA_MODEL_TABLES_KEY, dataModelResource } from './data-model.resource';
import { type DesignerTarget, TableDesigner } from './TableDesigner';
import { TablePreview } from './TablePreview';

/** 导入: a table's structure from the JSON file 导出 gave; the file is checked whole before the table is made. */
function ImportButton({ linkId }: { linkId: string }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => importTable(linkId, file),
    onSuccess: (result) => {
      toastSuccess(t('dataModel.importSuccess', { table: result.table }));
      void queryClient.invalidateQueries({ queryKey: DATA_MODEL_TABLES_KEY });
    },
    onError: (error) =>
      modal.error({
        title: t('dataModel.importTitle'),
        content: error instanceof ApiError ? error.message : String(error),
      }),
  });
  return (
    <Upload
      accept=".json,application/json"
      showUploadList={false}
      beforeUpload={(file) => {
        upload.mutate(file);
        return false;
      }}
    >
      <Button icon={<ImportOutlined />} loading={upload.isPending} title={t('dataModel.importHint')}>
        {t('dataModel.import')}
      </Button>
    </Upload>
  );
}

/** 数据建模: the tables of a data source; design, view, preview, export, import and drop them. */
export default function DataModelPage() {
  const { t } = useTranslation();
  const { hasButton } = usePermission();
  const [linkId, setLinkId] = useState(PLATFORM_DATA_SOURCE_ID);
  const [designer, setDesigner] = useState<DesignerTarget>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [commonOpen, setCommonOpen] = useState(false);
  const canEdit = hasButton('btn_edit');

  const groups = useQuery({
    queryKey: ['systemData', 'dataSource', 'selector'],
    queryFn: ({ signal }) => fetchDataSourceGroups(signal),
  });
  const sourceOptions = (groups.data ?? []).map((g) => ({
    label: g.fullName,
    options: g.children.map((c) => ({ value: c.id, label: c.fullName })),
  }));

  const resource = useMemo(
    () =>
      dataModelResource({
        linkId,
        canEdit,
        design: setDesigner,
        preview: setPreviewing,
        importButton: <ImportButton linkId={linkId} />,
        commonFieldsButton: (
          <Button icon={<TagsOutlined />} onClick={() => setCommonOpen(true)}>
            {t('dataModel.commonFields')}
          </Button>
        ),
      }),
    [linkId, canEdit, t],
  );

  return (
    <ResourceWholeListPage
      // Another source is another list: its keyword starts empty and its rows load afresh.
      key={linkId}
      resource={resource}
      params={{ linkId }}
      whole={{ pageAfter: 20 }}
      intro={
        <div className={styles.sourceBar}>
          <span className={styles.sourceLabel}>{t('dataModel.source')}</span>
          <Select
            style={{ width: 280 }}
            value={linkId}
            loading={groups.isLoading}
            options={sourceOptions}
            aria-label={t('dataModel.source')}
            placeholder={t('dataModel.pickSource')}
            onChange={setLinkId}
          />
        </div>
      }
    >
      <TableDesigner linkId={linkId} target={designer} onClose={() => setDesigner(null)} />
      <TablePreview linkId={linkId} table={previewing} onClose={() => setPreviewing(null)} />
      <CommonFieldsDrawer
        open={commonOpen}
        onClose={() => setCommonOpen(false)}
        canAdd={hasButton('btn_add')}
        canRemove={hasButton('btn_remove')}
      />
    </ResourceWholeListPage>
  );
}

import type { ListColumn } from '@app/common/form';
import { Checkbox, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadProgress } from '../../../app/file-transfer';
import { ResourceExportDialog } from '../../../components/resource/ResourceExportDialog';

/**
 * 导出: the user ticks the columns (the list's, all ticked), then the rows the search finds are downloaded
 * as Excel with the runtime's progress dialog; the server leaves out columns the user may not see.
 */
export function ExportDialog({
  columns,
  run,
  onClose,
}: {
  columns: readonly ListColumn[];
  run: (selectKey: string[], onProgress: (progress: DownloadProgress) => void) => Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(() => columns.map((c) => c.prop));
  const [running, setRunning] = useState(false);
  return (
    <>
      <Modal
        open={!running}
        title={t('dynamicModel.exportTitle')}
        okText={t('dynamicModel.exportOk')}
        okButtonProps={{ disabled: !chosen.length }}
        onOk={() => setRunning(true)}
        onCancel={onClose}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item
            label={t('dynamicModel.exportColumns')}
            validateStatus={chosen.length ? undefined : 'error'}
            help={chosen.length ? undefined : t('dynamicModel.chooseColumns')}
          >
            <Checkbox
              indeterminate={chosen.length > 0 && chosen.length < columns.length}
              checked={chosen.length === columns.length}
              onChange={(e) => setChosen(e.target.checked ? columns.map((c) => c.prop) : [])}
            >
              {t('dynamicModel.all')}
            </Checkbox>
            <Checkbox.Group
              value={chosen}
              onChange={(values) => setChosen(columns.map((c) => c.prop).filter((p) => values.includes(p)))}
              options={columns.map((c) => ({ value: c.prop, label: c.label }))}
            />
          </Form.Item>
        </Form>
      </Modal>
      <ResourceExportDialog open={running} run={(onProgress) => run(chosen, onProgress)} onClose={onClose} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { JsonImportDialog } from '../../../components/admin/JsonImportDialog';
import { type InterfaceImportResult, importInterface } from './data-interface.api';

/** The server's limit (data-interface-transfer.ts). */
const MAX_BYTES = 256 * 1024;

/** 导入: one exported .json file, the category it goes to, and what to do with a code in use. */
export function DataInterfaceImportDialog({
  open,
  categories,
  onClose,
  onImported,
}: {
  open: boolean;
  categories: { value: string; title: string }[];
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  return (
    <JsonImportDialog<InterfaceImportResult>
      open={open}
      maxBytes={MAX_BYTES}
      parentOptions={categories}
      parentsLoading={false}
      send={importInterface}
      onClose={onClose}
      onImported={onImported}
      texts={{
        title: t('dataInterface.importTitle'),
        ok: t('dataInterface.import'),
        dragText: t('dataInterface.dragText'),
        dragHint: t('dataInterface.dragHint'),
        onlyJson: t('dataInterface.onlyJson'),
        tooLarge: t('dataInterface.tooLarge'),
        parent: t('dataInterface.importCategory'),
        parentDefault: t('dataInterface.importCategoryDefault'),
        rename: t('dataInterface.rename'),
        renameHint: t('dataInterface.renameHint'),
        failed: t('dataInterface.importFailed'),
        imported: (answer) =>
          answer.renamed.length > 0
            ? t('dataInterface.importedRenamed', { code: answer.renamed[0]?.to })
            : t('dataInterface.imported'),
      }}
    />
  );
}

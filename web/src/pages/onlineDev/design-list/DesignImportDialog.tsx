import type { DesignType } from '@app/common/form';
import { useTranslation } from 'react-i18next';
import { JsonImportDialog } from '../../../components/admin/JsonImportDialog';
import { type DesignImportResult, importDesign } from './design.api';

/** The server's limit (design-transfer.ts). */
const MAX_BYTES = 8 * 1024 * 1024;

/** 导入: one exported design file, the category it goes to, and what to do with a code in use. */
export function DesignImportDialog({
  open,
  type,
  categories,
  onClose,
  onImported,
}: {
  open: boolean;
  type: DesignType;
  categories: { value: string; label: string }[];
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  return (
    <JsonImportDialog<DesignImportResult>
      open={open}
      maxBytes={MAX_BYTES}
      parentOptions={categories.map((c) => ({ value: c.value, title: c.label }))}
      parentsLoading={false}
      send={importDesign(type)}
      onClose={onClose}
      onImported={onImported}
      texts={{
        title: t('designList.importTitle'),
        ok: t('designList.import'),
        dragText: t('designList.dragText'),
        dragHint: t('designList.dragHint'),
        onlyJson: t('designList.onlyJson'),
        tooLarge: t('designList.tooLarge'),
        parent: t('designList.importCategory'),
        parentDefault: t('designList.importCategoryDefault'),
        rename: t('designList.rename'),
        renameHint: t('designList.renameHint'),
        failed: t('designList.importFailed'),
        imported: (answer) =>
          answer.renamed.length > 0
            ? t('designList.importedRenamed', { code: answer.renamed[0]?.to })
            : t('designList.imported'),
      }}
    />
  );
}

import type { DictionaryImportResult } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonImportDialog } from '../../../components/admin/JsonImportDialog';
import { DICTIONARY_KEY, fetchTypeParents, importDictionary, pickOptions } from './dictionary.api';

/** The server's limit (dictionary.routes.ts). */
const MAX_BYTES = 1024 * 1024;

/** 导入字典: one exported .json file, an optional parent type, and what to do with a code in use. */
export function DictionaryImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: (answer: DictionaryImportResult) => void;
}) {
  const { t } = useTranslation();
  const parents = useQuery({
    queryKey: [...DICTIONARY_KEY, 'typeParents', null],
    queryFn: ({ signal }) => fetchTypeParents(null, signal),
    enabled: open,
  });
  const parentOptions = useMemo(
    () => pickOptions(parents.data?.list, { value: '-1', title: t('dictionary.topLevel') }),
    [parents.data, t],
  );
  return (
    <JsonImportDialog<DictionaryImportResult>
      open={open}
      maxBytes={MAX_BYTES}
      parentOptions={parentOptions}
      parentsLoading={parents.isLoading}
      send={importDictionary}
      onClose={onClose}
      onImported={onImported}
      texts={{
        title: t('dictionary.importTitle'),
        ok: t('dictionary.import'),
        dragText: t('dictionary.dragText'),
        dragHint: t('dictionary.dragHint'),
        onlyJson: t('dictionary.onlyJson'),
        tooLarge: t('dictionary.tooLarge'),
        parent: t('dictionary.importParent'),
        parentDefault: t('dictionary.importParentDefault'),
        rename: t('dictionary.rename'),
        renameHint: t('dictionary.renameHint'),
        failed: t('dictionary.importFailed'),
        imported: (answer) =>
          answer.renamed.length > 0
            ? t('dictionary.importedRenamed', { count: answer.count, code: answer.renamed[0]?.to })
            : t('dictionary.imported', { count: answer.count }),
      }}
    />
  );
}

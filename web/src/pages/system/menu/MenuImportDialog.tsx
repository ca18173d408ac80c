import type { MenuCategory } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonImportDialog } from '../../../components/admin/JsonImportDialog';
import { fetchParentChoices, importMenu, type MenuImportAnswer, parentOptionsOf } from './menu.api';

/** The server's limit (menu-transfer.routes.ts). */
const MAX_BYTES = 1024 * 1024;

export interface MenuImportDialogProps {
  open: boolean;
  category: MenuCategory;
  onClose: () => void;
  onImported: (answer: MenuImportAnswer) => void;
}

/** 导入菜单: one exported .json file, an optional parent directory, and what to do with codes in use. */
export function MenuImportDialog({ open, category, onClose, onImported }: MenuImportDialogProps) {
  const { t } = useTranslation();
  const parents = useQuery({
    queryKey: ['system', 'menu', 'parents', '0', category],
    queryFn: ({ signal }) => fetchParentChoices(null, category, signal),
    enabled: open,
  });
  const parentOptions = useMemo(
    () => parentOptionsOf(parents.data?.list, t('menu.topLevel')),
    [parents.data, t],
  );
  return (
    <JsonImportDialog<MenuImportAnswer>
      open={open}
      maxBytes={MAX_BYTES}
      parentOptions={parentOptions}
      parentsLoading={parents.isLoading}
      send={importMenu}
      onClose={onClose}
      onImported={onImported}
      texts={{
        title: t('menuTransfer.importTitle'),
        ok: t('menuTransfer.importOk'),
        dragText: t('menuTransfer.dragText'),
        dragHint: t('menuTransfer.dragHint'),
        onlyJson: t('menuTransfer.onlyJson'),
        tooLarge: t('menuTransfer.tooLarge'),
        parent: t('menuTransfer.parent'),
        parentHint: t('menuTransfer.parentHint'),
        parentDefault: t('menuTransfer.parentDefault'),
        rename: t('menuTransfer.rename'),
        renameHint: t('menuTransfer.renameHint'),
        failed: t('menuTransfer.failed'),
        imported: (answer) =>
          answer.renamed.length > 0
            ? t('menuTransfer.importedRenamed', { count: answer.count, renamed: answer.renamed.length })
            : t('menuTransfer.imported', { count: answer.count }),
      }}
    />
  );
}

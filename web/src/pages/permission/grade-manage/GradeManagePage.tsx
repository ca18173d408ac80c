import type { DelegationRow } from '@app/common';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { GradeManageDialog } from './GradeManageDialog';
import { GRADE_KEY } from './grade-manage.api';
import { AddButton, gradeManageResource } from './grade-manage.resource';

/** 分级管理: users who administer only some organisations, and which ones. */
export default function GradeManagePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ open: boolean; row: DelegationRow | null }>({
    open: false,
    row: null,
  });
  const resource = useMemo(
    () =>
      gradeManageResource({
        addButton: (
          <AddButton label={t('gradeManage.add')} onClick={() => setDialog({ open: true, row: null })} />
        ),
        edit: (row) => setDialog({ open: true, row }),
      }),
    [t],
  );
  return (
    <ResourceListPage resource={resource}>
      <GradeManageDialog
        open={dialog.open}
        row={dialog.row}
        onClose={() => setDialog({ open: false, row: null })}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: GRADE_KEY })}
      />
    </ResourceListPage>
  );
}

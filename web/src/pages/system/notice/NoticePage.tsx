import type { NoticeRow } from '@app/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { NoticePreview } from './NoticePreview';
import { releaseNotice } from './notice.api';
import { noticeResource } from './notice.resource';

/** 系统公告: notices written as drafts and released once to every user (the header bell shows them). */
export default function NoticePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState<string | null>(null);

  const release = useMutation({
    mutationFn: (row: NoticeRow) => releaseNotice(row.id),
    onSuccess: (result) => {
      toastSuccess(t('notice.releaseDone', { count: result.receivers }));
      void queryClient.invalidateQueries({ queryKey: ['system', 'notice'] });
    },
  });
  const { mutateAsync } = release;
  const resource = useMemo(
    () =>
      noticeResource({
        preview: setPreviewing,
        release: (row) =>
          modal.confirm({
            title: t('common.tip'),
            content: t('notice.releaseConfirm', { title: row.title }),
            okText: t('notice.release'),
            cancelText: t('common.cancel'),
            onOk: () => mutateAsync(row).catch(() => undefined),
          }),
      }),
    [modal, t, mutateAsync],
  );

  return (
    <ResourceListPage resource={resource}>
      <NoticePreview id={previewing} onClose={() => setPreviewing(null)} />
    </ResourceListPage>
  );
}

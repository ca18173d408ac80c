import type { Lang } from '@app/common';
import type { FormData } from '@app/common/form';
import { useQuery } from '@tanstack/react-query';
import { Empty, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormPreview } from '../../../components/designed-form/FormPreview';
import { fetchDesign } from './design.api';

/** 预览 of the design lists: the design's saved form (the draft) as a user will get it. */
export default function DesignPreview({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const design = useQuery({ queryKey: ['visualdev', 'design', id], queryFn: () => fetchDesign(id) });
  const form = design.data?.formData ? (JSON.parse(design.data.formData) as FormData) : null;
  if (form)
    return (
      <FormPreview
        form={form}
        lang={i18n.language as Lang}
        labels={{ desktop: t('designList.previewDesktop'), phone: t('designList.previewPhone') }}
        onClose={onClose}
      />
    );
  return (
    <Modal open title={t('designList.preview')} onCancel={onClose} footer={null}>
      {design.isPending ? <Spin /> : <Empty description={t('designList.noForm')} />}
    </Modal>
  );
}

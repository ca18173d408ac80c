import { NOTICE_TITLE_MAX } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';
import { fetchNotice, saveNotice } from './notice.api';

interface Values {
  title: string;
  bodyText: string;
}

/** 新建/编辑 公告, saved as a draft; `target` null is closed, '' is a new notice, otherwise a draft's id. */
export function NoticeForm({ target, onClose }: { target: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const editing = target ? target : null;

  const info = useQuery({
    queryKey: ['system', 'notice', 'info', editing],
    queryFn: () => fetchNotice(editing as string),
    enabled: editing !== null,
    gcTime: 0,
  });

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
  }, [target, form]);
  useEffect(() => {
    if (info.data) form.setFieldsValue({ title: info.data.title, bodyText: info.data.bodyText });
  }, [info.data, form]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      saveNotice(editing, { title: values.title.trim(), bodyText: values.bodyText ?? '' }),
    onSuccess: () => {
      toastSuccess(t('notice.saved'));
      void queryClient.invalidateQueries({ queryKey: ['system', 'notice'] });
      onClose();
    },
  });

  return (
    <FormModal<Values>
      open={target !== null}
      title={editing ? t('notice.edit') : t('notice.add')}
      width={900}
      form={form}
      saving={save.isPending}
      loading={editing !== null && info.isLoading}
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      <Form.Item
        name="title"
        label={t('notice.noticeTitle')}
        rules={[
          { required: true, whitespace: true, message: t('notice.titleRequired') },
          { max: NOTICE_TITLE_MAX, message: t('notice.titleTooLong', { max: NOTICE_TITLE_MAX }) },
        ]}
      >
        <Input placeholder={t('notice.titlePlaceholder')} maxLength={NOTICE_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item name="bodyText" label={t('notice.body')} initialValue="">
        <RichTextEditor placeholder={t('notice.bodyPlaceholder')} label={t('notice.body')} />
      </Form.Item>
    </FormModal>
  );
}

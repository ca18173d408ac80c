import { NOTICE_TITLE_MAX } from '@app/common';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';

/** 公告标题: required, at most NOTICE_TITLE_MAX characters, counted as typed. */
export function NoticeTitleField() {
  const { t } = useTranslation();
  return (
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
  );
}

/** 公告内容 in the rich-text editor (HTML). */
export function NoticeBodyField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="bodyText" label={t('notice.body')}>
      <RichTextEditor placeholder={t('notice.bodyPlaceholder')} label={t('notice.body')} />
    </Form.Item>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Descriptions, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { DescriptionItem } from '../../permission/organize/OrganizeFields';
import { type BuiltInTexts, builtInTexts } from './built-in';
import { fetchLanguage, LANGUAGE_KEY, saveLanguage } from './language.api';
import styles from './language.module.css';

interface Values {
  key: string;
  zh: string;
  en?: string | null;
  zhtw?: string | null;
  description?: string | null;
}

/** The built-in texts of the key being typed, for reference (looked up once the key is well formed). */
function useBuiltIn(key: string | undefined) {
  const [texts, setTexts] = useState<{ key: string; texts: BuiltInTexts | null } | null>(null);
  useEffect(() => {
    const wanted = key?.trim() ?? '';
    if (!LANGUAGE_KEY.test(wanted)) {
      setTexts(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void builtInTexts(wanted).then((found) => {
        if (live) setTexts({ key: wanted, texts: found });
      });
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return texts;
}

/** 新建/编辑 翻译; `target` null is closed, '' is a new entry, otherwise the entry's id. */
export function LanguageForm({
  target,
  onClose,
  onSaved,
}: {
  target: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const editing = target ? target : null;
  const info = useQuery({
    queryKey: ['system', 'language', 'info', editing],
    queryFn: () => fetchLanguage(editing as string),
    enabled: editing !== null,
    gcTime: 0,
  });

  useEffect(() => {
    if (target !== null) form.resetFields();
  }, [target, form]);
  useEffect(() => {
    if (info.data) form.setFieldsValue(info.data);
  }, [info.data, form]);

  const builtIn = useBuiltIn(Form.useWatch('key', form));

  const save = useMutation({
    mutationFn: (values: Values) =>
      saveLanguage(editing, {
        key: values.key.trim(),
        zh: values.zh.trim(),
        en: values.en?.trim() || null,
        zhtw: values.zhtw?.trim() || null,
        description: values.description?.trim() || null,
      }),
    onSuccess: () => {
      toastSuccess(t('sysLanguage.saveSuccess'));
      void queryClient.invalidateQueries({ queryKey: ['system', 'language'] });
      onSaved();
      onClose();
    },
  });

  return (
    <FormModal<Values>
      open={target !== null}
      title={editing ? t('sysLanguage.editTitle') : t('sysLanguage.add')}
      width={680}
      form={form}
      saving={save.isPending}
      loading={editing !== null && info.isLoading}
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      <Form.Item
        name="key"
        label={t('sysLanguage.key')}
        rules={[
          { required: true, whitespace: true, message: t('sysLanguage.keyRequired') },
          { pattern: LANGUAGE_KEY, message: t('sysLanguage.keyPattern') },
        ]}
      >
        <Input maxLength={100} placeholder={t('sysLanguage.keyPlaceholder')} className={styles.mono} />
      </Form.Item>
      {builtIn ? (
        <div className={styles.builtIn} data-testid="built-in">
          <div className={styles.builtInTitle}>{t('sysLanguage.builtIn')}</div>
          {builtIn.texts ? (
            <Descriptions
              size="small"
              column={1}
              items={(['zh', 'en', 'zhtw'] as const).map((lang) => ({
                key: lang,
                label: t(`sysLanguage.${lang}`),
                children: builtIn.texts?.[lang] ?? '—',
              }))}
            />
          ) : (
            <span className={styles.muted}>{t('sysLanguage.builtInNone')}</span>
          )}
        </div>
      ) : null}
      <Form.Item
        name="zh"
        label={t('sysLanguage.zh')}
        rules={[{ required: true, whitespace: true, message: t('sysLanguage.zhRequired') }]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="en" label={t('sysLanguage.en')}>
            <Input maxLength={500} placeholder={t('sysLanguage.fallback')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="zhtw" label={t('sysLanguage.zhtw')}>
            <Input maxLength={500} placeholder={t('sysLanguage.fallback')} />
          </Form.Item>
        </Col>
      </Row>
      <DescriptionItem />
    </FormModal>
  );
}

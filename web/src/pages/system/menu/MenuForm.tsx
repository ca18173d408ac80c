import {
  APP_MENU_TYPES,
  generatedMenuUrl,
  MENU_TYPE_ORDER,
  type MenuCategory,
  type MenuType,
} from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Col, Form, Input, Radio, Row, Select, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { usePatternRule } from '../../../components/admin/usePatternRule';
import { IconPicker } from '../../../components/IconPicker';
import { markFieldErrors } from '../../../components/resource/form-values';
import { fetchMenu, fetchParentChoices, parentOptionsOf, ROOT, saveMenu } from './menu.api';
import styles from './menu.module.css';

/** What the dialog edits: a new menu under `parentId`, or the menu `id`. */
export interface MenuTarget {
  category: MenuCategory;
  id?: string;
  parentId?: string;
}

interface Values {
  parentId: string;
  type: MenuType;
  fullName: string;
  enCode: string;
  icon?: string | null;
  urlAddress?: string | null;
  linkTarget: '_self' | '_blank';
  moduleId?: string;
  sortCode: number;
  enabled: boolean;
  flags: string[];
  description?: string | null;
}

const FLAGS = ['isButtonAuthorize', 'isColumnAuthorize', 'isFormAuthorize', 'isDataAuthorize'] as const;

/** 新建/编辑 菜单: fields follow the chosen type. */
export function MenuForm({ target, onClose }: { target: MenuTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const pattern = usePatternRule();
  const queryClient = useQueryClient();
  const open = target !== null;
  const category = target?.category ?? 'Web';
  const editing = target?.id ?? null;
  const type = Form.useWatch('type', form) ?? 2;
  const parentId = Form.useWatch('parentId', form) ?? ROOT;
  const enCode = Form.useWatch('enCode', form) ?? '';

  const info = useQuery({
    queryKey: ['system', 'menu', 'info', editing],
    queryFn: () => fetchMenu(editing as string),
    enabled: open && editing !== null,
    gcTime: 0,
  });
  const parents = useQuery({
    queryKey: ['system', 'menu', 'parents', category, editing],
    queryFn: ({ signal }) => fetchParentChoices(editing, category, signal),
    enabled: open,
  });

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (!target.id) {
      const under = Boolean(target.parentId && target.parentId !== ROOT);
      form.setFieldsValue({
        parentId: target.parentId ?? ROOT,
        type: under ? 2 : 1,
        linkTarget: '_self',
        sortCode: 0,
        enabled: true,
        flags: under ? [...FLAGS] : [],
      });
    }
  }, [target, form]);
  useEffect(() => {
    if (!info.data) return;
    const d = info.data;
    let moduleId = '';
    try {
      moduleId = String(JSON.parse(d.propertyJson ?? '{}').moduleId ?? '');
    } catch {
      moduleId = '';
    }
    form.setFieldsValue({
      parentId: d.parentId,
      type: d.type,
      fullName: d.fullName,
      enCode: d.enCode,
      icon: d.icon,
      urlAddress: d.urlAddress,
      linkTarget: d.linkTarget,
      moduleId,
      sortCode: d.sortCode,
      enabled: d.enabledMark === 1,
      flags: FLAGS.filter((f) => d[f] === 1),
      description: d.description,
    });
  }, [info.data, form]);

  const parentOptions = useMemo(
    () => parentOptionsOf(parents.data?.list, t('menu.topLevel')),
    [parents.data, t],
  );
  const allowed = (value: MenuType) =>
    category === 'Web' || (APP_MENU_TYPES.includes(value) && (value !== 1 || parentId === ROOT));
  const typeOptions = MENU_TYPE_ORDER.map((value) => ({
    value,
    label: t(`menu.types.t${value}` as 'menu.types.t1'),
    disabled: !allowed(value),
  }));

  const onTypeChange = (value: MenuType) => {
    // Pages, functions and dictionaries use every kind of sub-permission; data screens open in a new tab.
    if (value === 2 || value === 3 || value === 4) form.setFieldValue('flags', [...FLAGS]);
    if (value === 6) form.setFieldValue('linkTarget', '_blank');
  };

  const save = useMutation({
    mutationFn: (values: Values) => {
      const stored = info.data ? JSON.parse(info.data.propertyJson ?? '{}') : {};
      return saveMenu(editing, {
        parentId: values.parentId,
        type: values.type,
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        icon: values.icon?.trim() || null,
        urlAddress: values.urlAddress?.trim() || null,
        linkTarget: values.linkTarget ?? '_self',
        category,
        propertyJson: JSON.stringify({ ...stored, moduleId: values.moduleId?.trim() ?? '' }),
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        isButtonAuthorize: values.flags.includes('isButtonAuthorize') ? 1 : 0,
        isColumnAuthorize: values.flags.includes('isColumnAuthorize') ? 1 : 0,
        isFormAuthorize: values.flags.includes('isFormAuthorize') ? 1 : 0,
        isDataAuthorize: values.flags.includes('isDataAuthorize') ? 1 : 0,
        description: values.description?.trim() || null,
      });
    },
    onError: (error) => markFieldErrors(form, error),
    onSuccess: () => {
      toastSuccess(t('menu.saveSuccess'));
      void queryClient.invalidateQueries({ queryKey: ['system', 'menu'] });
      onClose();
    },
  });

  const generated = generatedMenuUrl(type, enCode.trim());
  const needsModule = type === 3 || type === 4 || type === 5 || type === 6 || type === 8;

  return (
    <FormModal<Values>
      open={open}
      title={editing ? t('menu.editTitle') : t('menu.addTitle')}
      width={720}
      form={form}
      saving={save.isPending}
      loading={editing !== null && info.isLoading}
      requiredMark
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="parentId" label={t('menu.parent')} rules={[{ required: true }]}>
            <TreeSelect
              treeData={parentOptions}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
              loading={parents.isLoading}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="type" label={t('menu.type')} rules={[{ required: true }]}>
            <Select options={typeOptions} onChange={onTypeChange} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="fullName"
            label={t('menu.fullName')}
            rules={[{ required: true, whitespace: true, message: t('menu.fullNameRequired') }]}
          >
            <Input maxLength={100} placeholder={t('menu.fullNameRequired')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="enCode"
            label={t('menu.enCode')}
            rules={[
              { required: true, whitespace: true, message: t('menu.enCodeRequired') },
              pattern('enCode'),
            ]}
          >
            <Input maxLength={100} placeholder={t('menu.enCodeRequired')} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="icon" label={t('menu.icon')}>
            <IconPicker placeholder="SettingOutlined" />
          </Form.Item>
        </Col>
        {type === 2 || type === 7 ? (
          <Col span={12}>
            <Form.Item
              name="urlAddress"
              label={type === 7 ? t('menu.linkAddress') : t('menu.urlAddress')}
              rules={[{ required: true, whitespace: true, message: t('menu.urlRequired') }]}
            >
              <Input maxLength={300} placeholder={type === 7 ? 'https://' : 'system/log'} />
            </Form.Item>
          </Col>
        ) : null}
        {needsModule ? (
          <Col span={12}>
            <Form.Item name="moduleId" label={t('menu.moduleId')} extra={t('menu.moduleIdHint')}>
              <Input maxLength={50} placeholder={t('menu.moduleIdPlaceholder')} />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      {generated ? <p className={styles.generated}>{t('menu.generatedUrl', { url: generated })}</p> : null}
      {type === 7 ? (
        <Form.Item name="linkTarget" label={t('menu.linkTarget')}>
          <Radio.Group
            options={[
              { value: '_self', label: t('menu.targetSelf') },
              { value: '_blank', label: t('menu.targetBlank') },
            ]}
          />
        </Form.Item>
      ) : null}
      {type !== 1 ? (
        <Form.Item name="flags" label={t('menu.authorizeFlags')}>
          <Checkbox.Group
            options={FLAGS.map((f) => ({ value: f, label: t(`menu.flags.${f}`) }))}
            disabled={type === 2 || type === 3 || type === 4}
          />
        </Form.Item>
      ) : null}
      <Row gutter={16}>
        <SortStateFields ns="menu" span={12} />
      </Row>
      <Form.Item name="description" label={t('menu.description')}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      {type !== 7 ? (
        <Form.Item name="linkTarget" hidden>
          <Input />
        </Form.Item>
      ) : null}
    </FormModal>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import type { DataScheme, Logic, MenuAdminNode } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Col,
  Empty,
  Form,
  Input,
  Radio,
  Row,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import {
  DATA_AUTHORIZE_KEY,
  deleteDataScheme,
  fetchDataFields,
  fetchDataSchemes,
  fieldsKey,
  saveDataScheme,
  schemesKey,
  toggleDataScheme,
} from './data-authorize.api';
import styles from './data-authorize.module.css';
import menuStyles from './menu.module.css';
import {
  conditionJsonOf,
  type DraftGroup,
  draftGroupsOf,
  emptyGroup,
  incompleteRow,
  SchemeConditionBuilder,
} from './SchemeConditionBuilder';

const SCHEME_CODE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

interface Values {
  fullName: string;
  enCode: string;
  allData: boolean;
  matchLogic: Logic;
  groups: DraftGroup[];
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

/** 数据权限方案 of one menu: named row filters (or 全部数据) that roles, positions and users are granted. */
export function DataAuthorizeSchemes({ menu, canEdit }: { menu: MenuAdminNode; canEdit: boolean }) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<DataScheme | 'new' | null>(null);
  const allData = Form.useWatch('allData', form);
  const matchLogic = Form.useWatch('matchLogic', form) ?? 'and';

  const query = useQuery({
    queryKey: schemesKey(menu.id, keyword),
    queryFn: ({ signal }) => fetchDataSchemes(menu.id, keyword, signal),
  });
  const catalogue = useQuery({
    queryKey: fieldsKey(menu.id),
    queryFn: ({ signal }) => fetchDataFields(menu.id, '', signal),
    enabled: editing !== null,
  });
  const fields = useMemo(
    () => (catalogue.data?.list ?? []).filter((f) => f.enabledMark === 1),
    [catalogue.data],
  );
  const invalidate = () => queryClient.invalidateQueries({ queryKey: DATA_AUTHORIZE_KEY });

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing === 'new')
      form.setFieldsValue({
        allData: false,
        matchLogic: 'and',
        groups: [emptyGroup()],
        sortCode: (query.data?.list.length ?? 0) + 1,
        enabled: true,
      });
    else
      form.setFieldsValue({
        fullName: editing.fullName,
        enCode: editing.enCode,
        allData: editing.allData === 1,
        matchLogic: editing.matchLogic,
        groups: editing.allData === 1 ? [emptyGroup()] : draftGroupsOf(editing.conditionJson),
        sortCode: editing.sortCode,
        enabled: editing.enabledMark === 1,
        description: editing.description,
      });
  }, [editing, form, query.data]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      saveDataScheme(editing === 'new' || editing === null ? null : editing.id, {
        moduleId: menu.id,
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        allData: values.allData ? 1 : 0,
        matchLogic: values.matchLogic,
        conditionJson: values.allData ? null : conditionJsonOf(values.groups ?? [], fields),
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description?.trim() || null,
      }),
    onSuccess: () => {
      toastSuccess(t('dataAuthorize.saveSuccess'));
      void invalidate();
      setEditing(null);
    },
  });
  const toggle = useMutation({
    mutationFn: (scheme: DataScheme) => toggleDataScheme(scheme.id),
    onSuccess: () => {
      toastSuccess(t('dataAuthorize.stateChanged'));
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (scheme: DataScheme) => deleteDataScheme(scheme.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void invalidate();
    },
  });

  const columns: TableColumnsType<DataScheme> = [
    { title: t('dataAuthorize.schemeName'), dataIndex: 'fullName', width: 140, ellipsis: true },
    { title: t('dataAuthorize.schemeCode'), dataIndex: 'enCode', width: 130, ellipsis: true },
    {
      title: t('dataAuthorize.condition'),
      dataIndex: 'conditionText',
      render: (text: string | null, scheme) =>
        scheme.allData === 1 ? (
          <Tag color="blue">{t('dataAuthorize.allData')}</Tag>
        ) : (
          <Typography.Paragraph
            className={styles.conditionText}
            ellipsis={{ rows: 2, tooltip: text }}
            style={{ marginBottom: 0 }}
          >
            {text || '—'}
          </Typography.Paragraph>
        ),
    },
    {
      title: t('dataAuthorize.state'),
      dataIndex: 'enabledMark',
      width: 70,
      align: 'center',
      render: (mark: number, scheme) => (
        <Switch
          size="small"
          checked={mark === 1}
          disabled={!canEdit}
          loading={toggle.isPending && toggle.variables?.id === scheme.id}
          onChange={() => toggle.mutate(scheme)}
          aria-label={t('dataAuthorize.state')}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            title: t('dataAuthorize.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, scheme: DataScheme) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(scheme)}>
                  {t('dataAuthorize.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmDelete(() => remove.mutateAsync(scheme))}
                >
                  {t('common.delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  const title = t('dataAuthorize.schemes');
  return (
    <>
      <div className={menuStyles.drawerToolbar}>
        <Space>
          <Input
            allowClear
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => setKeyword(text.trim())}
            placeholder={t('dataAuthorize.schemeKeyword')}
            style={{ width: 220 }}
          />
          <Button type="primary" onClick={() => setKeyword(text.trim())}>
            {t('common.search')}
          </Button>
        </Space>
        {canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('dataAuthorize.add')}
          </Button>
        ) : null}
      </div>
      <Table<DataScheme>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataAuthorize.empty')} />,
        }}
      />
      <FormModal<Values>
        open={editing !== null}
        width={860}
        title={
          editing === 'new' ? `${t('dataAuthorize.add')} · ${title}` : `${t('dataAuthorize.edit')} · ${title}`
        }
        form={form}
        saving={save.isPending}
        onCancel={() => setEditing(null)}
        onFinish={(v) => save.mutate(v)}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="fullName"
              label={t('dataAuthorize.schemeName')}
              rules={[{ required: true, whitespace: true, message: t('dataAuthorize.schemeNameRequired') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="enCode"
              label={t('dataAuthorize.schemeCode')}
              rules={[
                { required: true, whitespace: true, message: t('dataAuthorize.schemeCodeRequired') },
                { pattern: SCHEME_CODE, message: t('dataAuthorize.schemeCodeRule') },
              ]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="allData"
              label={t('dataAuthorize.allData')}
              valuePropName="checked"
              tooltip={t('dataAuthorize.allDataHint')}
            >
              <Switch />
            </Form.Item>
          </Col>
          {allData ? null : (
            <Col span={12}>
              <Form.Item
                name="matchLogic"
                label={t('dataAuthorize.matchLogic')}
                tooltip={t('dataAuthorize.matchLogicHint')}
              >
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 'and', label: t('dataAuthorize.and') },
                    { value: 'or', label: t('dataAuthorize.or') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        {allData ? null : (
          <Form.Item
            name="groups"
            label={t('dataAuthorize.conditions')}
            required
            rules={[
              {
                validator: async (_, groups: DraftGroup[] = []) => {
                  if (!groups.some((g) => g.items.length > 0))
                    throw new Error(t('dataAuthorize.conditionsRequired'));
                  const missing = incompleteRow(groups);
                  if (missing) throw new Error(t('dataAuthorize.rowIncomplete', missing));
                },
              },
            ]}
          >
            <SchemeConditionBuilder fields={fields} matchLogic={matchLogic} />
          </Form.Item>
        )}
        <Row gutter={16}>
          <SortStateFields ns="menu" span={12} />
        </Row>
        <Form.Item name="description" label={t('dataAuthorize.description')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormModal>
    </>
  );
}

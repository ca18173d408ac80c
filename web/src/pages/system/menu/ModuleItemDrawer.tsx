import { PlusOutlined } from '@ant-design/icons';
import type { MenuAdminNode, ModuleItem, ModuleItemKind } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Col,
  Drawer,
  Empty,
  Form,
  Input,
  Row,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { deleteItem, fetchItems, saveItem, toggleItem } from './menu.api';
import styles from './menu.module.css';

const ITEM_CODE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

interface Values {
  fullName: string;
  enCode: string;
  bindTable?: string | null;
  bindTableName?: string | null;
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

/** 按钮权限 / 列表权限 / 表单权限 of one menu: its items in a table, added and edited in a small dialog. */
export function ModuleItemDrawer({
  kind,
  menu,
  canEdit,
  onClose,
}: {
  kind: ModuleItemKind | null;
  menu: MenuAdminNode | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<ModuleItem | 'new' | null>(null);
  const open = kind !== null && menu !== null;
  const withTable = kind !== 'button';
  const key = ['system', 'menu', 'items', kind, menu?.id, keyword];

  useEffect(() => {
    if (!open) {
      setText('');
      setKeyword('');
    }
  }, [open]);

  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchItems(kind as ModuleItemKind, (menu as MenuAdminNode).id, keyword, signal),
    enabled: open,
  });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['system', 'menu', 'items', kind] });

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing === 'new')
      form.setFieldsValue({ sortCode: (query.data?.list.length ?? 0) + 1, enabled: true });
    else
      form.setFieldsValue({
        fullName: editing.fullName,
        enCode: editing.enCode,
        bindTable: editing.bindTable,
        bindTableName: editing.bindTableName,
        sortCode: editing.sortCode,
        enabled: editing.enabledMark === 1,
        description: editing.description,
      });
  }, [editing, form, query.data]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      saveItem(kind as ModuleItemKind, editing === 'new' || editing === null ? null : editing.id, {
        moduleId: (menu as MenuAdminNode).id,
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description?.trim() || null,
        ...(withTable
          ? {
              bindTable: values.bindTable?.trim() || null,
              bindTableName: values.bindTableName?.trim() || null,
            }
          : {}),
      }),
    onSuccess: () => {
      toastSuccess(t('menu.saveSuccess'));
      void invalidate();
      setEditing(null);
    },
  });
  const toggle = useMutation({
    mutationFn: (item: ModuleItem) => toggleItem(kind as ModuleItemKind, item.id),
    onSuccess: () => {
      toastSuccess(t('menu.stateChanged'));
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (item: ModuleItem) => deleteItem(kind as ModuleItemKind, item.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void invalidate();
    },
  });
  const confirmRemove = (item: ModuleItem) => confirmDelete(() => remove.mutateAsync(item));

  const title = kind ? t(`menu.${kind}Authorize` as 'menu.buttonAuthorize') : '';
  const columns: TableColumnsType<ModuleItem> = [
    { title: t('menu.itemName'), dataIndex: 'fullName', width: 140 },
    { title: t('menu.itemCode'), dataIndex: 'enCode', width: 150 },
    ...(withTable
      ? [
          {
            title: t('menu.bindTable'),
            dataIndex: 'bindTable',
            width: 130,
            ellipsis: true,
            render: (v: string | null, item: ModuleItem) =>
              v ? `${v}${item.bindTableName ? ` (${item.bindTableName})` : ''}` : '—',
          },
        ]
      : []),
    { title: t('menu.sortCode'), dataIndex: 'sortCode', width: 60, align: 'center' },
    {
      title: t('menu.state'),
      dataIndex: 'enabledMark',
      width: 70,
      align: 'center',
      render: (mark: number, item) => (
        <Switch
          size="small"
          checked={mark === 1}
          disabled={!canEdit}
          loading={toggle.isPending && toggle.variables?.id === item.id}
          onChange={() => toggle.mutate(item)}
          aria-label={t('menu.state')}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            title: t('menu.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, item: ModuleItem) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(item)}>
                  {t('menu.edit')}
                </Button>
                <Button type="link" size="small" danger onClick={() => confirmRemove(item)}>
                  {t('common.delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={menu ? `${title} · ${menu.fullName}` : title}
      size={withTable ? 760 : 640}
      destroyOnHidden
    >
      <div className={styles.drawerToolbar}>
        <Space>
          <Input
            allowClear
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => setKeyword(text.trim())}
            placeholder={t('menu.itemKeyword')}
            style={{ width: 220 }}
          />
          <Button type="primary" onClick={() => setKeyword(text.trim())}>
            {t('common.search')}
          </Button>
        </Space>
        {canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('menu.addItem')}
          </Button>
        ) : null}
      </div>
      <Table<ModuleItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menu.noItems')} /> }}
      />
      <FormModal<Values>
        open={editing !== null}
        title={editing === 'new' ? `${t('menu.addItem')} · ${title}` : `${t('menu.edit')} · ${title}`}
        form={form}
        saving={save.isPending}
        onCancel={() => setEditing(null)}
        onFinish={(v) => save.mutate(v)}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="fullName"
              label={t('menu.itemName')}
              rules={[{ required: true, whitespace: true, message: t('menu.fullNameRequired') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="enCode"
              label={t('menu.itemCode')}
              rules={[
                { required: true, whitespace: true, message: t('menu.enCodeRequired') },
                { pattern: ITEM_CODE, message: t('menu.itemCodeRule') },
              ]}
            >
              <Input maxLength={100} placeholder={kind === 'button' ? 'btn_add' : 'f_name'} />
            </Form.Item>
          </Col>
        </Row>
        {withTable ? (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="bindTable" label={t('menu.bindTable')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="bindTableName" label={t('menu.bindTableName')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
        ) : null}
        <Row gutter={16}>
          <SortStateFields ns="menu" span={12} />
        </Row>
        <Form.Item name="description" label={t('menu.description')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormModal>
    </Drawer>
  );
}

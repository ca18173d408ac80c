import type { MenuAdminNode, ModuleItem, ModuleItemKind } from '@app/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Drawer, Form, Input, Row, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { ItemListPanel, useItemActions, useItemEditor } from './ItemListPanel';
import { deleteItem, fetchItems, saveItem, toggleItem } from './menu.api';

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
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const open = kind !== null && menu !== null;
  const withTable = kind !== 'button';
  const key = ['system', 'menu', 'items', kind, menu?.id, keyword];

  useEffect(() => {
    if (!open) setKeyword('');
  }, [open]);

  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchItems(kind as ModuleItemKind, (menu as MenuAdminNode).id, keyword, signal),
    enabled: open,
  });
  const editor = useItemEditor<ModuleItem, Values>({
    rows: query.data?.list,
    valuesOf: (item) => ({
      fullName: item.fullName,
      enCode: item.enCode,
      bindTable: item.bindTable,
      bindTableName: item.bindTableName,
      sortCode: item.sortCode,
      enabled: item.enabledMark === 1,
      description: item.description,
    }),
  });
  const actions = useItemActions<ModuleItem, Values>({
    ns: 'menu',
    save: (values) =>
      saveItem(kind as ModuleItemKind, editor.editingId, {
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
    toggle: (item) => toggleItem(kind as ModuleItemKind, item.id),
    remove: (item) => deleteItem(kind as ModuleItemKind, item.id),
    invalidate: () => queryClient.invalidateQueries({ queryKey: ['system', 'menu', 'items', kind] }),
    onSaved: () => editor.setEditing(null),
  });

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
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={menu ? `${title} · ${menu.fullName}` : title}
      size={withTable ? 760 : 640}
      destroyOnHidden
    >
      <ItemListPanel<ModuleItem, Values>
        ns="menu"
        labels={{ keyword: t('menu.itemKeyword'), add: t('menu.addItem'), empty: t('menu.noItems'), title }}
        columns={columns}
        rows={query.data?.list}
        loading={query.isLoading}
        canEdit={canEdit}
        onSearch={setKeyword}
        editor={editor}
        actions={actions}
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
      </ItemListPanel>
    </Drawer>
  );
}

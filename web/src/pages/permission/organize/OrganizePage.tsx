import {
  ApartmentOutlined,
  BankOutlined,
  DownOutlined,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { OrganizeNode } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Dropdown, Space, Switch, type TableColumnsType, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../../../app/cached-lists';
import { toastSuccess } from '../../../app/feedback';
import admin from '../../../components/admin/admin.module.css';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { allIds, TreeTable } from '../../../components/admin/TreeTable';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { usePermission } from '../../../components/usePermission';
import { OrganizeForm, type OrganizeTarget, ROOT } from './OrganizeForm';
import { deleteOrganize, fetchOrganizeTree, toggleOrganize } from './organize.api';
import styles from './organize.module.css';

/** 组织管理: companies and departments as one tree table. */
export default function OrganizePage() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [target, setTarget] = useState<OrganizeTarget | null>(null);

  const query = useQuery({
    queryKey: ['permission', 'organize', 'tree', keyword],
    queryFn: ({ signal }) => fetchOrganizeTree(keyword, signal),
  });
  const tree = query.data?.list ?? [];
  // The first level opens by itself; a search opens every branch that leads to a match.
  useEffect(() => {
    if (!query.data) return;
    setExpanded((current) =>
      keyword ? allIds(query.data.list) : (current ?? query.data.list.map((n) => n.id)),
    );
  }, [query.data, keyword]);

  // The full tree feeds the parent picker, whatever the search shows.
  const fullTree = useQuery({
    queryKey: ['permission', 'organize', 'tree', ''],
    queryFn: ({ signal }) => fetchOrganizeTree('', signal),
    enabled: target !== null,
  });

  const invalidate = () => refreshCachedLists('organizations');
  const toggle = useMutation({
    mutationFn: (node: OrganizeNode) => toggleOrganize(node.category, node.id),
    onSuccess: () => {
      toastSuccess(t('organize.stateChanged'));
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (node: OrganizeNode) => deleteOrganize(node.category, node.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void invalidate();
    },
  });
  const confirmRemove = (node: OrganizeNode) => confirmDelete(() => remove.mutateAsync(node));

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');

  const columns: TableColumnsType<OrganizeNode> = [
    {
      title: t('organize.fullName'),
      dataIndex: 'fullName',
      width: 300,
      render: (name: string, node) => (
        <span className={styles.name}>
          {node.category === 'company' ? (
            <BankOutlined className={styles.companyIcon} />
          ) : (
            <ApartmentOutlined className={styles.departmentIcon} />
          )}
          {name}
        </span>
      ),
    },
    { title: t('organize.enCode'), dataIndex: 'enCode', width: 160 },
    {
      title: t('organize.category'),
      dataIndex: 'category',
      width: 90,
      align: 'center',
      render: (category: string) =>
        category === 'company' ? (
          <Tag color="blue">{t('organize.company')}</Tag>
        ) : (
          <Tag color="cyan">{t('organize.department')}</Tag>
        ),
    },
    { title: t('organize.manager'), dataIndex: 'managerName', width: 110, render: (v) => v || '—' },
    {
      title: t('organize.members'),
      key: 'members',
      width: 100,
      align: 'center',
      render: (_, node) => `${node.positionCount} / ${node.userCount}`,
    },
    { title: t('organize.sortCode'), dataIndex: 'sortCode', width: 70, align: 'center' },
    {
      title: t('organize.state'),
      dataIndex: 'enabledMark',
      width: 90,
      align: 'center',
      render: (mark: number, node) =>
        canEdit ? (
          <Switch
            size="small"
            checked={mark === 1}
            loading={toggle.isPending && toggle.variables?.id === node.id}
            onChange={() => toggle.mutate(node)}
            aria-label={t('organize.state')}
          />
        ) : (
          <Tag color={mark === 1 ? 'success' : 'default'}>
            {mark === 1 ? t('organize.enabled') : t('organize.disabled')}
          </Tag>
        ),
    },
    {
      title: t('organize.actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_, node) => (
        <Space size={0}>
          {canAdd ? (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  ...(node.category === 'company'
                    ? [{ key: 'company', label: t('organize.addCompany') }]
                    : []),
                  { key: 'department', label: t('organize.addDepartment') },
                ],
                onClick: ({ key }) =>
                  setTarget({ category: key as OrganizeTarget['category'], parentId: node.id }),
              }}
            >
              <Button type="link" size="small">
                {t('organize.addChild')} <DownOutlined />
              </Button>
            </Dropdown>
          ) : null}
          {canEdit ? (
            <Button
              type="link"
              size="small"
              onClick={() => setTarget({ category: node.category, id: node.id })}
            >
              {t('organize.edit')}
            </Button>
          ) : null}
          {canRemove ? (
            <Button type="link" size="small" danger onClick={() => confirmRemove(node)}>
              {t('common.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const search = () => setKeyword(text.trim());
  const reset = () => {
    setText('');
    setKeyword('');
    setExpanded(null);
  };

  return (
    <Card className={admin.page}>
      <ListToolbar
        keyword={{ value: text, onChange: setText, placeholder: t('organize.keyword') }}
        onSearch={search}
        onReset={reset}
        actions={
          <>
            {canAdd ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setTarget({ category: 'company', parentId: ROOT })}
              >
                {t('organize.addCompany')}
              </Button>
            ) : null}
            <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(allIds(tree))}>
              {t('organize.expandAll')}
            </Button>
            <Button icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])}>
              {t('organize.foldAll')}
            </Button>
          </>
        }
        refresh={{ onClick: () => void query.refetch(), loading: query.isFetching }}
      />
      <TreeTable<OrganizeNode>
        columns={columns}
        data={tree}
        loading={query.isLoading}
        scrollX={1060}
        expanded={expanded}
        onExpandedChange={setExpanded}
        emptyText={keyword ? t('organize.noMatch') : t('organize.empty')}
      />
      <OrganizeForm target={target} tree={fullTree.data?.list ?? tree} onClose={() => setTarget(null)} />
    </Card>
  );
}

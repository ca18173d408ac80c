import { ApartmentOutlined, BankOutlined } from '@ant-design/icons';
import {
  DELEGATION_SWITCHES,
  type DelegationNode,
  type DelegationRow,
  type DelegationSetting,
  type DelegationSwitch,
  type DelegationSwitches,
} from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Empty, Modal, Select, Table, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/feedback';
import { allIds } from '../../../components/admin/TreeTable';
import { fetchGradeAdmin, fetchUserChoices, GRADE_KEY, saveGradeAdmin } from './grade-manage.api';
import styles from './grade-manage.module.css';

type FlagMap = Record<string, DelegationSwitches>;

const NONE: DelegationSwitches = {
  thisLayerAdd: 0,
  thisLayerEdit: 0,
  thisLayerDelete: 0,
  subLayerAdd: 0,
  subLayerEdit: 0,
  subLayerDelete: 0,
};

function flatten(nodes: DelegationNode[]): DelegationNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

const anyOn = (flags: DelegationSwitches) => DELEGATION_SWITCHES.some((f) => flags[f] === 1);

/**
 * 新建 / 编辑分级管理: pick a user, then tick per organisation what they may add, edit and delete in the
 * organisation itself (本层) and in everything below it (子层). Saving replaces the user's settings.
 */
export function GradeManageDialog({
  open,
  row,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** the delegation to edit; null creates one */
  row: DelegationRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<string | undefined>();
  const [flags, setFlags] = useState<FlagMap>({});
  const [expanded, setExpanded] = useState<string[]>([]);

  useEffect(() => {
    if (open) setUserId(row?.userId);
    else {
      setUserId(undefined);
      setFlags({});
    }
  }, [open, row]);

  const users = useQuery({
    queryKey: ['permission', 'users', 'all'],
    queryFn: ({ signal }) => fetchUserChoices(signal),
    enabled: open && !row,
  });
  const info = useQuery({
    queryKey: [...GRADE_KEY, 'detail', userId],
    queryFn: ({ signal }) => fetchGradeAdmin(userId as string, signal),
    enabled: open && !!userId,
    staleTime: 0,
  });
  const nodes = useMemo(() => flatten(info.data?.list ?? []), [info.data]);
  const existing = !!row || nodes.some(anyOn);

  useEffect(() => {
    if (!info.data) return;
    const next: FlagMap = {};
    for (const n of flatten(info.data.list)) {
      const f = { ...NONE };
      for (const key of DELEGATION_SWITCHES) f[key] = n[key];
      next[n.id] = f;
    }
    setFlags(next);
    setExpanded(allIds(info.data.list));
  }, [info.data]);

  const save = useMutation({
    mutationFn: (list: DelegationSetting[]) => saveGradeAdmin(userId as string, list, existing),
    onSuccess: () => {
      toastSuccess(t('gradeManage.saved'));
      onSaved();
      onClose();
    },
  });

  const submit = () => {
    if (!userId) {
      toastError(t('gradeManage.pickUserPlaceholder'));
      return;
    }
    const list = Object.entries(flags)
      .filter(([, f]) => anyOn(f))
      .map(([organizeId, f]) => ({ organizeId, ...f }));
    if (list.length === 0) {
      toastError(t('gradeManage.nothingChecked'), 3);
      return;
    }
    save.mutate(list);
  };

  const setFlag = (id: string, flag: DelegationSwitch, on: boolean) =>
    setFlags((prev) => ({ ...prev, [id]: { ...(prev[id] ?? NONE), [flag]: on ? 1 : 0 } }));
  const setColumn = (flag: DelegationSwitch, on: boolean) =>
    setFlags((prev) => {
      const next: FlagMap = {};
      for (const n of nodes) next[n.id] = { ...(prev[n.id] ?? NONE), [flag]: on ? 1 : 0 };
      return next;
    });

  const columns: TableColumnsType<DelegationNode> = [
    {
      title: t('gradeManage.orgName'),
      dataIndex: 'fullName',
      width: 280,
      render: (name: string, node) => (
        <span className={styles.orgName}>
          {node.type === 'company' ? (
            <BankOutlined className={styles.orgIcon} />
          ) : (
            <ApartmentOutlined className={styles.orgIcon} />
          )}
          {name}
        </span>
      ),
    },
    ...DELEGATION_SWITCHES.map((flag) => {
      const on = nodes.filter((n) => flags[n.id]?.[flag] === 1).length;
      const label = t(`gradeManage.flags.${flag}`);
      return {
        key: flag,
        width: 96,
        align: 'center' as const,
        title: (
          <span className={styles.flagHead}>
            {label}
            <Checkbox
              aria-label={t('gradeManage.selectAll', { label })}
              checked={nodes.length > 0 && on === nodes.length}
              indeterminate={on > 0 && on < nodes.length}
              disabled={nodes.length === 0}
              onChange={(e) => setColumn(flag, e.target.checked)}
            />
          </span>
        ),
        render: (_: unknown, node: DelegationNode) => (
          <Checkbox
            aria-label={`${node.fullName} ${label}`}
            checked={flags[node.id]?.[flag] === 1}
            onChange={(e) => setFlag(node.id, flag, e.target.checked)}
          />
        ),
      };
    }),
  ];

  const userOptions = (users.data?.list ?? []).map((u) => ({
    value: u.id,
    label: `${u.realName}/${u.account}`,
    organize: u.organizeName,
  }));

  return (
    <Modal
      open={open}
      title={row ? t('gradeManage.editTitle', { name: row.realName }) : t('gradeManage.addTitle')}
      width={1080}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className={styles.picker}>
        <span className={styles.pickerLabel}>{t('gradeManage.pickUser')}</span>
        <Select
          style={{ width: 360 }}
          showSearch
          allowClear={!row}
          disabled={!!row}
          loading={users.isLoading}
          value={userId}
          onChange={(value?: string) => setUserId(value)}
          placeholder={t('gradeManage.pickUserPlaceholder')}
          optionFilterProp="label"
          options={
            row
              ? [{ value: row.userId, label: `${row.realName}/${row.account}`, organize: null }]
              : userOptions
          }
          optionRender={(option) => (
            <span>
              {option.label}
              {option.data.organize ? <span className={styles.muted}> · {option.data.organize}</span> : null}
            </span>
          )}
          virtual
        />
      </div>
      <Alert
        className={styles.hint}
        type={!row && existing ? 'warning' : 'info'}
        showIcon
        message={!row && existing ? t('gradeManage.existing') : t('gradeManage.hint')}
      />
      <div className={styles.tableWrap}>
        <Table<DelegationNode>
          rowKey="id"
          size="small"
          bordered
          columns={columns}
          dataSource={userId ? (info.data?.list ?? []) : []}
          loading={!!userId && info.isFetching}
          pagination={false}
          scroll={{ x: 860, y: 420 }}
          expandable={{
            expandedRowKeys: expanded,
            onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
            indentSize: 20,
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={userId ? t('common.noData') : t('gradeManage.pickFirst')}
              />
            ),
          }}
        />
      </div>
    </Modal>
  );
}

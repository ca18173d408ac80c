import type { RelationMembers, RelationObjectType, UserBrief } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin, Transfer } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../app/cached-lists';
import { toastSuccess } from '../app/feedback';
import { http } from '../app/request';
import styles from './member-dialog.module.css';

interface Candidate {
  key: string;
  realName: string;
  account: string;
  organizeName: string | null;
}

/**
 * 角色成员 / 岗位成员: every enabled user on the left, the members on the right, searchable by name,
 * account or organisation; saving replaces the member list in one call (POST UserRelation). Members the
 * user list does not show (disabled users) stay listed on the right, so saving does not drop them.
 */
export function MemberDialog({
  open,
  objectId,
  objectType,
  objectName,
  onClose,
  onSaved,
}: {
  open: boolean;
  objectId: string | null;
  objectType: RelationObjectType;
  /** the role or position, shown in the title */
  objectName?: string;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const members = useQuery({
    queryKey: ['permission', 'userRelation', objectId],
    queryFn: () => http.get<RelationMembers>(`/api/permission/UserRelation/${objectId}`),
    enabled: open && !!objectId,
    staleTime: 0,
  });
  const users = useQuery({
    queryKey: ['permission', 'users', 'all'],
    queryFn: () => http.get<{ list: UserBrief[] }>('/api/permission/Users/All', undefined, { silent: true }),
    enabled: open,
    retry: false,
  });

  const [target, setTarget] = useState<string[]>([]);
  useEffect(() => {
    if (open && members.data) setTarget(members.data.ids);
  }, [open, members.data]);

  const candidates = useMemo(() => {
    const byId = new Map<string, Candidate>();
    for (const u of users.data?.list ?? [])
      byId.set(u.id, { key: u.id, realName: u.realName, account: u.account, organizeName: u.organizeName });
    for (const u of members.data?.list ?? [])
      if (!byId.has(u.id))
        byId.set(u.id, { key: u.id, realName: u.realName, account: u.account, organizeName: null });
    return [...byId.values()];
  }, [users.data, members.data]);

  const save = useMutation({
    mutationFn: (userIds: string[]) =>
      http.post<{ added: number; removed: number }>(`/api/permission/UserRelation/${objectId}`, {
        objectType,
        userIds,
      }),
    onSuccess: () => {
      toastSuccess(t('member.saved'));
      void refreshCachedLists('members');
      onSaved?.();
      onClose();
    },
  });

  const title = t(objectType === 'Role' ? 'member.roleTitle' : 'member.positionTitle');
  const loading = members.isLoading || users.isLoading;

  return (
    <Modal
      open={open}
      title={objectName ? `${title} - ${objectName}` : title}
      width={800}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => save.mutate(target)}
      okButtonProps={{ disabled: loading || members.isError }}
      confirmLoading={save.isPending}
      destroyOnHidden
      maskClosable={false}
    >
      {users.isError && (
        <Alert className={styles.alert} type="warning" showIcon title={t('member.usersUnavailable')} />
      )}
      <Spin spinning={loading}>
        <Transfer<Candidate>
          className={styles.transfer}
          dataSource={candidates}
          targetKeys={target}
          onChange={(keys) => setTarget(keys.map(String))}
          titles={[t('member.allUsers'), t('member.members')]}
          showSearch={{ placeholder: t('member.search') }}
          filterOption={(input, item) => {
            const q = input.trim().toLowerCase();
            return (
              item.realName.toLowerCase().includes(q) ||
              item.account.toLowerCase().includes(q) ||
              (item.organizeName ?? '').toLowerCase().includes(q)
            );
          }}
          render={(item) => ({
            label: (
              <span className={styles.item}>
                <span className={styles.name}>
                  {item.realName}
                  <span className={styles.account}>/{item.account}</span>
                </span>
                {item.organizeName && <span className={styles.org}>{item.organizeName}</span>}
              </span>
            ),
            value: `${item.realName}/${item.account}`,
          })}
          locale={{
            itemUnit: t('member.unit'),
            itemsUnit: t('member.unit'),
            notFoundContent: t('common.noData'),
          }}
          styles={{ section: { width: 340, height: 420 } }}
        />
      </Spin>
    </Modal>
  );
}

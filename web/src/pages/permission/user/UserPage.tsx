import type { UserRow } from '@app/common';
import { useMemo, useState } from 'react';
import { refreshCachedLists } from '../../../app/cached-lists';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { useExplainLink } from '../explain/useExplainLink';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserDrawer } from './UserDrawer';
import { UserFormModal } from './UserFormModal';
import { useUserOrganizeTree } from './UserOrganizeTree';
import styles from './user.module.css';
import { userResource } from './user.resource';

/** 用户管理: organisations on the left, the users of the chosen one (and below it) on the right. */
export default function UserPage() {
  const explain = useExplainLink();
  const [organizeId, setOrganizeId] = useState<string | undefined>();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const organizations = useUserOrganizeTree(organizeId, setOrganizeId);

  const resource = useMemo(
    () =>
      userResource({
        open: (id) => setEditing({ id }),
        view: (row) => setViewing(row.id),
        resetPassword: setResetting,
        explain,
      }),
    [explain],
  );

  return (
    <div className={styles.layout}>
      {organizations.side}
      {/* Another organisation chosen on the left lists its users from page 1. */}
      <ResourceListPage
        className={styles.main}
        resource={resource}
        params={{ organizeId }}
        title={organizations.slot}
      />
      {editing ? (
        <UserFormModal
          id={editing.id}
          defaultOrganizeId={organizeId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refreshCachedLists('users');
          }}
        />
      ) : null}
      <UserDrawer id={viewing} onClose={() => setViewing(null)} />
      {resetting ? <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} /> : null}
    </div>
  );
}

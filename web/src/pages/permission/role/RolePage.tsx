import type { RoleRow } from '@app/common';
import { useMemo, useState } from 'react';
import { refreshCachedLists } from '../../../app/cached-lists';
import { MemberDialog } from '../../../components/MemberDialog';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { roleResource } from './role.resource';

/** 角色管理: roles with keyword search, create/edit, state, members and delete, each behind its button. */
export default function RolePage() {
  const [members, setMembers] = useState<RoleRow | null>(null);
  const resource = useMemo(() => roleResource(setMembers), []);
  return (
    <ResourceListPage resource={resource}>
      <MemberDialog
        open={!!members}
        objectId={members?.id ?? null}
        objectType="Role"
        objectName={members?.fullName}
        onClose={() => setMembers(null)}
        onSaved={() => void refreshCachedLists('roles')}
      />
    </ResourceListPage>
  );
}

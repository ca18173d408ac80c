import type { PositionRow } from '@app/common';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../../../app/cached-lists';
import { MemberDialog } from '../../../components/MemberDialog';
import { OrganizeSideTree } from '../../../components/organize/OrganizeSideTree';
import { useOrganizeTree } from '../../../components/organize/organize-tree';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import styles from './position.module.css';
import { positionResource } from './position.resource';

/** 岗位管理: organisations on the left, the positions of the chosen one (and below) on the right. */
export default function PositionPage() {
  const { t } = useTranslation();
  const [organizeId, setOrganizeId] = useState<string | undefined>();
  const [members, setMembers] = useState<PositionRow | null>(null);
  // The side tree reads the same cache entry: the form's organisations are the ones beside the list.
  const organizations = useOrganizeTree();
  const resource = useMemo(
    () => positionResource(organizations.data?.list ?? [], setMembers),
    [organizations.data],
  );

  return (
    <div className={styles.layout}>
      <OrganizeSideTree
        title={t('position.orgTree')}
        searchPlaceholder={t('position.orgSearch')}
        selected={organizeId}
        onSelect={setOrganizeId}
        icons
        everyOrganisation={t('position.allOrgs')}
        className={styles.side}
      />
      {/* Another organisation chosen on the left lists its positions from page 1. */}
      <ResourceListPage
        className={styles.main}
        resource={resource}
        params={{ organizeId }}
        createDefaults={{ organizeId }}
      />
      <MemberDialog
        open={!!members}
        objectId={members?.id ?? null}
        objectType="Position"
        objectName={members?.fullName}
        onClose={() => setMembers(null)}
        onSaved={() => void refreshCachedLists('positions')}
      />
    </div>
  );
}

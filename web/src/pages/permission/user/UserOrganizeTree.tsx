import { ApartmentOutlined, DownOutlined } from '@ant-design/icons';
import type { OrganizeTreeNode } from '@app/common';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizeSideTree } from '../../../components/organize/OrganizeSideTree';
import { useOrganizeTree } from '../../../components/organize/organize-tree';
import { useIsMobile } from '../../../shell/useIsMobile';
import styles from './user.module.css';

const nameOf = (nodes: readonly OrganizeTreeNode[], id: string): string | null => {
  for (const node of nodes) {
    if (node.id === id) return node.fullName;
    const found = node.children ? nameOf(node.children, id) : null;
    if (found) return found;
  }
  return null;
};

/**
 * 用户管理's organisations: beside the list on a desktop; on a phone (issue 15 item 13) a button above the
 * list naming the chosen one opens them in a drawer, which closes on a choice, so the list keeps the width.
 * `slot` is where the list puts the button (its card title).
 */
export function useUserOrganizeTree(
  selected: string | undefined,
  onSelect: (id: string | undefined) => void,
) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const organizations = useOrganizeTree(mobile);
  const tree = (
    <OrganizeSideTree
      className={mobile ? styles.drawerTree : undefined}
      title={t('user.organizeTree')}
      searchPlaceholder={t('user.organizeSearch')}
      selected={selected}
      onSelect={(id) => {
        onSelect(id);
        setOpen(false);
      }}
    />
  );
  if (!mobile) return { side: tree, slot: undefined };
  const chosen = selected ? nameOf(organizations.data?.list ?? [], selected) : null;
  return {
    side: (
      <Drawer
        open={open}
        placement="left"
        size={300}
        // The tree's own head names it and holds its refresh; a tap beside it or Escape closes.
        closable={false}
        onClose={() => setOpen(false)}
        className={styles.treeDrawer}
      >
        {tree}
      </Drawer>
    ),
    slot: (
      <Button icon={<ApartmentOutlined />} onClick={() => setOpen(true)} className={styles.treeButton}>
        <span className={styles.treeButtonText}>{chosen ?? t('user.allOrganizations')}</span>
        <DownOutlined />
      </Button>
    ),
  };
}

import { ImportOutlined, NodeCollapseOutlined, NodeExpandOutlined } from '@ant-design/icons';
import type { MenuAdminNode, MenuCategory, ModuleItemKind } from '@app/common';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import admin from '../../../components/admin/admin.module.css';
import { ResourceWholeListPage } from '../../../components/resource/ResourceWholeList';
import { usePermission } from '../../../components/usePermission';
import { DataAuthorizeDrawer, type DataAuthorizeKind } from './DataAuthorizeDrawer';
import { MenuForm, type MenuTarget } from './MenuForm';
import { MenuImportDialog } from './MenuImportDialog';
import { ModuleItemDrawer } from './ModuleItemDrawer';
import styles from './menu.module.css';
import { menuResource } from './menu.resource';

/** 菜单管理: Web and App menus as tree tables, with each menu's buttons, list columns and form fields. */
export default function MenuPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { hasButton } = usePermission();
  const canEdit = hasButton('btn_edit');
  const [category, setCategory] = useState<MenuCategory>('Web');
  const [target, setTarget] = useState<MenuTarget | null>(null);
  const [items, setItems] = useState<{ kind: ModuleItemKind; menu: MenuAdminNode } | null>(null);
  const [importing, setImporting] = useState(false);
  const [data, setData] = useState<{ kind: DataAuthorizeKind; menu: MenuAdminNode } | null>(null);

  const resource = useMemo(
    () =>
      menuResource({
        category,
        open: setTarget,
        items: (kind, menu) => setItems({ kind, menu }),
        data: (kind, menu) => setData({ kind, menu }),
      }),
    [category],
  );
  const described = {
    ...resource,
    toolbar: [
      ...(resource.toolbar ?? []),
      {
        kind: 'custom' as const,
        permission: 'btn_import',
        node: (
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('menuTransfer.import')}
          </Button>
        ),
      },
    ],
  };

  return (
    <ResourceWholeListPage
      className={admin.page}
      resource={described}
      // Another tab lists its own menus, from the first level.
      params={{ category }}
      intro={
        <Tabs
          activeKey={category}
          onChange={(key) => setCategory(key as MenuCategory)}
          items={[
            { key: 'Web', label: t('menu.web') },
            { key: 'App', label: t('menu.app') },
          ]}
          className={styles.tabs}
        />
      }
      whole={{
        tree: true,
        branchActions: ({ expandAll, foldAll }) => (
          <>
            <Button icon={<NodeExpandOutlined />} onClick={expandAll}>
              {t('menu.expandAll')}
            </Button>
            <Button icon={<NodeCollapseOutlined />} onClick={foldAll}>
              {t('menu.foldAll')}
            </Button>
          </>
        ),
      }}
    >
      <MenuForm target={target} onClose={() => setTarget(null)} />
      <ModuleItemDrawer
        kind={items?.kind ?? null}
        menu={items?.menu ?? null}
        canEdit={canEdit}
        onClose={() => setItems(null)}
      />
      <DataAuthorizeDrawer
        kind={data?.kind ?? null}
        menu={data?.menu ?? null}
        canEdit={canEdit}
        onClose={() => setData(null)}
      />
      <MenuImportDialog
        open={importing}
        category={category}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          void queryClient.invalidateQueries({ queryKey: ['system', 'menu'] });
        }}
      />
    </ResourceWholeListPage>
  );
}

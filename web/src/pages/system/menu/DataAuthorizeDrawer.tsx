import type { MenuAdminNode } from '@app/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { DataAuthorizeFields } from './DataAuthorizeFields';
import { DataAuthorizeSchemes } from './DataAuthorizeSchemes';
import { enableDataAuthorize } from './data-authorize.api';

export type DataAuthorizeKind = 'dataField' | 'dataScheme';

/** 数据权限 of one menu: its fields and its schemes side by side in tabs (schemes are built from the fields). */
export function DataAuthorizeDrawer({
  kind,
  menu,
  canEdit,
  onClose,
}: {
  kind: DataAuthorizeKind | null;
  menu: MenuAdminNode | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<DataAuthorizeKind>('dataScheme');
  useEffect(() => {
    if (kind) setTab(kind);
  }, [kind]);
  const open = kind !== null && menu !== null;
  const queryClient = useQueryClient();
  const [switchedOn, setSwitchedOn] = useState<string | null>(null);
  const enable = useMutation({
    mutationFn: (id: string) => enableDataAuthorize(id),
    onSuccess: (_, id) => {
      toastSuccess(t('dataAuthorize.flagOn'));
      setSwitchedOn(id);
      void queryClient.invalidateQueries({ queryKey: ['system', 'menu', 'tree'] });
    },
  });
  const flagOff = menu !== null && menu.isDataAuthorize !== 1 && switchedOn !== menu.id;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={menu ? `${t('dataAuthorize.title')} · ${menu.fullName}` : ''}
      size={860}
      destroyOnHidden
    >
      {menu ? (
        <>
          {flagOff ? (
            <Alert
              type="warning"
              showIcon
              title={t('dataAuthorize.flagOff')}
              style={{ marginBottom: 12 }}
              action={
                canEdit ? (
                  <Button size="small" loading={enable.isPending} onClick={() => enable.mutate(menu.id)}>
                    {t('dataAuthorize.turnOn')}
                  </Button>
                ) : null
              }
            />
          ) : null}
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as DataAuthorizeKind)}
            items={[
              {
                key: 'dataField',
                label: t('dataAuthorize.fields'),
                children: <DataAuthorizeFields menu={menu} canEdit={canEdit} />,
              },
              {
                key: 'dataScheme',
                label: t('dataAuthorize.schemes'),
                children: <DataAuthorizeSchemes menu={menu} canEdit={canEdit} />,
              },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}

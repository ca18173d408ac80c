import { NodeCollapseOutlined, NodeExpandOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import admin from '../../../components/admin/admin.module.css';
import { ResourceWholeListPage } from '../../../components/resource/ResourceWholeList';
import { OrganizeForm, type OrganizeTarget } from './OrganizeForm';
import { organizeResource } from './organize.resource';

/** 组织管理: companies and departments as one tree table. */
export default function OrganizePage() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<OrganizeTarget | null>(null);
  const resource = useMemo(() => organizeResource({ open: setTarget }), []);
  return (
    <ResourceWholeListPage
      className={admin.page}
      resource={resource}
      whole={{
        tree: true,
        branchActions: ({ expandAll, foldAll }) => (
          <>
            <Button icon={<NodeExpandOutlined />} onClick={expandAll}>
              {t('organize.expandAll')}
            </Button>
            <Button icon={<NodeCollapseOutlined />} onClick={foldAll}>
              {t('organize.foldAll')}
            </Button>
          </>
        ),
      }}
    >
      <OrganizeForm target={target} onClose={() => setTarget(null)} />
    </ResourceWholeListPage>
  );
}

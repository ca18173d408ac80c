import type { BillRuleRow } from '@app/common';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { BillNumberDialog } from './BillNumberDialog';
import { billRuleResource } from './bill-rule.resource';

/** 单据规则: the numbering rules forms and flows draw document numbers from. */
export default function BillRulePage() {
  const { t } = useTranslation();
  const [numbering, setNumbering] = useState<BillRuleRow | null>(null);
  const resource = useMemo(() => billRuleResource(t, setNumbering), [t]);
  return (
    <ResourceListPage resource={resource}>
      {numbering ? <BillNumberDialog rule={numbering} onClose={() => setNumbering(null)} /> : null}
    </ResourceListPage>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { billRuleResource } from './bill-rule.resource';

/** 单据规则: the numbering rules forms and flows draw document numbers from. */
export default function BillRulePage() {
  const { t } = useTranslation();
  const resource = useMemo(() => billRuleResource(t), [t]);
  return <ResourceListPage resource={resource} />;
}

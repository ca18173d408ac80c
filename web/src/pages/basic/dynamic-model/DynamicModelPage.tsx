import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/request';
import { useRouteMeta } from '../../../app/route-meta';
import { onlineCalls } from './dynamic-model.api';
import styles from './dynamic-model.module.css';
import { ModelList } from './ModelList';
import { modelOf } from './model-list';

/**
 * A function menu (type 3, SPEC §2.2): the released design the menu names (relationId) as a page, its list
 * and its form, through the OnlineDev API with the menu's own buttons, data schemes and columns.
 */
export default function DynamicModelPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const modelId = meta?.relationId ?? '';
  const menuId = meta?.modelId ?? '';
  const calls = useMemo(() => onlineCalls(modelId, menuId), [modelId, menuId]);
  const config = useQuery({
    queryKey: ['dynamicModel', 'config', modelId, menuId],
    queryFn: ({ signal }) => calls.config(signal),
    enabled: modelId !== '',
    retry: false,
  });
  const model = useMemo(() => (config.data ? modelOf(config.data) : null), [config.data]);

  if (!modelId)
    return (
      <Result
        status="warning"
        title={t('dynamicModel.notLinked')}
        subTitle={t('dynamicModel.notLinkedHint')}
      />
    );
  if (config.isError)
    return (
      <Result
        status="warning"
        title={t('dynamicModel.unavailable')}
        subTitle={config.error instanceof ApiError ? config.error.message : undefined}
      />
    );
  if (!model) return <Spin className={styles.pageSpin} />;
  return (
    <ModelList
      key={`${modelId}:${config.data?.version ?? ''}`}
      model={model}
      calls={calls}
      menuKey={`${modelId}:${menuId}`}
    />
  );
}

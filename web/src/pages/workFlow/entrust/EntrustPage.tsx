import { useQuery } from '@tanstack/react-query';
import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { flowGroups } from '../flowDetail/centre.api';
import { CENTRE_KEY } from '../flowDetail/launch-form';
import { entrustsToMe, myEntrusts } from './entrust.resource';

type Side = 'mine' | 'toMe';

/**
 * 流程委托 (workFlow/entrust): while an entrust runs, the person named acts on my to-dos of the flow (or of
 * every flow) in my name, and both of us see it. Everyone keeps their own entrusts, and sees beside them
 * the ones others gave them.
 */
export default function EntrustPage() {
  const { t } = useTranslation();
  const [side, setSide] = useState<Side>('mine');
  const groups = useQuery({
    queryKey: [...CENTRE_KEY, 'flowGroups'],
    queryFn: ({ signal }) => flowGroups(signal),
    staleTime: 60_000,
  });
  const mine = useMemo(
    () =>
      myEntrusts(
        (groups.data ?? []).flatMap((group) =>
          group.children.map((flow) => ({ value: flow.id, label: flow.fullName })),
        ),
      ),
    [groups.data],
  );
  const switcher = (
    <Segmented<Side>
      value={side}
      onChange={setSide}
      options={[
        { value: 'mine', label: t('entrust.mine') },
        { value: 'toMe', label: t('entrust.toMe') },
      ]}
    />
  );
  return side === 'mine' ? (
    <ResourceListPage key="mine" resource={mine} title={switcher} />
  ) : (
    <ResourceListPage key="toMe" resource={entrustsToMe} title={switcher} />
  );
}

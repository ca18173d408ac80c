import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Pagination, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/resource/useResourceOptions';
import { MenuIcon } from '../../../shell/MenuIcon';
import { type LaunchableFlow, launchableFlows } from '../flowDetail/centre.api';
import { LaunchDialog } from '../flowDetail/LaunchDialog';
import { CENTRE_KEY } from '../flowDetail/launch-form';
import { CATEGORY } from '../flowDetail/task-columns';
import styles from './add-flow.module.css';

const PAGE_SIZE = 48;
/** An icon the shell can draw (an antd icon name or an uploaded one); the original's iconfont classes cannot. */
const DRAWN = /^([A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)|custom:[a-z][a-z0-9-]*)$/;

function FlowCard({ flow, onOpen }: { flow: LaunchableFlow; onOpen(): void }) {
  return (
    <Card hoverable className={styles.card} onClick={onOpen} data-testid="launch-flow" size="small">
      <div className={styles.cardBody}>
        <span className={styles.icon} style={{ background: flow.iconBackground || '#008cff' }}>
          {flow.icon && DRAWN.test(flow.icon) ? <MenuIcon name={flow.icon} /> : flow.fullName.slice(0, 1)}
        </span>
        <span className={styles.name} title={flow.fullName}>
          {flow.fullName}
        </span>
      </div>
    </Card>
  );
}

/**
 * 发起流程 (workFlow/addFlow): the flows the user may launch, by category (the WorkFlowCategory dictionary)
 * and by name or code; a card opens the new request's form.
 */
export default function AddFlowPage() {
  const { t } = useTranslation();
  const categories = useResourceOptions(undefined, CATEGORY);
  const [category, setCategory] = useState('');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [launching, setLaunching] = useState<LaunchableFlow | null>(null);
  const flows = useQuery({
    queryKey: [...CENTRE_KEY, 'launchable', category, keyword, page],
    queryFn: ({ signal }) =>
      launchableFlows(
        {
          category: category || undefined,
          keyword: keyword || undefined,
          currentPage: page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
  });
  const list = flows.data?.list ?? [];
  const total = flows.data?.pagination.total ?? 0;

  return (
    <Card className={styles.page}>
      <div className={styles.bar}>
        <Tabs
          activeKey={category}
          onChange={(key) => {
            setCategory(key);
            setPage(1);
          }}
          items={[
            { key: '', label: t('flowCentre.allCategories') },
            ...categories.map((option) => ({ key: String(option.value), label: String(option.label) })),
          ]}
        />
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={t('flowCentre.searchFlow')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </div>
      <Spin spinning={flows.isFetching}>
        {list.length === 0 ? (
          <Empty
            className={styles.empty}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              flows.isPending ? ' ' : t(keyword ? 'flowCentre.noFlowMatch' : 'flowCentre.empty.flows')
            }
          />
        ) : (
          <div className={styles.grid}>
            {list.map((flow) => (
              <FlowCard key={flow.id} flow={flow} onOpen={() => setLaunching(flow)} />
            ))}
          </div>
        )}
      </Spin>
      {total > PAGE_SIZE && (
        <Pagination
          className={styles.paging}
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
      {launching ? (
        <LaunchDialog
          target={{ flowId: launching.id, flowName: launching.fullName }}
          onClose={() => setLaunching(null)}
        />
      ) : null}
    </Card>
  );
}

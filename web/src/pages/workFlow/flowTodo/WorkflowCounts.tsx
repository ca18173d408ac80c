import { useQuery } from '@tanstack/react-query';
import { Card, Statistic } from 'antd';
import { useNavigate } from 'react-router';
import { leafMenus } from '../../../app/menus';
import { useMenuTitle } from '../../../shell/useMenuTitle';
import { useSession } from '../../../stores/session';
import { todoCount } from '../flowDetail/centre.api';
import { CENTRE_KEY } from '../flowDetail/launch-form';
import styles from './workflow-counts.module.css';

/** The counts FlowBefore/Count answers, each under the menu that lists them. */
const COUNTED = [
  { url: 'workFlow/flowTodo', field: 'toBeReviewed' },
  { url: 'workFlow/flowDone', field: 'flowDone' },
  { url: 'workFlow/flowCirculate', field: 'flowCirculate' },
] as const;

/**
 * The dashboard's workflow figures (my to-dos, what I handled, what was copied to me), for a user holding
 * those menus: named by the menus themselves, and each opens its list. Nothing shows without the menus.
 */
export function WorkflowCounts() {
  const navigate = useNavigate();
  const title = useMenuTitle();
  const menus = leafMenus(useSession((s) => s.menuList));
  const held = COUNTED.flatMap((counted) => {
    const found = menus.find(({ menu }) => menu.urlAddress === counted.url);
    return found ? [{ ...counted, ...found }] : [];
  });
  const counts = useQuery({
    queryKey: [...CENTRE_KEY, 'count'],
    queryFn: ({ signal }) => todoCount(signal),
    enabled: held.length > 0,
  });
  if (held.length === 0) return null;
  const group = held[0].group;
  return (
    <Card title={group ? title(group) : undefined} data-testid="workflow-counts">
      <div className={styles.row}>
        {held.map(({ url, field, menu }) => (
          <button key={url} type="button" className={styles.count} onClick={() => navigate(`/${url}`)}>
            <Statistic title={title(menu)} value={counts.data?.[field] ?? 0} loading={counts.isPending} />
          </button>
        ))}
      </div>
    </Card>
  );
}

import type { Lang } from '@app/common';
import { type FlowNode, type FlowTemplate, nodeContent, nodeName } from '@app/common/flow';
import { Empty } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskNode } from './centre.api';
import styles from './flow-detail.module.css';

/** What a card says beside the design: who handled or holds the step, from the request's nodes. */
type Handlers = ReadonlyMap<string, string>;

function stateClass(node: FlowNode): string {
  if (node.state === 'state-curr') return styles.nodeCurrent;
  if (node.state === 'state-past') return styles.nodePast;
  return '';
}

type Names = Readonly<Record<string, string>>;

function Card({
  node,
  lang,
  handlers,
  names,
}: {
  node: FlowNode;
  lang: Lang;
  handlers: Handlers;
  names: Names;
}) {
  const isDefault = node.type === 'condition' && node.properties.isDefault === true;
  const content = handlers.get(node.nodeId) || nodeContent(node, lang, names, isDefault);
  return (
    <div
      className={`${styles.node} ${styles[`node_${node.type}`] ?? ''} ${stateClass(node)}`}
      data-node={node.nodeId}
      data-state={node.state ?? ''}
    >
      <div className={styles.nodeTitle}>{nodeName(node)}</div>
      {content ? <div className={styles.nodeContent}>{content}</div> : null}
    </div>
  );
}

/** A chain of nodes downwards; a split draws its branches side by side, then what follows it. */
function Chain({
  first,
  lang,
  handlers,
  names,
}: {
  first: FlowNode | null | undefined;
  lang: Lang;
  handlers: Handlers;
  names: Names;
}) {
  const items: ReactNode[] = [];
  for (let node = first; node; node = node.childNode) {
    if (node.conditionNodes?.length) {
      items.push(
        <div key={node.nodeId} className={styles.split}>
          {node.conditionNodes.map((branch) => (
            <div key={branch.nodeId} className={styles.branch}>
              <Chain first={branch} lang={lang} handlers={handlers} names={names} />
            </div>
          ))}
        </div>,
      );
    } else if (node.type !== 'empty' && node.type !== 'branch') {
      items.push(<Card key={node.nodeId} node={node} lang={lang} handlers={handlers} names={names} />);
    }
  }
  return (
    <div className={styles.chain}>
      {items.map((item, index) => (
        <Fragment key={(item as { key: string }).key}>
          {index > 0 && <div className={styles.arrow} />}
          {item}
        </Fragment>
      ))}
    </div>
  );
}

/**
 * 流程信息: the request's version of the flow as read-only cards from the start down, the steps passed in
 * green and the current ones in blue (the server marks them state-past / state-curr), ending in 流程结束.
 */
export function FlowChart({
  template,
  nodes,
  names = {},
}: {
  template: FlowTemplate | null;
  nodes: readonly TaskNode[];
  /** id → name of the people, positions and roles the nodes name (the detail answers them) */
  names?: Names;
}) {
  const { t, i18n } = useTranslation();
  if (!template) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flowCentre.noChart')} />;
  const handlers = new Map<string, string>();
  for (const node of nodes) if (node.userName) handlers.set(node.nodeCode, node.userName);
  return (
    <div className={styles.chart} data-testid="flow-chart">
      <div className={styles.legend}>
        <span className={`${styles.legendDot} ${styles.nodePast}`} /> {t('flowCentre.legend.past')}
        <span className={`${styles.legendDot} ${styles.nodeCurrent}`} /> {t('flowCentre.legend.current')}
        <span className={styles.legendDot} /> {t('flowCentre.legend.future')}
      </div>
      <Chain first={template} lang={i18n.language as Lang} handlers={handlers} names={names} />
      <div className={styles.arrow} />
      <div className={styles.end}>{t('flowCentre.flowEnd')}</div>
    </div>
  );
}

import {
  ApartmentOutlined,
  BranchesOutlined,
  ClockCircleOutlined,
  CloseOutlined,
  CopyOutlined,
  ExclamationCircleFilled,
  LeftOutlined,
  PlusOutlined,
  RightOutlined,
  SendOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { AddableType } from '@app/common/flow';
import { Button, Dropdown, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './flow-designer.module.css';
import type { CardView, ItemView, SplitView } from './flow-view';

/** What a click on the canvas asks of the designer. */
export interface CanvasActions {
  selected: string | null;
  select(nodeId: string): void;
  add(afterId: string, type: AddableType | 'condition' | 'parallel'): void;
  addBranch(splitId: string): void;
  copy(nodeId: string): void;
  remove(nodeId: string): void;
  move(nodeId: string, offset: -1 | 1): void;
}

const ICONS: Partial<Record<CardView['type'], ReactNode>> = {
  start: <UserOutlined />,
  approver: <UserOutlined />,
  copy: <SendOutlined />,
  timer: <ClockCircleOutlined />,
  subFlow: <ApartmentOutlined />,
};

const ADDABLE: (AddableType | 'condition' | 'parallel')[] = [
  'approver',
  'copy',
  'condition',
  'parallel',
  'timer',
  'subFlow',
];

/** The "+" on a line: a menu of what may be added there. */
function AddButton({ afterId, title, actions }: { afterId: string; title: string; actions: CanvasActions }) {
  const { t } = useTranslation();
  return (
    <div className={styles.addLine}>
      <Dropdown
        trigger={['click']}
        placement="bottom"
        menu={{
          items: ADDABLE.map((type) => ({
            key: type,
            label: t(`flowDesigner.add.${type}`),
            icon: type === 'condition' || type === 'parallel' ? <BranchesOutlined /> : ICONS[type],
          })),
          onClick: ({ key }) => actions.add(afterId, key as AddableType),
        }}
      >
        <Button
          className={styles.addButton}
          type="primary"
          shape="circle"
          size="small"
          icon={<PlusOutlined />}
          aria-label={t('flowDesigner.addAfter', { title })}
        />
      </Dropdown>
    </div>
  );
}

function Card({ view, actions }: { view: CardView; actions: CanvasActions }) {
  const { t } = useTranslation();
  const place = view.branch;
  const stop = (event: { stopPropagation(): void }) => event.stopPropagation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a card holds buttons of its own, which a <button> may not
    <div
      role="button"
      tabIndex={0}
      className={styles.card}
      data-type={view.type}
      data-selected={actions.selected === view.nodeId || undefined}
      data-invalid={view.issues.length > 0 || undefined}
      data-movable={place?.canMoveLeft || place?.canMoveRight || undefined}
      data-testid="flow-card"
      data-node-id={view.nodeId}
      aria-label={view.title}
      onClick={() => actions.select(view.nodeId)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) actions.select(view.nodeId);
      }}
    >
      <div className={styles.cardHeader}>
        {ICONS[view.type]}
        <span className={styles.cardTitle}>{view.title}</span>
        {place?.priority !== undefined && (
          <span className={styles.priority}>{t('flowDesigner.priority', { n: place.priority })}</span>
        )}
        <span className={styles.cardTools}>
          {view.copyable && (
            <Tooltip title={t('flowDesigner.copy')}>
              <Button
                type="text"
                size="small"
                icon={<CopyOutlined />}
                aria-label={t('flowDesigner.copyNode', { title: view.title })}
                onClick={(event) => {
                  stop(event);
                  actions.copy(view.nodeId);
                }}
              />
            </Tooltip>
          )}
          {view.removable && (
            <Tooltip title={t('flowDesigner.remove')}>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('flowDesigner.removeNode', { title: view.title })}
                onClick={(event) => {
                  stop(event);
                  actions.remove(view.nodeId);
                }}
              />
            </Tooltip>
          )}
        </span>
      </div>
      <div className={styles.cardBody}>{view.content}</div>
      {view.issues.length > 0 && (
        <Tooltip title={view.issues.join('\n')}>
          <ExclamationCircleFilled className={styles.cardError} aria-label={view.issues[0]} />
        </Tooltip>
      )}
      {place?.canMoveLeft && (
        <Button
          className={styles.moveLeft}
          size="small"
          type="text"
          icon={<LeftOutlined />}
          aria-label={t('flowDesigner.moveLeft', { title: view.title })}
          onClick={(event) => {
            stop(event);
            actions.move(view.nodeId, -1);
          }}
        />
      )}
      {place?.canMoveRight && (
        <Button
          className={styles.moveRight}
          size="small"
          type="text"
          icon={<RightOutlined />}
          aria-label={t('flowDesigner.moveRight', { title: view.title })}
          onClick={(event) => {
            stop(event);
            actions.move(view.nodeId, 1);
          }}
        />
      )}
    </div>
  );
}

function Split({ view, actions }: { view: SplitView; actions: CanvasActions }) {
  const { t } = useTranslation();
  const last = view.branches.length - 1;
  return (
    <div className={styles.split} data-testid="flow-split" data-invalid={view.issues.length > 0 || undefined}>
      <div className={styles.branchBox}>
        <Button
          className={styles.addBranch}
          size="small"
          onClick={() => actions.addBranch(view.nodeId)}
          danger={view.issues.length > 0}
          title={view.issues.join('\n') || undefined}
        >
          {t(view.parallel ? 'flowDesigner.addParallel' : 'flowDesigner.addCondition')}
        </Button>
        {view.branches.map((branch, index) => (
          <div key={branch.head.nodeId} className={styles.branchColumn}>
            {index === 0 && <span className={`${styles.cover} ${styles.coverLeft}`} />}
            {index === last && <span className={`${styles.cover} ${styles.coverRight}`} />}
            <Card view={branch.head} actions={actions} />
            <AddButton afterId={branch.head.nodeId} title={branch.head.title} actions={actions} />
            <Chain items={branch.chain} actions={actions} />
            <div className={styles.branchRest} />
          </div>
        ))}
      </div>
    </div>
  );
}

function Chain({ items, actions }: { items: ItemView[]; actions: CanvasActions }) {
  const { t } = useTranslation();
  return items.map((item) =>
    item.kind === 'card' ? (
      <div key={item.nodeId} className={styles.step}>
        <Card view={item} actions={actions} />
        {item.addAfter && <AddButton afterId={item.nodeId} title={item.title} actions={actions} />}
      </div>
    ) : (
      <div key={item.nodeId} className={styles.step}>
        <Split view={item} actions={actions} />
        <AddButton afterId={item.nodeId} title={t('flowDesigner.theBranches')} actions={actions} />
      </div>
    ),
  );
}

/** The card tree, top to bottom from the start node, ending with 流程结束. */
export function FlowCanvas({ items, actions }: { items: ItemView[]; actions: CanvasActions }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tree}>
      <Chain items={items} actions={actions} />
      <div className={styles.end}>
        <span className={styles.endDot} />
        {t('flowDesigner.end')}
      </div>
    </div>
  );
}

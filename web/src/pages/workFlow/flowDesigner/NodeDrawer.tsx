import type {
  ApproverProperties,
  ConditionProperties,
  CopyProperties,
  FlowNode,
  StartProperties,
  SubFlowProperties,
  TimerProperties,
} from '@app/common/flow';
import { Alert, Drawer, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApproverPanel } from './ApproverPanel';
import { ConditionPanel } from './ConditionPanel';
import { Field } from './panel-parts';
import { CopyPanel, SubFlowPanel, TimerPanel } from './SmallPanels';
import { StartPanel } from './StartPanel';

/** How a panel changes its node: through the designer, so every change is an undo step. */
type Edit = (nodeId: string, edit: (node: FlowNode) => void, property?: string) => void;

/**
 * The property drawer of the selected node: its title, then every property of its type (client-facts
 * §8.2), and the save rules' messages about it on top.
 */
export function NodeDrawer({
  node,
  issues,
  onEdit,
  onClose,
}: {
  node: FlowNode | null;
  issues: string[];
  onEdit: Edit;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const editable = node && node.type !== 'empty' && node.type !== 'branch';
  return (
    <Drawer
      open={Boolean(editable)}
      size={600}
      mask={false}
      title={node ? t(`flowDesigner.types.${node.type}`) : ''}
      extra={node ? <Tag>{node.nodeId}</Tag> : null}
      onClose={onClose}
      destroyOnHidden
      data-testid="flow-node-drawer"
    >
      {editable && <DrawerBody key={node.nodeId} node={node} issues={issues} onEdit={onEdit} />}
    </Drawer>
  );
}

function DrawerBody({ node, issues, onEdit }: { node: FlowNode; issues: string[]; onEdit: Edit }) {
  const { t } = useTranslation();
  const update = (edit: (properties: never) => void, property?: string) =>
    onEdit(node.nodeId, (copy) => edit(copy.properties as never), property);
  const title = String((node.properties as { title?: unknown } | undefined)?.title ?? '');
  return (
    <>
      {issues.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={issues.map((issue) => <div key={issue}>{issue}</div>)}
        />
      )}
      <Field label={t('flowDesigner.nodeTitle')}>
        <Input
          aria-label={t('flowDesigner.nodeTitle')}
          value={title}
          maxLength={50}
          onChange={(event) =>
            update((p: { title: string }) => Object.assign(p, { title: event.target.value }), 'title')
          }
        />
      </Field>
      <Panel node={node} update={update} />
    </>
  );
}

function Panel({
  node,
  update,
}: {
  node: FlowNode;
  update: (edit: (properties: never) => void, property?: string) => void;
}) {
  switch (node.type) {
    case 'start':
      return <StartPanel node={node} properties={node.properties as StartProperties} update={update} />;
    case 'approver':
      return <ApproverPanel node={node} properties={node.properties as ApproverProperties} update={update} />;
    case 'copy':
      return <CopyPanel node={node} properties={node.properties as CopyProperties} update={update} />;
    case 'timer':
      return <TimerPanel node={node} properties={node.properties as TimerProperties} update={update} />;
    case 'subFlow':
      return <SubFlowPanel node={node} properties={node.properties as SubFlowProperties} update={update} />;
    case 'condition':
      return (
        <ConditionPanel node={node} properties={node.properties as ConditionProperties} update={update} />
      );
    default:
      return null;
  }
}

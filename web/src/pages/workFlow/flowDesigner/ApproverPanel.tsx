import { type ApproverProperties, ASSIGNEE_TYPES, type AssigneeType } from '@app/common/flow';
import { Input, InputNumber, Radio, Select, Tabs, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApproverCopy, ApproverNotices } from './ApproverMore';
import { type PanelProps, useDrawerEnv } from './drawer-env';
import { FieldPermissions } from './FieldPermissions';
import { mainFields } from './form-fields';
import { APPROVER_HOOKS, ASSIGNEE_NAMES, earlierApprovers, switchAssignee } from './node-props';
import { PeopleFields, type PeopleUpdate } from './PeoplePicker';
import styles from './panel.module.css';
import { Field, HooksEditor, SwitchField } from './panel-parts';

type Loose = Record<string, unknown>;
const LEVELS = Array.from({ length: 10 }, (_, index) => index + 1);
const PROGRESS = ['10', '20', '30', '40', '50', '60', '70', '80', '90'];

/** Who approves: the seven assignee types, each with what it needs. */
function Assignee({ node, properties, update }: PanelProps<ApproverProperties>) {
  const { t } = useTranslation();
  const { flow, fields, fieldsNote } = useDrawerEnv();
  const earlier = useMemo(() => earlierApprovers(flow, node.nodeId), [flow, node.nodeId]);
  const type = Number(properties.assigneeType ?? 6) as AssigneeType;
  return (
    <>
      <Field label={t('flowDesigner.assigneeType')}>
        <Radio.Group
          value={type}
          onChange={(event) => update((p) => switchAssignee(p, event.target.value as AssigneeType))}
          options={ASSIGNEE_TYPES.map((value) => ({
            value,
            label: t(`flowDesigner.assignee.${ASSIGNEE_NAMES[value]}`),
          }))}
        />
      </Field>
      {type === 6 && (
        <PeopleFields
          keys={{ user: 'approvers', position: 'approverPos', role: 'approverRole' }}
          properties={properties}
          update={update as PeopleUpdate}
        />
      )}
      {type === 1 && (
        <Field label={t('flowDesigner.managerLevel')}>
          <Select
            aria-label={t('flowDesigner.managerLevel')}
            value={properties.managerLevel ?? 1}
            onChange={(value) => update((p) => Object.assign(p, { managerLevel: value }))}
            options={LEVELS.map((n) => ({ value: n, label: t('flowDesigner.level', { n }) }))}
          />
        </Field>
      )}
      {(type === 2 || type === 3) && (
        <Typography.Paragraph className={styles.note}>
          {t(`flowDesigner.assigneeHint.${type === 2 ? 'head' : 'initiator'}`)}
        </Typography.Paragraph>
      )}
      {type === 4 && (
        <Field
          label={t('flowDesigner.formField')}
          hint={fields.length ? undefined : (fieldsNote ?? t('flowDesigner.noFields'))}
        >
          <Select
            aria-label={t('flowDesigner.formField')}
            value={properties.formField || undefined}
            placeholder={t('flowDesigner.formField')}
            onChange={(value) => update((p) => Object.assign(p, { formField: value }))}
            options={mainFields(fields).map((field) => ({ value: field.id, label: field.label }))}
          />
        </Field>
      )}
      {type === 5 && (
        <Field
          label={t('flowDesigner.stepNode')}
          hint={earlier.length ? undefined : t('flowDesigner.noEarlier')}
        >
          <Select
            aria-label={t('flowDesigner.stepNode')}
            value={properties.nodeId || undefined}
            placeholder={t('flowDesigner.stepNode')}
            onChange={(value) => update((p) => Object.assign(p, { nodeId: value }))}
            options={earlier.map((choice) => ({ value: choice.nodeId, label: choice.title }))}
          />
        </Field>
      )}
      {type === 9 && (
        <Field label={t('flowDesigner.serviceUrl')} hint={t('flowDesigner.serviceUrlHint')}>
          <Input
            aria-label={t('flowDesigner.serviceUrl')}
            value={properties.getUserUrl}
            maxLength={500}
            placeholder="https://…"
            onChange={(event) =>
              update((p) => Object.assign(p, { getUserUrl: event.target.value }), 'getUserUrl')
            }
          />
        </Field>
      )}
    </>
  );
}

/** How the node decides: or-sign or countersign with its ratio, add-sign, reject target, progress. */
function Decision({ node, properties, update }: PanelProps<ApproverProperties>) {
  const { t } = useTranslation();
  const { flow } = useDrawerEnv();
  const earlier = useMemo(() => earlierApprovers(flow, node.nodeId), [flow, node.nodeId]);
  const counter = Number(properties.counterSign ?? 0);
  return (
    <>
      <Field label={t('flowDesigner.counterSign')}>
        <div className={styles.inline}>
          <Radio.Group
            value={counter}
            onChange={(event) => update((p) => Object.assign(p, { counterSign: event.target.value }))}
            options={[
              { value: 0, label: t('flowDesigner.orSign') },
              { value: 1, label: t('flowDesigner.countersign') },
            ]}
          />
          {counter === 1 && (
            <InputNumber
              aria-label={t('flowDesigner.ratio')}
              min={1}
              max={100}
              precision={0}
              suffix="%"
              value={properties.countersignRatio}
              onChange={(value) =>
                update((p) => Object.assign(p, { countersignRatio: value ?? 100 }), 'ratio')
              }
            />
          )}
        </div>
      </Field>
      <SwitchField
        label={t('flowDesigner.hasFreeApprover')}
        checked={properties.hasFreeApprover === true}
        onChange={(checked) => update((p) => Object.assign(p, { hasFreeApprover: checked }))}
      />
      <Field label={t('flowDesigner.rejectStep')}>
        <Select
          aria-label={t('flowDesigner.rejectStep')}
          value={properties.rejectStep ?? '0'}
          onChange={(value) => update((p) => Object.assign(p, { rejectStep: value }))}
          options={[
            { value: '0', label: t('flowDesigner.rejectTo.initiator') },
            { value: '1', label: t('flowDesigner.rejectTo.previous') },
            ...earlier.map((choice) => ({ value: choice.nodeId, label: choice.title })),
          ]}
        />
      </Field>
      <Field label={t('flowDesigner.progress')}>
        <Select
          aria-label={t('flowDesigner.progress')}
          value={String(properties.progress ?? '50')}
          onChange={(value) => update((p) => Object.assign(p, { progress: value }))}
          options={PROGRESS.map((value) => ({ value, label: `${value}%` }))}
        />
      </Field>
      <Field label={t('flowDesigner.skipRepeated')}>
        <Select
          aria-label={t('flowDesigner.skipRepeated')}
          value={properties.skipRepeatedApprover ?? 'none'}
          onChange={(value) =>
            update((p) => {
              if (value === 'none') delete p.skipRepeatedApprover;
              else p.skipRepeatedApprover = value as 'previous' | 'any';
            })
          }
          options={(['none', 'previous', 'any'] as const).map((value) => ({
            value,
            label: t(`flowDesigner.skip.${value}`),
          }))}
        />
      </Field>
      <SwitchField
        label={t('flowDesigner.noApproverHandler')}
        hint={t('flowDesigner.noApproverHint')}
        checked={properties.noApproverHandler !== false}
        onChange={(checked) => update((p) => Object.assign(p, { noApproverHandler: checked }))}
      />
      <Field label={t('flowDesigner.description')}>
        <Input.TextArea
          aria-label={t('flowDesigner.description')}
          rows={2}
          maxLength={500}
          value={properties.description ?? ''}
          onChange={(event) =>
            update((p) => Object.assign(p, { description: event.target.value }), 'description')
          }
        />
      </Field>
    </>
  );
}

/** 审批节点: who, how, CC, field permissions, buttons and notices, event hooks. */
export function ApproverPanel(props: PanelProps<ApproverProperties>) {
  const { t } = useTranslation();
  const { properties, update } = props;
  return (
    <Tabs
      items={[
        {
          key: 'assignee',
          label: t('flowDesigner.tabs.assignee'),
          children: (
            <>
              <Assignee {...props} />
              <Decision {...props} />
            </>
          ),
        },
        { key: 'copy', label: t('flowDesigner.tabs.copy'), children: <ApproverCopy {...props} /> },
        {
          key: 'permissions',
          label: t('flowDesigner.tabs.permissions'),
          children: (
            <FieldPermissions
              operates={properties.formOperates}
              writesByDefault={false}
              onChange={(next) => update((p) => Object.assign(p, { formOperates: next }))}
            />
          ),
        },
        { key: 'notices', label: t('flowDesigner.tabs.buttons'), children: <ApproverNotices {...props} /> },
        {
          key: 'hooks',
          label: t('flowDesigner.tabs.hooks'),
          children: (
            <HooksEditor
              hooks={APPROVER_HOOKS}
              properties={properties}
              update={update as unknown as (edit: (p: Loose) => void, property?: string) => void}
            />
          ),
        },
      ]}
    />
  );
}

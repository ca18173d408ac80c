import type { CopyProperties, SubFlowProperties, TimerProperties } from '@app/common/flow';
import { useQuery } from '@tanstack/react-query';
import { InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PanelProps, useDrawerEnv } from './drawer-env';
import { fetchEngine, fetchFormData } from './flow-designer.api';
import { engineForm, flowFormFields, mainFields } from './form-fields';
import { INITIATE_NAMES } from './node-props';
import { PeopleFields, PeoplePicker, type PeopleUpdate } from './PeoplePicker';
import styles from './panel.module.css';
import { ChannelsPicker, EditableRows, Field, SwitchField } from './panel-parts';

/** 抄送人: the members copied, and whether the initiator adds more (发起人自选). */
export function CopyPanel({ properties, update }: PanelProps<CopyProperties>) {
  const { t } = useTranslation();
  const { roles } = useDrawerEnv();
  return (
    <>
      <Field label={t('flowDesigner.copyMembers')} testId="copy-members">
        <PeoplePicker
          kind="user"
          label={t('flowDesigner.copyMembers')}
          roles={roles}
          value={properties.menbers}
          onChange={(ids) => update((p) => Object.assign(p, { menbers: ids }))}
        />
      </Field>
      <SwitchField
        label={t('flowDesigner.userOptional')}
        checked={properties.userOptional === true}
        onChange={(checked) => update((p) => Object.assign(p, { userOptional: checked }))}
      />
    </>
  );
}

const UNITS = ['day', 'hour', 'minute', 'second'] as const;

/** 定时器: how long the flow waits here before moving on. */
export function TimerPanel({ properties, update }: PanelProps<TimerProperties>) {
  const { t } = useTranslation();
  return (
    <Field label={t('flowDesigner.timerWait')}>
      <div className={styles.inline}>
        {UNITS.map((unit) => (
          <InputNumber
            key={unit}
            aria-label={t(`flowDesigner.units.${unit}`)}
            min={0}
            max={100000}
            precision={0}
            value={Number(properties[unit] ?? 0)}
            suffix={t(`flowDesigner.units.${unit}`)}
            style={{ width: 110 }}
            onChange={(value) => update((p) => Object.assign(p, { [unit]: value ?? 0 }), unit)}
          />
        ))}
      </div>
    </Field>
  );
}

/** The fields of the chosen child flow's form, for the mapping (a designed form's; none for system forms). */
function useChildFields(flowId: string) {
  return useQuery({
    queryKey: ['workflow', 'flowDesigner', 'childFields', flowId],
    enabled: Boolean(flowId),
    queryFn: async () => {
      const engine = await fetchEngine(flowId);
      const design = engine.formType === 2 ? await fetchFormData(engine.formId) : null;
      return mainFields(flowFormFields(engineForm(engine.formType, engine.formId, design)));
    },
  });
}

const INITIATE_TYPES = [1, 2, 3, 4] as const;
const LEVELS = Array.from({ length: 10 }, (_, index) => index + 1);

/** 子流程: who starts it, which flow, the field mapping parent → child, and the message channels. */
export function SubFlowPanel({ properties, update }: PanelProps<SubFlowProperties>) {
  const { t } = useTranslation();
  const { engines, engineId, fields } = useDrawerEnv();
  const child = useChildFields(properties.flowId);
  const type = Number(properties.initiateType ?? 1);
  const mapping = properties.assignList ?? [];
  const setRow = (index: number, patch: Partial<SubFlowProperties['assignList'][number]>) =>
    update((p) => {
      p.assignList = (p.assignList ?? []).map((row, at) => (at === index ? { ...row, ...patch } : row));
    });
  return (
    <>
      <Field label={t('flowDesigner.initiateType')}>
        <Radio.Group
          value={type}
          onChange={(event) => update((p) => Object.assign(p, { initiateType: event.target.value }))}
          options={INITIATE_TYPES.map((value) => ({
            value,
            label: t(`flowDesigner.initiate.${INITIATE_NAMES[value]}`),
          }))}
        />
      </Field>
      {type === 1 && (
        <PeopleFields
          keys={{ user: 'initiator', position: 'initiatePos', role: 'initiateRole' }}
          properties={properties}
          update={update as PeopleUpdate}
        />
      )}
      {type === 3 && (
        <Field label={t('flowDesigner.managerLevel')}>
          <Select
            value={properties.managerLevel ?? 1}
            onChange={(value) => update((p) => Object.assign(p, { managerLevel: value }))}
            options={LEVELS.map((n) => ({ value: n, label: t('flowDesigner.level', { n }) }))}
          />
        </Field>
      )}
      <Field label={t('flowDesigner.childFlow')}>
        <Select
          aria-label={t('flowDesigner.childFlow')}
          showSearch
          optionFilterProp="label"
          value={properties.flowId || undefined}
          placeholder={t('flowDesigner.childFlow')}
          onChange={(value) => update((p) => Object.assign(p, { flowId: value, assignList: [] }))}
          options={engines
            .filter((engine) => engine.id !== engineId)
            .map((engine) => ({ value: engine.id, label: `${engine.fullName} (${engine.enCode})` }))}
        />
      </Field>
      <Field label={t('flowDesigner.assignList')}>
        <EditableRows
          rows={mapping}
          className={styles.mapRow}
          onChange={(next) => update((p) => Object.assign(p, { assignList: next }))}
          newRow={() => ({ parentField: '', childField: '' })}
          addLabel={t('flowDesigner.addMapping')}
          addDisabled={!properties.flowId}
          render={(row, index) => (
            <>
              <Select
                aria-label={t('flowDesigner.parentField')}
                value={row.parentField || undefined}
                placeholder={t('flowDesigner.parentField')}
                onChange={(value) => setRow(index, { parentField: value })}
                options={mainFields(fields).map((field) => ({ value: field.id, label: field.label }))}
              />
              →
              <Select
                aria-label={t('flowDesigner.childField')}
                value={row.childField || undefined}
                placeholder={t('flowDesigner.childField')}
                onChange={(value) => setRow(index, { childField: value })}
                options={(child.data ?? []).map((field) => ({ value: field.id, label: field.label }))}
              />
            </>
          )}
        />
      </Field>
      <Field label={t('flowDesigner.messageType')}>
        <ChannelsPicker
          value={properties.messageType}
          onChange={(next) => update((p) => Object.assign(p, { messageType: next }))}
        />
      </Field>
    </>
  );
}

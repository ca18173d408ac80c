import type { ApproverProperties, TimeoutConfig } from '@app/common/flow';
import { Divider, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from './drawer-env';
import { APPROVER_BUTTONS } from './node-props';
import { PeopleFields, type PeopleUpdate } from './PeoplePicker';
import styles from './panel.module.css';
import { ButtonsEditor, ChannelsPicker, Field, SwitchField } from './panel-parts';

type Loose = Record<string, unknown>;

/** 抄送: the people, positions and roles a passed node copies, and whether the approver picks more. */
export function ApproverCopy({ properties, update }: PanelProps<ApproverProperties>) {
  const { t } = useTranslation();
  return (
    <>
      <PeopleFields
        keys={{ user: 'circulateUser', position: 'circulatePosition', role: 'circulateRole' }}
        properties={properties}
        update={update as PeopleUpdate}
      />
      <SwitchField
        label={t('flowDesigner.isCustomCopy')}
        hint={t('flowDesigner.isCustomCopyHint')}
        checked={properties.isCustomCopy === true}
        onChange={(checked) => update((p) => Object.assign(p, { isCustomCopy: checked }))}
      />
    </>
  );
}

const TIMEOUT_OFF: TimeoutConfig = { on: false, quantity: 1, type: 'day', handler: 1 };

/** Buttons with their texts, the signature, message channels and the timeout with its handler. */
export function ApproverNotices({ properties, update }: PanelProps<ApproverProperties>) {
  const { t } = useTranslation();
  const timeout = { ...TIMEOUT_OFF, ...properties.timeoutConfig };
  const setTimeoutConfig = (patch: Partial<TimeoutConfig>, property?: string) =>
    update((p) => {
      p.timeoutConfig = { ...TIMEOUT_OFF, ...p.timeoutConfig, ...patch };
    }, property);
  return (
    <>
      <ButtonsEditor
        keys={APPROVER_BUTTONS}
        properties={properties}
        update={update as unknown as (edit: (p: Loose) => void, property?: string) => void}
      />
      <Divider />
      <SwitchField
        label={t('flowDesigner.hasSign')}
        checked={properties.hasSign === true}
        onChange={(checked) => update((p) => Object.assign(p, { hasSign: checked }))}
      />
      <Field label={t('flowDesigner.messageType')}>
        <ChannelsPicker
          value={properties.messageType}
          onChange={(next) => update((p) => Object.assign(p, { messageType: next }))}
        />
      </Field>
      <Field label={t('flowDesigner.timeout')}>
        <div className={styles.inline}>
          <Switch
            aria-label={t('flowDesigner.timeout')}
            checked={timeout.on}
            onChange={(checked) => setTimeoutConfig({ on: checked })}
          />
          {timeout.on && (
            <>
              <InputNumber
                aria-label={t('flowDesigner.timeoutQuantity')}
                min={1}
                max={100000}
                precision={0}
                value={timeout.quantity}
                onChange={(value) => setTimeoutConfig({ quantity: value ?? 1 }, 'timeoutQuantity')}
                style={{ width: 90 }}
              />
              <Select
                aria-label={t('flowDesigner.timeoutUnit')}
                value={timeout.type}
                style={{ width: 96 }}
                onChange={(value) => setTimeoutConfig({ type: value })}
                options={(['day', 'hour', 'minute'] as const).map((unit) => ({
                  value: unit,
                  label: t(`flowDesigner.units.${unit}`),
                }))}
              />
              <Select
                aria-label={t('flowDesigner.timeoutHandler')}
                value={timeout.handler}
                style={{ width: 130 }}
                onChange={(value) => setTimeoutConfig({ handler: value })}
                options={[
                  { value: 1, label: t('flowDesigner.timeoutHandlers.approve') },
                  { value: 2, label: t('flowDesigner.timeoutHandlers.reject') },
                ]}
              />
            </>
          )}
        </div>
      </Field>
    </>
  );
}

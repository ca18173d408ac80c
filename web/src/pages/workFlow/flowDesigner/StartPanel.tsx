import type { StartProperties } from '@app/common/flow';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PanelProps, useDrawerEnv } from './drawer-env';
import { FieldPermissions } from './FieldPermissions';
import { START_BUTTONS, START_HOOKS } from './node-props';
import { PeoplePicker } from './PeoplePicker';
import { ButtonsEditor, Field, HooksEditor } from './panel-parts';

type Loose = Record<string, unknown>;

/** 发起节点: who may launch (none: everyone), the launch form's buttons, field permissions and hooks. */
export function StartPanel({ properties, update }: PanelProps<StartProperties>) {
  const { t } = useTranslation();
  const { roles } = useDrawerEnv();
  const loose = update as unknown as (edit: (p: Loose) => void, property?: string) => void;
  return (
    <Tabs
      items={[
        {
          key: 'initiators',
          label: t('flowDesigner.tabs.initiators'),
          children: (
            <>
              <Field
                label={t('flowDesigner.people.user')}
                hint={t('flowDesigner.everyoneHint')}
                testId="start-users"
              >
                <PeoplePicker
                  kind="user"
                  label={t('flowDesigner.people.user')}
                  roles={roles}
                  value={properties.initiator}
                  onChange={(ids) => update((p) => Object.assign(p, { initiator: ids }))}
                />
              </Field>
              <Field label={t('flowDesigner.people.position')} testId="start-positions">
                <PeoplePicker
                  kind="position"
                  label={t('flowDesigner.people.position')}
                  roles={roles}
                  value={properties.initiatePos}
                  onChange={(ids) => update((p) => Object.assign(p, { initiatePos: ids }))}
                />
              </Field>
              <Field label={t('flowDesigner.people.role')}>
                <PeoplePicker
                  kind="role"
                  label={t('flowDesigner.people.role')}
                  roles={roles}
                  value={properties.initiateRole}
                  onChange={(ids) => update((p) => Object.assign(p, { initiateRole: ids }))}
                />
              </Field>
            </>
          ),
        },
        {
          key: 'permissions',
          label: t('flowDesigner.tabs.permissions'),
          children: (
            <FieldPermissions
              operates={properties.formOperates}
              writesByDefault
              onChange={(next) => update((p) => Object.assign(p, { formOperates: next }))}
            />
          ),
        },
        {
          key: 'buttons',
          label: t('flowDesigner.tabs.buttons'),
          children: <ButtonsEditor keys={START_BUTTONS} properties={properties} update={loose} />,
        },
        {
          key: 'hooks',
          label: t('flowDesigner.tabs.hooks'),
          children: <HooksEditor hooks={START_HOOKS} properties={properties} update={loose} />,
        },
      ]}
    />
  );
}

import type { StartProperties } from '@app/common/flow';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from './drawer-env';
import { FieldPermissions } from './FieldPermissions';
import { START_BUTTONS, START_HOOKS } from './node-props';
import { PeopleFields } from './PeoplePicker';
import { ButtonsEditor, HooksEditor } from './panel-parts';

type Loose = Record<string, unknown>;

/** 发起节点: who may launch (none: everyone), the launch form's buttons, field permissions and hooks. */
export function StartPanel({ properties, update }: PanelProps<StartProperties>) {
  const { t } = useTranslation();
  const loose = update as unknown as (edit: (p: Loose) => void, property?: string) => void;
  return (
    <Tabs
      items={[
        {
          key: 'initiators',
          label: t('flowDesigner.tabs.initiators'),
          children: (
            <PeopleFields
              keys={{ user: 'initiator', position: 'initiatePos', role: 'initiateRole' }}
              properties={properties}
              update={loose}
              hint={t('flowDesigner.everyoneHint')}
            />
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

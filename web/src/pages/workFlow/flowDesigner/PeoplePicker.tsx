import type { FormControl } from '@app/common/form';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormTexts } from '../../../components/designed-form/form-texts';
import { OrganizationPicker } from '../../../components/designed-form/picker-controls';
import { pickedIds } from '../../../components/designed-form/picker-tree';
import { useDrawerEnv } from './drawer-env';
import { Field } from './panel-parts';

export type PeopleKind = 'user' | 'position' | 'role';

const PICKER: Record<Exclude<PeopleKind, 'role'>, string> = { user: 'userSelect', position: 'posSelect' };

/**
 * Users or positions through the form renderer's organisation picker (a tree by organisation, only the
 * matching kind choosable), roles from the role picker's list; always a list of ids.
 */
export function PeoplePicker({
  kind,
  value,
  onChange,
  roles,
  label,
}: {
  kind: PeopleKind;
  value: string[] | undefined;
  onChange(ids: string[]): void;
  roles: readonly { id: string; fullName: string }[];
  label: string;
}) {
  const { t } = useTranslation();
  const texts = useFormTexts();
  if (kind === 'role')
    return (
      <Select
        mode="multiple"
        aria-label={label}
        value={value ?? []}
        onChange={onChange}
        options={roles.map((role) => ({ value: role.id, label: role.fullName }))}
        optionFilterProp="label"
        placeholder={t('flowDesigner.choose', { what: label })}
        style={{ width: '100%' }}
      />
    );
  const control = {
    __config__: { jnpfKey: PICKER[kind], label },
    multiple: true,
    placeholder: t('flowDesigner.choose', { what: label }),
  } as unknown as FormControl;
  return (
    <OrganizationPicker
      control={control}
      value={value ?? []}
      onChange={(next) => onChange(pickedIds(next))}
      disabled={false}
      texts={texts}
      design={false}
    />
  );
}

/** Which stored list each kind of picker fills: approvers / approverPos / approverRole and the like. */
export type PeopleKeys = Record<PeopleKind, string>;

/** How a panel changes its node's properties, seen from the pickers (which only set id lists). */
export type PeopleUpdate = (edit: (properties: Record<string, unknown>) => void) => void;

/**
 * The three pickers a node names people with (users, positions, roles), each writing its own list of the
 * node's properties; `hint` goes under the first.
 */
export function PeopleFields({
  keys,
  properties,
  update,
  hint,
}: {
  keys: PeopleKeys;
  properties: object;
  update: PeopleUpdate;
  hint?: string;
}) {
  const { t } = useTranslation();
  const { roles } = useDrawerEnv();
  const stored = properties as Record<string, string[] | undefined>;
  return (['user', 'position', 'role'] as const).map((kind) => (
    <Field key={kind} label={t(`flowDesigner.people.${kind}`)} hint={kind === 'user' ? hint : undefined}>
      <PeoplePicker
        kind={kind}
        label={t(`flowDesigner.people.${kind}`)}
        roles={roles}
        value={stored[keys[kind]]}
        onChange={(ids) => update((p) => Object.assign(p, { [keys[kind]]: ids }))}
      />
    </Field>
  ));
}

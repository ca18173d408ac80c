import type { FormOperate } from '@app/common/flow';
import { Checkbox, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDrawerEnv } from './drawer-env';
import { type Permission, permissionRows, setPermission } from './node-props';

const PERMISSIONS: Permission[] = ['read', 'write', 'required'];

/**
 * 表单权限: what the node's person may do with each field of the form (read, write, required), a
 * sub-table's columns under it. The whole table is stored once anything is ticked, so the node says the
 * same thing whatever the form's defaults are later.
 */
export function FieldPermissions({
  operates,
  writesByDefault,
  onChange,
}: {
  operates: FormOperate[] | undefined;
  writesByDefault: boolean;
  onChange(next: FormOperate[]): void;
}) {
  const { t } = useTranslation();
  const { fields, fieldsNote } = useDrawerEnv();
  if (!fields.length) return <Empty description={fieldsNote ?? t('flowDesigner.noFields')} />;
  const rows = permissionRows(fields, operates, writesByDefault);
  const labels = new Map(fields.map((field) => [field.id, field]));
  return (
    <Table<FormOperate>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      data-testid="field-permissions"
      columns={[
        {
          title: t('flowDesigner.field'),
          dataIndex: 'name',
          render: (name: string, row) => {
            const table = labels.get(row.id)?.table;
            return table ? <span style={{ paddingLeft: 16 }}>└ {name}</span> : name;
          },
        },
        ...PERMISSIONS.map((permission) => ({
          title: t(`flowDesigner.permission.${permission}`),
          key: permission,
          width: 72,
          align: 'center' as const,
          render: (_: unknown, row: FormOperate) => (
            <Checkbox
              aria-label={`${row.name} ${t(`flowDesigner.permission.${permission}`)}`}
              checked={row[permission] === true}
              onChange={(event) => onChange(setPermission(rows, row.id, permission, event.target.checked))}
            />
          ),
        })),
      ]}
    />
  );
}

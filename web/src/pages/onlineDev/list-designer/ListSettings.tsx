import { type ColumnData, PAGE_SIZES } from '@app/common/form';
import { Divider, Form, Input, Radio, Select, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PickNode, useDataInterfaces, useDictionaryTypes } from '../designer/designer.api';
import { ButtonsEditor } from './ButtonsEditor';
import { type ListField, setListType } from './column-edit';
import styles from './list-designer.module.css';

const PERMISSIONS = [
  'useColumnPermission',
  'useBtnPermission',
  'useFormPermission',
  'useDataPermission',
] as const;

/** The list's settings on the right: type (plain, tree on the left, grouped), paging, sort, buttons, permissions. */
export function ListSettings({
  value,
  onChange,
  fields,
}: {
  value: ColumnData;
  onChange: (next: ColumnData) => void;
  /** the main form's fields: the tree's relation, the group and the sort field are chosen among them */
  fields: readonly ListField[];
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<ColumnData>) => onChange({ ...value, ...patch });
  const fieldOptions = fields.map((field) => ({ value: field.vModel, label: field.label }));
  const tree = value.type === 2;
  const dictionaries = useDictionaryTypes(tree && value.treeDataSource === 'dictionary');
  const interfaces = useDataInterfaces(tree && value.treeDataSource === 'api');
  const pick = {
    placeholder: t('listDesigner.choose'),
    allowClear: true,
    showSearch: true,
    optionFilterProp: 'label',
  };
  return (
    <Form layout="vertical" size="small" className={styles.settings}>
      <Form.Item label={t('listDesigner.listType')}>
        <Radio.Group
          value={value.type}
          onChange={(e) => onChange(setListType(value, e.target.value))}
          options={([1, 2, 3] as const).map((type) => ({
            value: type,
            label: t(`listDesigner.listTypes.${type}`),
          }))}
          className={styles.vertical}
        />
      </Form.Item>
      {tree && (
        <>
          <Form.Item label={t('listDesigner.treeTitle')}>
            <Input value={value.treeTitle} onChange={(e) => set({ treeTitle: e.target.value })} />
          </Form.Item>
          <Form.Item label={t('listDesigner.treeSource')}>
            <Radio.Group
              optionType="button"
              value={value.treeDataSource}
              onChange={(e) => set({ treeDataSource: e.target.value })}
              options={(['dictionary', 'api'] as const).map((source) => ({
                value: source,
                label: t(`listDesigner.treeSources.${source}`),
              }))}
            />
          </Form.Item>
          {value.treeDataSource === 'dictionary' ? (
            <SourceSelect
              label={t('listDesigner.treeDictionary')}
              value={value.treeDictionary}
              nodes={dictionaries}
              onChange={(id) => set({ treeDictionary: id })}
            />
          ) : (
            <>
              <SourceSelect
                label={t('listDesigner.treeInterface')}
                value={value.treePropsUrl}
                nodes={interfaces}
                onChange={(id) => set({ treePropsUrl: id })}
              />
              {(['treePropsValue', 'treePropsLabel', 'treePropsChildren'] as const).map((key) => (
                <Form.Item key={key} label={t(`listDesigner.${TREE_KEY_LABEL[key]}`)} required>
                  <Input value={value[key]} onChange={(e) => set({ [key]: e.target.value })} />
                </Form.Item>
              ))}
            </>
          )}
          <Form.Item
            label={t('listDesigner.treeRelation')}
            tooltip={t('listDesigner.treeRelationHint')}
            required
          >
            <Select
              {...pick}
              value={value.treeRelation || undefined}
              options={fieldOptions}
              onChange={(vModel) => set({ treeRelation: vModel ?? '' })}
            />
          </Form.Item>
        </>
      )}
      {value.type === 3 && (
        <Form.Item label={t('listDesigner.groupField')} required>
          <Select
            {...pick}
            value={value.groupField || undefined}
            options={fieldOptions}
            onChange={(vModel) => set({ groupField: vModel ?? '' })}
          />
        </Form.Item>
      )}
      {value.type !== 3 && (
        <Form.Item label={t('listDesigner.paging')}>
          <Switch checked={value.hasPage} onChange={(hasPage) => set({ hasPage })} />
        </Form.Item>
      )}
      {value.hasPage && value.type !== 3 && (
        <Form.Item label={t('listDesigner.pageSize')}>
          <Select
            value={value.pageSize}
            onChange={(pageSize) => set({ pageSize })}
            options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('listDesigner.sortField')}>
        <div className={styles.inline}>
          <Select
            {...pick}
            placeholder={t('listDesigner.sortNone')}
            value={value.defaultSidx || undefined}
            options={fieldOptions}
            onChange={(vModel) => set({ defaultSidx: vModel ?? '' })}
          />
          <Radio.Group
            optionType="button"
            value={value.sort}
            onChange={(e) => set({ sort: e.target.value })}
            options={[
              { value: 'asc', label: t('listDesigner.sortAsc') },
              { value: 'desc', label: t('listDesigner.sortDesc') },
            ]}
          />
        </div>
      </Form.Item>
      <Divider titlePlacement="start">{t('listDesigner.headerButtons')}</Divider>
      <ButtonsEditor value={value} onChange={onChange} list="btnsList" />
      <Divider titlePlacement="start">{t('listDesigner.rowButtons')}</Divider>
      <ButtonsEditor value={value} onChange={onChange} list="columnBtnsList" />
      <Divider titlePlacement="start">{t('listDesigner.permissions')}</Divider>
      {PERMISSIONS.map((key) => (
        <div key={key} className={styles.switchLine}>
          <span>{t(`listDesigner.${key}`)}</span>
          <Switch
            size="small"
            checked={value[key]}
            onChange={(on) => set({ [key]: on })}
            aria-label={t(`listDesigner.${key}`)}
          />
        </div>
      ))}
    </Form>
  );
}

/** The tree's source: a dictionary type or a data interface, picked from its tree. */
function SourceSelect({
  label,
  value,
  nodes,
  onChange,
}: {
  label: string;
  value: string;
  nodes: { data?: PickNode[]; isLoading: boolean };
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required>
      <TreeSelect
        placeholder={t('listDesigner.choose')}
        allowClear
        showSearch
        treeNodeFilterProp="title"
        value={value || undefined}
        treeData={nodes.data ?? []}
        loading={nodes.isLoading}
        onChange={(id) => onChange(id ?? '')}
      />
    </Form.Item>
  );
}

const TREE_KEY_LABEL = {
  treePropsValue: 'treeValue',
  treePropsLabel: 'treeLabel',
  treePropsChildren: 'treeChildren',
} as const;

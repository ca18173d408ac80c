import type { DataScheme, Logic, MenuAdminNode } from '@app/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Radio, Row, Switch, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import {
  DATA_AUTHORIZE_KEY,
  deleteDataScheme,
  fetchDataFields,
  fetchDataSchemes,
  fieldsKey,
  saveDataScheme,
  schemesKey,
  toggleDataScheme,
} from './data-authorize.api';
import styles from './data-authorize.module.css';
import { ItemListPanel, useItemActions, useItemEditor } from './ItemListPanel';
import {
  conditionJsonOf,
  type DraftGroup,
  draftGroupsOf,
  emptyGroup,
  incompleteRow,
  SchemeConditionBuilder,
} from './SchemeConditionBuilder';

const SCHEME_CODE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

interface Values {
  fullName: string;
  enCode: string;
  allData: boolean;
  matchLogic: Logic;
  groups: DraftGroup[];
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

/** 数据权限方案 of one menu: named row filters (or 全部数据) that roles, positions and users are granted. */
export function DataAuthorizeSchemes({ menu, canEdit }: { menu: MenuAdminNode; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');

  const query = useQuery({
    queryKey: schemesKey(menu.id, keyword),
    queryFn: ({ signal }) => fetchDataSchemes(menu.id, keyword, signal),
  });
  const editor = useItemEditor<DataScheme, Values>({
    rows: query.data?.list,
    blank: { allData: false, matchLogic: 'and', groups: [emptyGroup()] },
    valuesOf: (scheme) => ({
      fullName: scheme.fullName,
      enCode: scheme.enCode,
      allData: scheme.allData === 1,
      matchLogic: scheme.matchLogic,
      groups: scheme.allData === 1 ? [emptyGroup()] : draftGroupsOf(scheme.conditionJson),
      sortCode: scheme.sortCode,
      enabled: scheme.enabledMark === 1,
      description: scheme.description,
    }),
  });
  const { form } = editor;
  const allData = Form.useWatch('allData', form);
  const matchLogic = Form.useWatch('matchLogic', form) ?? 'and';
  const catalogue = useQuery({
    queryKey: fieldsKey(menu.id),
    queryFn: ({ signal }) => fetchDataFields(menu.id, '', signal),
    enabled: editor.editing !== null,
  });
  const fields = useMemo(
    () => (catalogue.data?.list ?? []).filter((f) => f.enabledMark === 1),
    [catalogue.data],
  );
  const actions = useItemActions<DataScheme, Values>({
    ns: 'dataAuthorize',
    save: (values) =>
      saveDataScheme(editor.editingId, {
        moduleId: menu.id,
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        allData: values.allData ? 1 : 0,
        matchLogic: values.matchLogic,
        conditionJson: values.allData ? null : conditionJsonOf(values.groups ?? [], fields),
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description?.trim() || null,
      }),
    toggle: (scheme) => toggleDataScheme(scheme.id),
    remove: (scheme) => deleteDataScheme(scheme.id),
    invalidate: () => queryClient.invalidateQueries({ queryKey: DATA_AUTHORIZE_KEY }),
    onSaved: () => editor.setEditing(null),
  });

  const columns: TableColumnsType<DataScheme> = [
    { title: t('dataAuthorize.schemeName'), dataIndex: 'fullName', width: 140, ellipsis: true },
    { title: t('dataAuthorize.schemeCode'), dataIndex: 'enCode', width: 130, ellipsis: true },
    {
      title: t('dataAuthorize.condition'),
      dataIndex: 'conditionText',
      render: (text: string | null, scheme) =>
        scheme.allData === 1 ? (
          <Tag color="blue">{t('dataAuthorize.allData')}</Tag>
        ) : (
          <Typography.Paragraph
            className={styles.conditionText}
            ellipsis={{ rows: 2, tooltip: text }}
            style={{ marginBottom: 0 }}
          >
            {text || '—'}
          </Typography.Paragraph>
        ),
    },
  ];

  return (
    <ItemListPanel<DataScheme, Values>
      ns="dataAuthorize"
      labels={{
        keyword: t('dataAuthorize.schemeKeyword'),
        add: t('dataAuthorize.add'),
        empty: t('dataAuthorize.empty'),
        title: t('dataAuthorize.schemes'),
      }}
      columns={columns}
      rows={query.data?.list}
      loading={query.isLoading}
      canEdit={canEdit}
      onSearch={setKeyword}
      editor={editor}
      actions={actions}
      modalWidth={860}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="fullName"
            label={t('dataAuthorize.schemeName')}
            rules={[{ required: true, whitespace: true, message: t('dataAuthorize.schemeNameRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="enCode"
            label={t('dataAuthorize.schemeCode')}
            rules={[
              { required: true, whitespace: true, message: t('dataAuthorize.schemeCodeRequired') },
              { pattern: SCHEME_CODE, message: t('dataAuthorize.schemeCodeRule') },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="allData"
            label={t('dataAuthorize.allData')}
            valuePropName="checked"
            tooltip={t('dataAuthorize.allDataHint')}
          >
            <Switch />
          </Form.Item>
        </Col>
        {allData ? null : (
          <Col span={12}>
            <Form.Item
              name="matchLogic"
              label={t('dataAuthorize.matchLogic')}
              tooltip={t('dataAuthorize.matchLogicHint')}
            >
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'and', label: t('dataAuthorize.and') },
                  { value: 'or', label: t('dataAuthorize.or') },
                ]}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      {allData ? null : (
        <Form.Item
          name="groups"
          label={t('dataAuthorize.conditions')}
          required
          rules={[
            {
              validator: async (_, groups: DraftGroup[] = []) => {
                if (!groups.some((g) => g.items.length > 0))
                  throw new Error(t('dataAuthorize.conditionsRequired'));
                const missing = incompleteRow(groups);
                if (missing) throw new Error(t('dataAuthorize.rowIncomplete', missing));
              },
            },
          ]}
        >
          <SchemeConditionBuilder fields={fields} matchLogic={matchLogic} />
        </Form.Item>
      )}
      <Row gutter={16}>
        <SortStateFields ns="menu" span={12} />
      </Row>
      <Form.Item name="description" label={t('dataAuthorize.description')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </ItemListPanel>
  );
}

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DATA_INTERFACE_PARAM_TYPES, type DataInterfaceType } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Empty,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
  Tooltip,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { DATA_INTERFACE_KEY, fetchSources } from './data-interface.api';
import styles from './data-interface.module.css';

const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;

/** 类型: SQL, static JSON or an HTTP API; a new static list starts open to everyone's pickers. */
export function DataTypeField({ form, editing }: { form: FormInstance; editing: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="dataType" label={t('dataInterface.dataType')} rules={[{ required: true }]}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        options={([1, 2, 3] as const).map((v) => ({ value: v, label: t(`dataInterface.types.${v}`) }))}
        // SQL and HTTP start closed, as on the server.
        onChange={(e) => {
          if (!editing) form.setFieldValue('callScope', e.target.value === 2 ? 'everyone' : 'designers');
        }}
      />
    </Form.Item>
  );
}

/**
 * What the interface runs, by its type: SQL (source, statement, write flag, the system variables), static
 * JSON, or an HTTP API (method and URL); then its parameters, except for static JSON.
 */
export function QueryFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const dataType: DataInterfaceType = Form.useWatch('dataType', form) ?? 1;
  const sources = useQuery({
    queryKey: [...DATA_INTERFACE_KEY, 'sources'],
    queryFn: ({ signal }) => fetchSources(signal),
    retry: false,
  });
  const sourceOptions = [
    { value: '0', label: t('dataInterface.sourcePlatform') },
    ...(sources.data ?? []).map((group) => ({
      label: group.fullName,
      title: group.fullName,
      options: group.children.filter((s) => s.id !== '0').map((s) => ({ value: s.id, label: s.fullName })),
    })),
  ].filter((o) => !('options' in o) || o.options.length > 0);

  const queryField = {
    1: {
      label: t('dataInterface.sql'),
      required: t('dataInterface.sqlRequired'),
      placeholder: t('dataInterface.sqlPlaceholder'),
    },
    2: {
      label: t('dataInterface.json'),
      required: t('dataInterface.jsonRequired'),
      placeholder: t('dataInterface.jsonPlaceholder'),
    },
    3: {
      label: t('dataInterface.url'),
      required: t('dataInterface.urlRequired'),
      placeholder: t('dataInterface.urlPlaceholder'),
    },
  }[dataType];

  return (
    <>
      {dataType === 1 ? (
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="dbLinkId" label={t('dataInterface.source')} rules={[{ required: true }]}>
              <Select
                options={sourceOptions}
                loading={sources.isLoading}
                showSearch
                optionFilterProp="label"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="isWrite"
              valuePropName="checked"
              label=" "
              extra={t('dataInterface.isWriteHint')}
            >
              <Checkbox>{t('dataInterface.isWrite')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      {dataType === 3 ? (
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="requestMethod" label={t('dataInterface.requestMethod')}>
              <Select options={[{ value: 'GET' }, { value: 'POST' }]} />
            </Form.Item>
          </Col>
          <Col span={18}>
            <Form.Item
              name="query"
              label={queryField.label}
              extra={t('dataInterface.urlHint')}
              rules={[{ required: true, whitespace: true, message: queryField.required }]}
            >
              <Input placeholder={queryField.placeholder} maxLength={2000} />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Form.Item
          name="query"
          label={queryField.label}
          rules={[
            { required: true, whitespace: true, message: queryField.required },
            ...(dataType === 2
              ? [
                  {
                    validator: (_: unknown, value: string | undefined) => {
                      if (!value?.trim()) return Promise.resolve();
                      try {
                        JSON.parse(value);
                        return Promise.resolve();
                      } catch (error) {
                        return Promise.reject(
                          new Error(t('dataInterface.jsonInvalid', { error: (error as Error).message })),
                        );
                      }
                    },
                  },
                ]
              : []),
          ]}
        >
          <Input.TextArea
            className={styles.code}
            autoSize={{ minRows: 6, maxRows: 16 }}
            placeholder={queryField.placeholder}
            spellCheck={false}
          />
        </Form.Item>
      )}
      {dataType === 1 ? (
        <Alert
          className={styles.variables}
          type="info"
          showIcon
          title={t('dataInterface.variablesTitle')}
          description={
            <ul className={styles.variableList}>
              {(['user', 'organize', 'position', 'organizeAndSub', 'keyword', 'list'] as const).map((k) => (
                <li key={k}>{t(`dataInterface.variables.${k}`)}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {dataType !== 2 ? <ParamsGrid /> : null}
    </>
  );
}

/**
 * 排序 and 状态 (issue 15 item 11): a new interface is saved disabled, as in the original; the switch says
 * which state the save keeps and the hint beside it what that state means.
 */
export function SortStateRow() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const enabled = Form.useWatch<boolean | undefined>('enabled', form) ?? false;
  return (
    <Row gutter={16}>
      <Col span={6}>
        <Form.Item name="sortCode" label={t('organize.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="enabled" label={t('dataInterface.state')} valuePropName="checked">
          <Switch
            checkedChildren={t('dataInterface.enabled')}
            unCheckedChildren={t('dataInterface.disabled')}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Typography.Paragraph type="secondary" className={styles.enableHint}>
          {t(enabled ? 'dataInterface.enableHint' : 'dataInterface.stateOffHint')}
        </Typography.Paragraph>
      </Col>
    </Row>
  );
}

/** 请求参数: one row per parameter (name, type, required, default, description). */
function ParamsGrid() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('dataInterface.params')} extra={t('dataInterface.paramsHint')}>
      <Form.List name="requestParameters">
        {(rows, { add, remove }) => (
          <div className={styles.params}>
            <div className={styles.paramHead}>
              <span>{t('dataInterface.paramField')}</span>
              <span>{t('dataInterface.paramType')}</span>
              <span>{t('dataInterface.paramRequired')}</span>
              <span>{t('dataInterface.paramDefault')}</span>
              <span>{t('dataInterface.paramDescription')}</span>
              <span />
            </div>
            {rows.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('dataInterface.noParams')}
                className={styles.noParams}
              />
            ) : null}
            {rows.map((row) => (
              <div key={row.key} className={styles.paramRow}>
                <Form.Item
                  name={[row.name, 'field']}
                  rules={[
                    { required: true, message: t('dataInterface.paramFieldRequired') },
                    { pattern: PARAM_NAME, message: t('dataInterface.paramFieldRule') },
                  ]}
                >
                  <Input placeholder="minAge" maxLength={50} aria-label={t('dataInterface.paramField')} />
                </Form.Item>
                <Form.Item name={[row.name, 'dataType']} initialValue="varchar">
                  <Select
                    aria-label={t('dataInterface.paramType')}
                    options={DATA_INTERFACE_PARAM_TYPES.map((v) => ({
                      value: v,
                      label: t(`dataInterface.paramTypes.${v}`),
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'required']}
                  valuePropName="checked"
                  className={styles.paramCheck}
                >
                  <Checkbox aria-label={t('dataInterface.paramRequired')} />
                </Form.Item>
                <Form.Item name={[row.name, 'defaultValue']}>
                  <Input maxLength={4000} aria-label={t('dataInterface.paramDefault')} />
                </Form.Item>
                <Form.Item name={[row.name, 'description']}>
                  <Input maxLength={200} aria-label={t('dataInterface.paramDescription')} />
                </Form.Item>
                <Tooltip title={t('dataInterface.removeParam')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(row.name)}
                    aria-label={t('dataInterface.removeParam')}
                  />
                </Tooltip>
              </div>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => add({ dataType: 'varchar', required: false })}
            >
              {t('dataInterface.addParam')}
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}

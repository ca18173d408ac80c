import { Col, Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The 排序 + 状态 pair of an admin form (fields `sortCode` and `enabled`), labelled from the page's own texts
 * (`<ns>.sortCode`, `<ns>.state`, `<ns>.enabled`, `<ns>.disabled`). With `span` each field sits in its own column.
 */
export function SortStateFields({
  ns,
  span,
  max = 999999,
}: {
  ns: 'organize' | 'menu' | 'role' | 'user';
  span?: number;
  max?: number;
}) {
  const { t } = useTranslation();
  const sort = (
    <Form.Item name="sortCode" label={t(`${ns}.sortCode`)}>
      <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
  const state = (
    <Form.Item name="enabled" label={t(`${ns}.state`)} valuePropName="checked">
      <Switch checkedChildren={t(`${ns}.enabled`)} unCheckedChildren={t(`${ns}.disabled`)} />
    </Form.Item>
  );
  if (span === undefined)
    return (
      <>
        {sort}
        {state}
      </>
    );
  return (
    <>
      <Col span={span}>{sort}</Col>
      <Col span={span}>{state}</Col>
    </>
  );
}

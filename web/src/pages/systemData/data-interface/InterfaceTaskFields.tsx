import type { DataInterfaceSelectorNode } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../app/request';
import { DATA_INTERFACE_KEY, fetchInterface } from './data-interface.api';

interface Option {
  value: string;
  title: string;
  selectable: boolean;
  children?: Option[];
}

const options = (nodes: DataInterfaceSelectorNode[]): Option[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.fullName,
    selectable: n.type === 'interface',
    children: n.children ? options(n.children) : undefined,
  }));

/**
 * The part of the 定时任务 form for a task that calls a data interface: the interface (enabled ones, by
 * category; stored in `job`) and a text box per parameter it declares (stored in `interfaceParams`).
 */
export function InterfaceTaskFields({ interfaceId }: { interfaceId: string | undefined }) {
  const { t } = useTranslation();
  const tree = useQuery({
    queryKey: [...DATA_INTERFACE_KEY, 'selector'],
    queryFn: ({ signal }) =>
      http.get<DataInterfaceSelectorNode[]>('/api/system/DataInterface/Selector', undefined, { signal }),
  });
  const info = useQuery({
    queryKey: [...DATA_INTERFACE_KEY, 'info', interfaceId],
    queryFn: () => fetchInterface(interfaceId as string),
    enabled: !!interfaceId,
    retry: false,
  });
  const params = info.data?.requestParameters ?? [];
  return (
    <>
      <Form.Item
        name="job"
        label={t('dataInterface.taskInterface')}
        rules={[{ required: true, message: t('dataInterface.taskInterfaceRequired') }]}
        extra={t('dataInterface.taskHint')}
      >
        <TreeSelect
          treeData={options(tree.data ?? [])}
          loading={tree.isLoading}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder={t('dataInterface.taskInterfaceRequired')}
        />
      </Form.Item>
      {params.length > 0 ? (
        <Row gutter={16}>
          {params.map((p) => (
            <Col span={12} key={p.field}>
              <Form.Item
                name={['interfaceParams', p.field]}
                label={p.field}
                tooltip={p.description || undefined}
                required={p.required === 1 && !p.defaultValue}
              >
                <Input placeholder={p.defaultValue ?? ''} maxLength={4000} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      ) : null}
    </>
  );
}

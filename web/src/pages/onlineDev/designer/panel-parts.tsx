import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Form, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { errorText, type PickNode } from './designer.api';
import { useDesignerEnv } from './designer-context';
import { say } from './designer-texts';

/** The property panel's forms: compact, labels on the left at a fixed width. */
export function PanelForm({ labelWidth, children }: { labelWidth: number; children: ReactNode }) {
  return (
    <Form
      layout="horizontal"
      size="small"
      colon={false}
      labelAlign="left"
      labelCol={{ flex: `${labelWidth}px` }}
      labelWrap
    >
      {children}
    </Form>
  );
}

/** A look-up that failed, said where its picker is (the request client was told to stay silent). */
export function LoadError({ error }: { error: unknown }) {
  const { texts } = useDesignerEnv();
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={say(texts.options.loadFailed, { message: errorText(error) })}
      style={{ marginBottom: 8 }}
    />
  );
}

/** A labelled tree picker over a look-up (dictionary types, data interfaces, designed forms), with its error. */
export function TreePick({
  label,
  query,
  value,
  onChange,
}: {
  label: string;
  query: UseQueryResult<PickNode[]>;
  value: string;
  onChange(id: string): void;
}) {
  return (
    <>
      <Form.Item label={label}>
        <TreeSelect
          showSearch
          treeNodeFilterProp="title"
          loading={query.isLoading}
          value={value || undefined}
          treeData={query.data ?? []}
          onChange={onChange}
        />
      </Form.Item>
      <LoadError error={query.error} />
    </>
  );
}

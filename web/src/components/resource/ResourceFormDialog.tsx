import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Col, Form, Modal, Row, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../app/feedback';
import { bodyFromValues, formLines, initialValues, markFieldErrors, valuesFromRecord } from './form-values';
import { ResourceField } from './ResourceField';
import type { FieldContext, FormTarget, ResourceDescription, ResourceRow } from './resource.types';
import type { ResourceCalls } from './resource-api';
import { useResourceText } from './resource-text';

/**
 * 新建 / 编辑 from the description's fields: `target` null is closed, without an id a new record (starting with
 * the fields' defaults and the target's), with an id that record, loaded first. A refusal that names a field
 * is shown under that field too (the request client has toasted it).
 */
export function ResourceFormDialog<Row extends object>({
  resource,
  calls,
  target,
  onClose,
  onSaved,
}: {
  resource: ResourceDescription<Row>;
  calls: ResourceCalls<Row>;
  target: FormTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const text = useResourceText();
  const form = resource.form;
  if (!form) throw new Error('resource: a form dialog without form fields');
  const [instance] = Form.useForm<ResourceRow>();
  const open = target !== null;
  const editing = target?.id ?? null;
  const [preparing, setPreparing] = useState(false);
  // A screen may build its description on every render: the effects below follow the target and the
  // loaded record only, reading the form's latest description.
  const latest = useRef(form);
  latest.current = form;

  const info = useQuery({
    queryKey: [...resource.queryKey, 'info', editing],
    queryFn: () => calls.info(editing as string),
    enabled: open && editing !== null,
    gcTime: 0,
  });

  useEffect(() => {
    if (!target) return;
    instance.resetFields();
    if (target.id) return;
    const defaults = initialValues(latest.current.fields, target.defaults);
    instance.setFieldsValue(defaults);
    // Some starting values are looked up (a new area under a node starts with the node's path).
    const lookUp = latest.current.prepare?.(defaults);
    if (!lookUp) return;
    let live = true;
    setPreparing(true);
    void lookUp
      .then((values) => live && instance.setFieldsValue(values))
      .catch(() => undefined)
      .finally(() => live && setPreparing(false));
    return () => {
      live = false;
      setPreparing(false);
    };
  }, [target, instance]);
  useEffect(() => {
    if (!info.data) return;
    const { load, fields } = latest.current;
    instance.setFieldsValue(load ? load(info.data) : valuesFromRecord(fields, info.data));
  }, [info.data, instance]);

  const { modal } = App.useApp();
  const bodyOf = (values: Record<string, unknown>) => {
    const body = bodyFromValues(form.fields, values);
    return form.save ? form.save(values, body) : body;
  };
  const save = useMutation({
    mutationFn: (body: ResourceRow) => calls.save(editing, body),
    onSuccess: () => {
      const saved = form.saved;
      const message =
        typeof saved === 'object' && 'create' in saved && 'edit' in saved
          ? editing
            ? saved.edit
            : saved.create
          : saved;
      toastSuccess(text(message));
      onSaved();
      onClose();
    },
    onError: (error) => markFieldErrors(instance, error),
  });

  const loading = (editing !== null && info.isLoading) || preparing;
  const spin = form.loading === 'spin';
  const context: FieldContext = { form: instance, record: info.data ?? null, editingId: editing };
  const body = (
    <Form<ResourceRow>
      form={instance}
      layout={form.layout ?? 'vertical'}
      labelCol={form.labelWidth ? { flex: `${form.labelWidth}px` } : undefined}
      requiredMark={form.requiredMark}
      onFinish={(values) => {
        const body = bodyOf(values);
        const question = form.confirm?.(body) ?? null;
        if (question === null) save.mutate(body);
        else
          modal.confirm({
            title: t('common.tip'),
            content: text(question),
            okText: text('resource.saveAnyway'),
            cancelText: text('resource.backToForm'),
            onOk: () => save.mutate(body),
          });
      }}
      style={{ marginTop: 16 }}
    >
      {formLines(form.fields).map((line, index) =>
        line.kind === 'alone' ? (
          <ResourceField key={line.field.name ?? `line-${index}`} field={line.field} context={context} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a description never move
          <Row gutter={16} key={`line-${index}`}>
            {line.fields.map((field, column) => (
              <Col span={field.span} key={field.name ?? `column-${column}`}>
                <ResourceField field={field} context={context} />
              </Col>
            ))}
          </Row>
        ),
      )}
    </Form>
  );

  return (
    <Modal
      open={open}
      title={text(editing ? form.title.edit : form.title.create)}
      width={form.width}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => instance.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={form.maskClosable}
      loading={spin ? undefined : loading}
      okButtonProps={spin ? { disabled: editing !== null && !info.data } : undefined}
    >
      {spin ? <Spin spinning={loading}>{body}</Spin> : body}
    </Modal>
  );
}

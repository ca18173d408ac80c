import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import {
  assign,
  audit,
  type DecisionBody,
  recall,
  reject,
  type TaskDetail,
  terminate,
  transfer,
  withdraw,
} from './centre.api';
import type { DetailAction } from './centre-logic';
import { SignaturePad } from './SignaturePad';
import { UserPicker } from './UserPicker';

/** The detail's actions that ask something first (press asks only a yes). */
export type AskingAction = Exclude<DetailAction, 'press' | 'print'>;

interface Values {
  handleOpinion?: string;
  signImg?: string;
  copyIds?: string[];
  freeApproverUserId?: string;
  nodeCode?: string;
}

/**
 * The dialog of a detail action (client-facts §8.3): an opinion always; for 通过 / 拒绝 the signature when
 * the node asks for one (hasSign), the CC people when the approver picks them (isCustomCopy, 通过 only) and
 * an added approver (加签, hasFreeApprover); the person to hand the task to (转办) or to put on a current
 * node (指派). A reject, a withdraw and a termination need their reason.
 */
export function ActionDialog({
  action,
  title,
  detail,
  formData,
  onClose,
  onDone,
}: {
  action: AskingAction;
  title: string;
  detail: TaskDetail;
  /** the approver's form values, sent with 通过 / 拒绝 (the server keeps only the writable ones) */
  formData?: Record<string, unknown>;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const node = detail.approversProperties ?? {};
  const deciding = action === 'audit' || action === 'reject';
  const reasonNeeded = action === 'reject' || action === 'withdraw' || action === 'terminate';
  const taskId = detail.flowTaskInfo.taskId || detail.flowTaskInfo.id;
  const currentNodes = detail.flowTaskNodeList.filter((n) => n.type === 1);

  const send = (values: Values) => {
    const opinion = values.handleOpinion?.trim() ?? '';
    const operator = detail.taskOperatorId ?? '';
    if (deciding) {
      const body: DecisionBody = { handleOpinion: opinion, formData };
      if (node.hasSign) body.signImg = values.signImg;
      if (action === 'audit' && node.isCustomCopy && values.copyIds?.length) body.copyIds = values.copyIds;
      if (action === 'audit' && node.hasFreeApprover && values.freeApproverUserId)
        body.freeApproverUserId = values.freeApproverUserId;
      return action === 'audit' ? audit(operator, body) : reject(operator, body);
    }
    switch (action) {
      case 'transfer':
        return transfer(operator, values.freeApproverUserId ?? '', opinion);
      case 'recall':
        return recall(detail.canRecall ?? '', opinion);
      case 'withdraw':
        return withdraw(taskId, opinion);
      case 'assign':
        return assign(taskId, values.nodeCode ?? '', values.freeApproverUserId ?? '', opinion);
      default:
        return terminate(taskId, opinion);
    }
  };

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await send(values);
      toastSuccess(t(`flowCentre.acted.${action}`));
      onDone();
    } catch {
      // the request layer showed the server's refusal; the dialog stays for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      width={560}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        {action === 'assign' && (
          <Form.Item
            name="nodeCode"
            label={t('flowCentre.dialog.node')}
            rules={[{ required: true, message: t('flowCentre.dialog.nodeRequired') }]}
            initialValue={currentNodes.length === 1 ? currentNodes[0].nodeCode : undefined}
          >
            <Select
              placeholder={t('flowCentre.dialog.nodeRequired')}
              options={currentNodes.map((n) => ({ value: n.nodeCode, label: n.nodeName }))}
            />
          </Form.Item>
        )}
        {(action === 'transfer' || action === 'assign') && (
          <Form.Item
            name="freeApproverUserId"
            label={t(action === 'transfer' ? 'flowCentre.dialog.transferTo' : 'flowCentre.dialog.assignTo')}
            rules={[{ required: true, message: t('flowCentre.dialog.userRequired') }]}
          >
            <UserPicker placeholder={t('flowCentre.dialog.userRequired')} />
          </Form.Item>
        )}
        {action === 'audit' && node.hasFreeApprover && (
          <Form.Item
            name="freeApproverUserId"
            label={t('flowCentre.dialog.freeApprover')}
            extra={t('flowCentre.dialog.freeApproverHint')}
          >
            <UserPicker placeholder={t('flowCentre.dialog.userPlaceholder')} />
          </Form.Item>
        )}
        {action === 'audit' && node.isCustomCopy && (
          <Form.Item name="copyIds" label={t('flowCentre.dialog.copyTo')}>
            <UserPicker multiple placeholder={t('flowCentre.dialog.userPlaceholder')} />
          </Form.Item>
        )}
        <Form.Item
          name="handleOpinion"
          label={t(reasonNeeded ? 'flowCentre.dialog.reason' : 'flowCentre.dialog.opinion')}
          rules={
            reasonNeeded
              ? [{ required: true, whitespace: true, message: t('flowCentre.dialog.reasonRequired') }]
              : []
          }
        >
          <Input.TextArea
            rows={4}
            maxLength={500}
            showCount
            placeholder={t('flowCentre.dialog.opinionPlaceholder')}
          />
        </Form.Item>
        {deciding && node.hasSign && (
          <Form.Item
            name="signImg"
            label={t('flowCentre.dialog.sign')}
            rules={[{ required: true, message: t('flowCentre.dialog.signRequired') }]}
          >
            <SignaturePad clearText={t('flowCentre.dialog.clearSign')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

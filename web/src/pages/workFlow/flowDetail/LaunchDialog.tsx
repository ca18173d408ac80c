import type { RecordProblem } from '@app/common/form';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Select } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import type { FormRendererHandle } from '../../../components/designed-form/FormRenderer';
import { useSession } from '../../../stores/session';
import { problemsOf } from '../../basic/dynamic-model/model-list';
import { CENTRE_DRAWER_SIZE, LoadedDrawer } from './CentreDrawer';
import {
  type EditableRequest,
  editableRequest,
  type LaunchForm,
  launchForm,
  saveRequest,
  type Urgency,
} from './centre.api';
import {
  formForViewer,
  hasTitleField,
  initiatorPicksCopy,
  titleOf,
  URGENCY_WORDS,
  withTitle,
} from './centre-logic';
import { FlowFormPane } from './FlowFormPane';
import styles from './flow-detail.module.css';
import { CENTRE_KEY, formOf } from './launch-form';
import { UserPicker } from './UserPicker';

/** A new request of a flow, or a request of mine opened again (a draft, rejected or withdrawn one). */
export type LaunchTarget = { flowId: string; flowName: string } | { requestId: string };

interface Head {
  fullName: string;
  flowUrgent: Urgency;
  copyIds?: string[];
}

function LaunchBody({
  loaded,
  requestId,
  onClose,
}: {
  loaded: LaunchForm | EditableRequest;
  requestId: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useSession((s) => s.userInfo);
  const [head] = Form.useForm<Head>();
  const renderer = useRef<FormRendererHandle>(null);
  const [busy, setBusy] = useState<0 | 1 | null>(null);
  const [errors, setErrors] = useState<RecordProblem[]>([]);
  const start = loaded.startNodeProperties ?? {};
  const flowName = loaded.flowName ?? '';
  const form = useMemo(() => {
    const designed = formOf(loaded.form);
    return designed && formForViewer(designed, loaded.formOperates, true);
  }, [loaded]);
  const defaultTitle =
    'fullName' in loaded
      ? loaded.fullName
      : t('flowCentre.defaultTitle', { user: user?.userName ?? '', flow: flowName });
  const titleInForm = form !== null && hasTitleField(form);
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    withTitle('formData' in loaded ? loaded.formData : {}, titleInForm, defaultTitle),
  );

  /** status 0 submits (the form is checked first), 1 keeps a draft as it is */
  const save = async (status: 0 | 1) => {
    const headValues = await head.validateFields();
    if (status === 0 && (renderer.current?.validate().length ?? 0) > 0) return;
    setBusy(status);
    try {
      const formData = renderer.current?.values() ?? values;
      await saveRequest(requestId, {
        flowId: loaded.flowId,
        formData,
        status,
        flowUrgent: headValues.flowUrgent,
        fullName: titleInForm ? titleOf(formData, defaultTitle) : headValues.fullName.trim(),
        ...(headValues.copyIds?.length ? { copyIds: headValues.copyIds } : {}),
      });
      toastSuccess(t(status === 0 ? 'flowCentre.submitted' : 'flowCentre.draftSaved'));
      void client.invalidateQueries({ queryKey: CENTRE_KEY });
      onClose();
    } catch (error) {
      // the refusal was toasted; the fields it names show it too, and the form stays as typed
      setErrors(problemsOf(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Drawer
      open
      size={CENTRE_DRAWER_SIZE}
      rootClassName="flow-launch"
      title={flowName || t('flowCentre.launch')}
      onClose={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <div className={styles.footer}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {start.hasSaveBtn !== false && (
            <Button
              loading={busy === 1}
              disabled={busy === 0}
              onClick={() => void save(1).catch(() => undefined)}
            >
              {start.saveBtnText?.trim() || t('flowCentre.actions.saveDraft')}
            </Button>
          )}
          {start.hasSubimtBtn !== false && (
            <Button
              type="primary"
              loading={busy === 0}
              disabled={busy === 1}
              onClick={() => void save(0).catch(() => undefined)}
            >
              {start.submitBtnText?.trim() || t('flowCentre.actions.submit')}
            </Button>
          )}
        </div>
      }
    >
      <Form
        form={head}
        layout="horizontal"
        colon={false}
        labelCol={{ flex: '100px' }}
        className={styles.launchHead}
        initialValues={{ fullName: defaultTitle, flowUrgent: 'flowUrgent' in loaded ? loaded.flowUrgent : 1 }}
      >
        {titleInForm ? null : (
          <Form.Item
            name="fullName"
            label={t('flowCentre.columns.fullName')}
            rules={[{ required: true, whitespace: true, message: t('flowCentre.titleRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        )}
        <Form.Item name="flowUrgent" label={t('flowCentre.columns.flowUrgent')}>
          <Select
            className={styles.urgency}
            options={([1, 2, 3] as const).map((value) => ({
              value,
              label: t(`flowCentre.urgent.${URGENCY_WORDS[value]}`),
            }))}
          />
        </Form.Item>
        {initiatorPicksCopy(loaded.flowTemplateJson, start) && (
          <Form.Item name="copyIds" label={t('flowCentre.dialog.copyTo')}>
            <UserPicker multiple placeholder={t('flowCentre.dialog.userPlaceholder')} />
          </Form.Item>
        )}
      </Form>
      <FlowFormPane ref={renderer} form={form} values={values} onChange={setValues} errors={errors} />
    </Drawer>
  );
}

const launchFormOf = async (flowId: string, flowName: string): Promise<LaunchForm> => {
  const answer = await launchForm(flowId);
  return { ...answer, flowName: answer.flowName || flowName };
};

/** 发起 / 编辑: the title, urgency, CC (when the start node lets the initiator choose) and the flow's form. */
export function LaunchDialog({ target, onClose }: { target: LaunchTarget; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <LoadedDrawer<LaunchForm | EditableRequest>
      queryKey={[...CENTRE_KEY, 'launch', 'flowId' in target ? target.flowId : target.requestId]}
      load={() =>
        'flowId' in target ? launchFormOf(target.flowId, target.flowName) : editableRequest(target.requestId)
      }
      title={t('flowCentre.launch')}
      failed={t('flowCentre.cannotLaunch')}
      onClose={onClose}
    >
      {(loaded) => (
        <LaunchBody
          loaded={loaded}
          requestId={'requestId' in target ? target.requestId : null}
          onClose={onClose}
        />
      )}
    </LoadedDrawer>
  );
}

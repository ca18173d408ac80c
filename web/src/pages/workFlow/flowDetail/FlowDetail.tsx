import { formatDate } from '@app/common';
import type { StartProperties } from '@app/common/flow';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import type { FormRendererHandle } from '../../../components/designed-form/FormRenderer';
import { usePermission } from '../../../components/usePermission';
import { ActionDialog, type AskingAction } from './ActionDialog';
import { CENTRE_DRAWER_SIZE, LoadedDrawer } from './CentreDrawer';
import { type OpType, press, type TaskDetail, taskDetail } from './centre.api';
import {
  type DetailButton,
  detailButtons,
  formEditable,
  formForViewer,
  STATUS_COLOURS,
  STATUS_WORDS,
  URGENCY_WORDS,
} from './centre-logic';
import { FlowChart } from './FlowChart';
import { FlowFormPane } from './FlowFormPane';
import styles from './flow-detail.module.css';
import print from './flow-print.module.css';
import { CENTRE_KEY, formOf } from './launch-form';
import { RecordTimeline } from './RecordTimeline';

/** Which request the detail shows, from whose point of view (opType, client-facts §8.3). */
export interface DetailTarget {
  taskId: string;
  opType: OpType;
  /** the to-do opened (opType 1) */
  taskOperatorId?: string | null;
}

const URGENCY_COLOURS = { 1: 'default', 2: 'orange', 3: 'red' } as const;

function DetailBody({
  detail,
  target,
  onClose,
}: {
  detail: TaskDetail;
  target: DetailTarget;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const { can } = usePermission();
  const renderer = useRef<FormRendererHandle>(null);
  const [values, setValues] = useState<Record<string, unknown>>(detail.formData ?? {});
  const [asking, setAsking] = useState<{ action: AskingAction; title: string } | null>(null);
  const [tab, setTab] = useState('form');
  const [printing, setPrinting] = useState(false);
  // the form tab is shown before the browser's print dialog opens (flow-print.module.css puts the drawer alone on paper)
  useEffect(() => {
    if (!printing) return;
    const frame = requestAnimationFrame(() => {
      window.print();
      setPrinting(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [printing]);
  const info = detail.flowTaskInfo;
  const editable = formEditable(target.opType, detail);
  const form = useMemo(() => {
    const designed = formOf(detail.flowFormInfo);
    return designed && formForViewer(designed, detail.formOperates, editable);
  }, [detail, editable]);
  const start = (detail.startNodeProperties ??
    detail.flowTemplateJson?.properties ??
    null) as Partial<StartProperties> | null;
  const buttons = detailButtons(
    detail,
    target.opType,
    { assign: can('btn_assign'), terminate: can('btn_cancel') },
    start,
  );

  const finished = () => {
    void client.invalidateQueries({ queryKey: CENTRE_KEY });
    onClose();
  };
  const label = (button: DetailButton) => button.text ?? t(`flowCentre.actions.${button.action}`);
  const click = (button: DetailButton) => {
    if (button.action === 'print') {
      setTab('form');
      setPrinting(true);
      return;
    }
    if (button.action === 'press') {
      modal.confirm({
        title: t('common.tip'),
        content: t('flowCentre.pressConfirm'),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onOk: () =>
          press(info.taskId || info.id)
            .then(() => toastSuccess(t('flowCentre.acted.press')))
            .catch(() => undefined),
      });
      return;
    }
    // an approver's form is checked before the decision is asked for (a reject needs no filled-in form)
    if (button.action === 'audit' && editable && (renderer.current?.validate().length ?? 0) > 0) return;
    setAsking({ action: button.action, title: label(button) });
  };

  const formPane = (
    <FlowFormPane ref={renderer} form={form} values={values} onChange={setValues} readOnly={!editable} />
  );

  return (
    <Drawer
      open
      size={CENTRE_DRAWER_SIZE}
      rootClassName="flow-detail"
      onClose={onClose}
      destroyOnHidden
      title={
        <div className={styles.header}>
          <span className={styles.headerTitle}>{info.fullName}</span>
          <Tag color={STATUS_COLOURS[info.status]} data-testid="flow-status">
            {t(`flowCentre.status.${STATUS_WORDS[info.status]}`)}
          </Tag>
          {info.flowUrgent > 1 && (
            <Tag color={URGENCY_COLOURS[info.flowUrgent]}>
              {t(`flowCentre.urgent.${URGENCY_WORDS[info.flowUrgent]}`)}
            </Tag>
          )}
        </div>
      }
      footer={
        buttons.length ? (
          <div className={styles.footer}>
            {buttons.map((button) => (
              <Button
                key={button.action}
                type={button.action === 'audit' ? 'primary' : 'default'}
                danger={button.action === 'reject' || button.action === 'terminate'}
                onClick={() => click(button)}
              >
                {label(button)}
              </Button>
            ))}
          </div>
        ) : null
      }
    >
      <div className={styles.meta}>
        <span>
          {t('flowCentre.columns.flowName')}: {info.flowName}
        </span>
        <span>
          {t('flowCentre.columns.userName')}: {info.userName}
        </span>
        {info.startTime ? (
          <span>
            {t('flowCentre.columns.startTime')}: {formatDate(info.startTime, 'yyyy-MM-dd HH:mm')}
          </span>
        ) : null}
        {info.thisStep ? (
          <span>
            {t('flowCentre.columns.thisStep')}: {info.thisStep}
          </span>
        ) : null}
      </div>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'form', label: t('flowCentre.tabs.form'), children: formPane },
          {
            key: 'chart',
            label: t('flowCentre.tabs.chart'),
            children: (
              <FlowChart
                template={detail.flowTemplateJson}
                nodes={detail.flowTaskNodeList}
                names={detail.names}
              />
            ),
          },
          {
            key: 'records',
            label: t('flowCentre.tabs.records'),
            children: <RecordTimeline records={detail.flowTaskOperatorRecordList} />,
          },
        ]}
      />
      {printing && (
        // on paper only, and only while printing (so the records are not in the page twice)
        <div className={print.printOnly} data-testid="flow-print-records">
          <h4>{t('flowCentre.tabs.records')}</h4>
          <RecordTimeline records={detail.flowTaskOperatorRecordList} />
        </div>
      )}
      {asking && (
        <ActionDialog
          action={asking.action}
          title={asking.title}
          detail={detail}
          formData={editable ? (renderer.current?.values() ?? values) : undefined}
          onClose={() => setAsking(null)}
          onDone={finished}
        />
      )}
    </Drawer>
  );
}

/** One request's detail (表单信息, 流程信息, 流转记录) with the buttons of the viewer's opType. */
export function FlowDetail({ target, onClose }: { target: DetailTarget; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <LoadedDrawer
      queryKey={[...CENTRE_KEY, 'detail', target.taskId, target.opType, target.taskOperatorId ?? '']}
      load={() => taskDetail(target.taskId, target.opType, target.taskOperatorId)}
      title={t('flowCentre.detail')}
      failed={t('flowCentre.notFound')}
      onClose={onClose}
    >
      {(detail) => <DetailBody detail={detail} target={target} onClose={onClose} />}
    </LoadedDrawer>
  );
}

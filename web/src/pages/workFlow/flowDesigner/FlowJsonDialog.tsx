import type { Lang } from '@app/common';
import { type FlowTemplate, flowStructureIssue } from '@app/common/flow';
import { Alert, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../onlineDev/designer/panel.module.css';

/**
 * The tree as it will be saved (flowTemplateJson). It may be edited: a text that is not JSON, or that the
 * structural guard refuses, is said so and not taken; a readable one replaces the design as one undo step.
 */
export function FlowJsonDialog({
  flow,
  lang,
  onApply,
  onClose,
}: {
  flow: FlowTemplate;
  lang: Lang;
  onApply(flow: FlowTemplate): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const original = JSON.stringify(flow, null, 2);
  const [text, setText] = useState(original);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      setError(t('flowDesigner.jsonInvalid'));
      return;
    }
    const broken = flowStructureIssue(parsed);
    if (broken) {
      setError(broken.message[lang]);
      return;
    }
    onApply(parsed as FlowTemplate);
    onClose();
  };
  return (
    <Modal
      open
      width={820}
      title="JSON"
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('flowDesigner.close')}
        </Button>,
        <Button key="apply" type="primary" disabled={text === original} onClick={apply}>
          {t('flowDesigner.jsonApply')}
        </Button>,
      ]}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Input.TextArea
        className={styles.json}
        data-testid="flow-json"
        value={text}
        spellCheck={false}
        autoSize={{ minRows: 16, maxRows: 28 }}
        style={{ fontFamily: 'var(--ant-font-family-code, monospace)' }}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
    </Modal>
  );
}

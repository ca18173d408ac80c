import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useDesignerEnv } from './designer-context';
import styles from './panel.module.css';

/** The form as it will be saved, formatted and read-only, with a copy button. */
export function JsonDialog({ onClose }: { onClose: () => void }) {
  const { designer, texts } = useDesignerEnv();
  const json = JSON.stringify(designer.form, null, 2);
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(json)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <Modal
      open
      width={800}
      title="JSON"
      onCancel={onClose}
      footer={[
        <Button key="copy" onClick={copy}>
          {copied ? texts.toolbar.copied : texts.toolbar.copyJson}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {texts.toolbar.close}
        </Button>,
      ]}
    >
      <pre className={styles.json} data-testid="designer-json">
        {json}
      </pre>
    </Modal>
  );
}

import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { type DesignType, validateFormDesign } from '@app/common/form';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useDesignerEnv } from './designer-context';
import { say } from './designer-texts';
import styles from './panel.module.css';

/**
 * The save rules as the design stands (common's validateFormDesign, the same the server applies): a count,
 * and the list when opened; clicking an issue selects its control and scrolls to it.
 */
export function IssuesPanel({ type }: { type?: DesignType }) {
  const { designer, texts, tables, lang } = useDesignerEnv();
  const issues = useMemo(
    () => validateFormDesign(designer.form, { type, tables }),
    [designer.form, type, tables],
  );
  const [open, setOpen] = useState(false);
  const locate = (formId: number | undefined) => {
    if (formId === undefined) return;
    designer.select(formId);
    document.querySelector(`[data-testid="designer-item-${formId}"]`)?.scrollIntoView({ block: 'center' });
  };
  return (
    <div className={styles.issues} data-testid="designer-issues">
      <Button
        type="text"
        size="small"
        icon={issues.length ? <WarningOutlined /> : <CheckCircleOutlined />}
        danger={issues.length > 0}
        onClick={() => setOpen(!open)}
        disabled={!issues.length}
      >
        {texts.issues.title}:{' '}
        {issues.length ? say(texts.issues.count, { n: issues.length }) : texts.issues.none}
      </Button>
      {open &&
        issues.map((issue, index) => (
          <button
            // issues have no identity of their own; the list is rebuilt whole on every change
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            type="button"
            className={styles.issue}
            title={issue.formId !== undefined ? texts.issues.locate : undefined}
            onClick={() => locate(issue.formId)}
          >
            {issue.message[lang]}
          </button>
        ))}
    </div>
  );
}

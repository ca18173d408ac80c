import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { Lang } from '@app/common';
import type { FlowIssue } from '@app/common/flow';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// the form designer's save-rule list, so both designers look alike
import styles from '../../onlineDev/designer/panel.module.css';

/**
 * The save rules as the design stands (validateFlow, the rules 启用 applies on the server): a count, and
 * the list when opened; clicking an issue selects its node.
 */
export function FlowIssuesPanel({
  issues,
  lang,
  onLocate,
}: {
  issues: readonly FlowIssue[];
  lang: Lang;
  onLocate(nodeId: string): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.issues} data-testid="flow-issues">
      <Button
        type="text"
        size="small"
        icon={issues.length ? <WarningOutlined /> : <CheckCircleOutlined />}
        danger={issues.length > 0}
        disabled={!issues.length}
        onClick={() => setOpen(!open)}
      >
        {issues.length ? t('flowDesigner.issues', { n: issues.length }) : t('flowDesigner.noIssues')}
      </Button>
      {open &&
        issues.map((issue, index) => (
          <button
            // issues have no identity of their own; the list is rebuilt whole on every change
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            type="button"
            className={styles.issue}
            onClick={() => issue.nodeId !== undefined && onLocate(issue.nodeId)}
          >
            {issue.message[lang]}
          </button>
        ))}
    </div>
  );
}

import type { KeyboardEvent, ReactNode } from 'react';
import styles from './login.module.css';

export interface ModeTab<K extends string> {
  key: K;
  icon: ReactNode;
  label: string;
}

/**
 * The login modes as a tab row: three equal thirds with a sliding underline. Kept this small on
 * purpose (antd Tabs would add ~20 KB gzip to the login route); arrow keys move between modes.
 */
export function ModeTabs<K extends string>({
  tabs,
  active,
  onChange,
}: {
  tabs: ModeTab<K>[];
  active: K;
  onChange: (key: K) => void;
}) {
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    onChange(next.key);
    document.getElementById(`login-mode-${next.key}`)?.focus();
  };

  return (
    <div className={styles.modes} role="tablist" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={`login-mode-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          aria-controls="login-mode-panel"
          tabIndex={tab.key === active ? 0 : -1}
          className={styles.mode}
          onClick={() => onChange(tab.key)}
        >
          {tab.icon}
          <span>{tab.label}</span>
        </button>
      ))}
      <span
        className={styles.modeInk}
        style={{ width: `${100 / tabs.length}%`, transform: `translateX(${index * 100}%)` }}
      />
    </div>
  );
}

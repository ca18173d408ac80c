import { Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './sys-config.module.css';

/** Settings stored as 0/1 are edited with switches and checkboxes. */
export const flag = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

/** A titled group of settings within a tab. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Typography.Title level={5} className={styles.sectionTitle}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The tab holding a setting: where the page goes when that setting is refused. */
export function tabOf(field: string): 'info' | 'security' | 'email' {
  if (field.startsWith('email')) return 'email';
  if (field.startsWith('sys') || field.startsWith('company') || field === 'copyright') return 'info';
  return 'security';
}

import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

/** One figure of the dashboard's top row: a coloured icon, a title, the value and a line under it. */
export function StatCard({
  icon,
  colour,
  title,
  value,
  formatted,
  note,
  loading,
}: {
  icon: ReactNode;
  colour: string;
  title: string;
  value?: number;
  /** shown instead of value (a size, …) */
  formatted?: string;
  note?: ReactNode;
  loading?: boolean;
}) {
  return (
    <Card className={styles.stat} loading={loading}>
      <div className={styles.statIcon} style={{ background: colour }}>
        {icon}
      </div>
      <div className={styles.statBody}>
        {formatted === undefined ? (
          <Statistic title={title} value={value ?? 0} />
        ) : (
          <Statistic title={title} value={formatted} />
        )}
        {note && <div className={styles.statNote}>{note}</div>}
      </div>
    </Card>
  );
}

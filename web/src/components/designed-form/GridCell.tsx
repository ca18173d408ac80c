import type { ReactNode } from 'react';
import styles from './designed-form.module.css';
import { useFormEnv } from './form-context';

/** A cell of the form's 24-column grid (the design's span), spaced by the form's gutter. */
export function GridCell({ span, children }: { span: number; children: ReactNode }) {
  const { gutter } = useFormEnv();
  return (
    <div className={styles.cell} style={{ width: `${(span / 24) * 100}%`, paddingInline: gutter / 2 }}>
      {children}
    </div>
  );
}

/** A row of grid cells; its negative margins take back the outer half-gutters. */
export function GridRow({ children }: { children: ReactNode }) {
  const { gutter } = useFormEnv();
  return (
    <div className={styles.grid} style={{ marginInline: -gutter / 2 }}>
      {children}
    </div>
  );
}

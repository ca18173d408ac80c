import type { Layout } from '@app/common';
import styles from './settings.module.css';

/** A small drawing of a layout: where the menu sits (side, top, icons only, or both). */
export function LayoutPreview({ layout, dark }: { layout: Layout; dark: boolean }) {
  const menu = dark ? '#1f2d3d' : '#e8edf3';
  const side = layout === 'classic' || layout === 'blend' ? 14 : layout === 'plain' ? 7 : 0;
  const top = layout === 'functional' || layout === 'blend';
  return (
    <svg viewBox="0 0 56 40" className={styles.preview} aria-hidden="true">
      <rect width="56" height="40" rx="4" fill="#f0f2f5" />
      <rect x="0" y="0" width="56" height="7" rx="2" fill={top ? menu : '#ffffff'} />
      {side ? <rect x="0" y={top ? 7 : 0} width={side} height={top ? 33 : 40} rx="2" fill={menu} /> : null}
      <rect x={side + 4} y="11" width={52 - side - 4} height="25" rx="2" fill="#ffffff" />
    </svg>
  );
}

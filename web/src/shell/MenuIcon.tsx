import type { CSSProperties } from 'react';
import styles from './menu-icon.module.css';

/** Ant Design icon component names, the form menus store their icon in ('SettingOutlined'). */
const ICON_NAME = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;
const FALLBACK = 'AppstoreOutlined';

/**
 * A menu's icon by name, drawn from the built icon image (/icons/<name>.svg, see web/vite/icon-svgs.ts)
 * in the current text colour and size, so any icon an administrator picks costs one small cached
 * request and no JavaScript. A value that is not an icon name shows the default icon.
 */
export function MenuIcon({
  name,
  style,
  className,
}: {
  name?: string | null;
  style?: CSSProperties;
  className?: string;
}) {
  const icon = name && ICON_NAME.test(name) ? name : FALLBACK;
  const image = `url("/icons/${icon}.svg")`;
  return (
    <span
      role="img"
      aria-hidden="true"
      className={`anticon ${styles.icon} ${className ?? ''}`}
      style={{ ...style, WebkitMaskImage: image, maskImage: image }}
      data-icon={icon}
    />
  );
}

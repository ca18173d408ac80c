import type { CSSProperties } from 'react';
import styles from './menu-icon.module.css';

/** Ant Design icon component names, the form menus store their icon in ('SettingOutlined'). */
const ICON_NAME = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;
const FALLBACK = 'AppstoreOutlined';
/** An icon uploaded by an administrator (系统图标): 'custom:<name>', served sanitised by the API. */
const CUSTOM_NAME = /^custom:([a-z][a-z0-9-]{0,49})$/;

/** The image URL of a stored icon value; a value that is not an icon gives the default icon. */
export function iconUrl(name?: string | null): string {
  const custom = name ? CUSTOM_NAME.exec(name) : null;
  if (custom) return `/api/system/Icon/${custom[1]}`;
  return `/icons/${name && ICON_NAME.test(name) ? name : FALLBACK}.svg`;
}

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
  const url = iconUrl(name);
  const icon = url.startsWith('/icons/') ? url.slice(7, -4) : (name as string);
  const image = `url("${url}")`;
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

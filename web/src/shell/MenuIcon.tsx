import icons from 'virtual:menu-icons';
import { AppstoreOutlined } from '@ant-design/icons';
import { type ComponentType, type CSSProperties, useEffect, useState } from 'react';

/**
 * A menu's icon by its Ant Design component name ('SettingOutlined'). Each icon is a tiny chunk of its
 * own, fetched on first use, so administrators can give menus any icon without the shell carrying the
 * whole set.
 */
type IconComponent = ComponentType<{ style?: CSSProperties; className?: string }>;

const ICON_NAME = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;
const loaded = new Map<string, IconComponent>();

export function MenuIcon({
  name,
  style,
  className,
}: {
  name?: string | null;
  style?: CSSProperties;
  className?: string;
}) {
  const valid = Boolean(name && ICON_NAME.test(name));
  const [Icon, setIcon] = useState<IconComponent | undefined>(() => (name ? loaded.get(name) : undefined));

  useEffect(() => {
    if (!valid || !name) return;
    const cached = loaded.get(name);
    if (cached) return setIcon(() => cached);
    let live = true;
    void icons[name]?.().then(({ default: component }) => {
      loaded.set(name, component);
      if (live) setIcon(() => component);
    });
    return () => {
      live = false;
    };
  }, [valid, name]);

  const Shown = valid && Icon ? Icon : AppstoreOutlined;
  return <Shown style={style} className={className} />;
}

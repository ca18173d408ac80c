import { AppstoreOutlined } from '@ant-design/icons';
import { type ComponentType, type CSSProperties, useEffect, useState } from 'react';

/**
 * A menu's icon by its Ant Design component name ('SettingOutlined'). The full icon set is a chunk of
 * its own, fetched once on first use, so the menus an administrator configures can use any icon.
 */
type IconComponent = ComponentType<{ style?: CSSProperties; className?: string }>;
type IconSet = Record<string, IconComponent>;

const ICON_NAME = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;

let loaded: IconSet | null = null;
let loading: Promise<IconSet> | null = null;

function loadIcons(): Promise<IconSet> {
  loading ??= import('@ant-design/icons').then((module) => {
    loaded = module as unknown as IconSet;
    return loaded;
  });
  return loading;
}

export function MenuIcon({
  name,
  style,
  className,
}: {
  name?: string | null;
  style?: CSSProperties;
  className?: string;
}) {
  const [icons, setIcons] = useState<IconSet | null>(loaded);
  const valid = Boolean(name && ICON_NAME.test(name));

  useEffect(() => {
    if (valid && !icons) void loadIcons().then(setIcons);
  }, [valid, icons]);

  const Icon = valid && icons ? icons[name as string] : undefined;
  return Icon ? (
    <Icon style={style} className={className} />
  ) : (
    <AppstoreOutlined style={style} className={className} />
  );
}

import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Modal, Space, Spin, Tabs, Tooltip } from 'antd';
import { type UIEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../app/request';
import { MenuIcon } from '../shell/MenuIcon';
import { filterIcons, type IconTab, tabOf } from './icon-picker';
import styles from './icon-picker.module.css';

const COLUMNS = 8;
const ROW_HEIGHT = 76;
const VIEW_HEIGHT = 380;
const TABS: IconTab[] = ['outlined', 'filled', 'twotone', 'custom'];

/** Every built-in icon name, written by the web build (web/vite/icon-svgs.ts). */
async function builtInIcons(): Promise<string[]> {
  const response = await fetch('/icons/index.json');
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as string[];
}
const uploadedIcons = () =>
  http
    .get<{ list: { name: string; icon: string }[] }>('/api/system/Icon/Selector')
    .then((d) => d.list.map((i) => i.icon));

/** A grid that draws only the rows in view: the outlined tab alone has about 450 icons. */
function IconGrid({
  icons,
  value,
  onPick,
}: {
  icons: string[];
  value?: string | null;
  onPick: (icon: string) => void;
}) {
  const [top, setTop] = useState(0);
  const rows = Math.ceil(icons.length / COLUMNS);
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - 2);
  const last = Math.min(rows, Math.ceil((top + VIEW_HEIGHT) / ROW_HEIGHT) + 2);
  const shown = icons.slice(first * COLUMNS, last * COLUMNS);
  return (
    <div
      className={styles.viewport}
      style={{ height: VIEW_HEIGHT }}
      onScroll={(e: UIEvent<HTMLDivElement>) => setTop(e.currentTarget.scrollTop)}
      data-testid="icon-grid"
    >
      <div style={{ height: rows * ROW_HEIGHT, position: 'relative' }}>
        <div className={styles.grid} style={{ transform: `translateY(${first * ROW_HEIGHT}px)` }}>
          {shown.map((icon) => (
            <button
              type="button"
              key={icon}
              className={`${styles.cell} ${icon === value ? styles.selected : ''}`}
              style={{ height: ROW_HEIGHT }}
              onClick={() => onPick(icon)}
              title={icon}
              aria-label={icon}
              aria-pressed={icon === value}
            >
              <MenuIcon name={icon} className={styles.glyph} />
              <span className={styles.name}>
                {icon.replace(/^custom:/, '').replace(/(Outlined|Filled|TwoTone)$/, '')}
              </span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * The icon field of a form: shows the chosen icon and its name; 选择 opens a searchable picker with the
 * Ant Design icons by theme (线框/实底/双色) and the icons administrators uploaded (自定义).
 */
export function IconPicker({
  id,
  value,
  onChange,
  placeholder,
}: {
  /** set by Form.Item, so the label points at the text field */
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<IconTab>(() => (value ? tabOf(value) : 'outlined'));
  const builtIn = useQuery({
    queryKey: ['icons', 'builtIn'],
    queryFn: builtInIcons,
    enabled: open,
    staleTime: Infinity,
  });
  const custom = useQuery({
    queryKey: ['system', 'icon', 'selector'],
    queryFn: uploadedIcons,
    enabled: open,
  });

  const found = useMemo(
    () => filterIcons([...(builtIn.data ?? []), ...(custom.data ?? [])], query),
    [builtIn.data, custom.data, query],
  );
  const counts = useMemo(() => {
    const c: Record<IconTab, number> = { outlined: 0, filled: 0, twotone: 0, custom: 0 };
    for (const icon of found) c[tabOf(icon)] += 1;
    return c;
  }, [found]);
  const inTab = found.filter((icon) => tabOf(icon) === tab);
  const loading = tab === 'custom' ? custom.isLoading : builtIn.isLoading;

  const show = () => {
    if (value) setTab(tabOf(value));
    setOpen(true);
  };
  const pick = (icon: string) => {
    onChange?.(icon);
    setOpen(false);
  };

  return (
    <>
      <Space.Compact block>
        <Input
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange?.(e.target.value || null)}
          maxLength={100}
          placeholder={placeholder ?? t('iconPicker.placeholder')}
          prefix={<MenuIcon name={value} className={styles.preview} />}
          suffix={
            value ? (
              <CloseCircleFilled
                className={styles.clear}
                onClick={() => onChange?.(null)}
                aria-label={t('iconPicker.clear')}
              />
            ) : null
          }
        />
        <Button onClick={show}>{t('iconPicker.choose')}</Button>
      </Space.Compact>
      <Modal
        open={open}
        title={t('iconPicker.title')}
        width={760}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Input
          allowClear
          autoFocus
          prefix={<SearchOutlined />}
          placeholder={t('iconPicker.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={styles.search}
        />
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as IconTab)}
          items={TABS.map((key) => ({
            key,
            label: (
              <Tooltip title={key === 'twotone' ? t('iconPicker.twoToneHint') : undefined}>
                {t(`iconPicker.tabs.${key}`)}
                <span className={styles.count}>{counts[key]}</span>
              </Tooltip>
            ),
          }))}
        />
        {loading ? (
          <div className={styles.state} style={{ height: VIEW_HEIGHT }}>
            <Spin />
          </div>
        ) : inTab.length === 0 ? (
          <div className={styles.state} style={{ height: VIEW_HEIGHT }}>
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                tab === 'custom' && !query ? t('iconPicker.noCustom') : t('iconPicker.noMatch', { query })
              }
            />
          </div>
        ) : (
          <IconGrid key={`${tab}-${query}`} icons={inTab} value={value} onPick={pick} />
        )}
      </Modal>
    </>
  );
}

import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './admin.module.css';

export interface ListToolbarProps {
  /** The keyword box; Enter runs the search. */
  keyword: { value: string | undefined; onChange: (value: string) => void; placeholder: string };
  /** Magnifier inside the box and on 查询, with the placeholder as the box's label. */
  searchIcons?: boolean;
  /** More filters after the keyword box (e.g. a state select). */
  filters?: ReactNode;
  onSearch: () => void;
  onReset: () => void;
  /** Buttons before the refresh button (add, expand/fold...). */
  actions?: ReactNode;
  refresh: { onClick: () => void; loading: boolean };
}

/** The toolbar of an admin list: keyword + 查询/重置 on the left, actions and refresh on the right. */
export function ListToolbar({
  keyword,
  searchIcons,
  filters,
  onSearch,
  onReset,
  actions,
  refresh,
}: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <div className={styles.filters}>
        <Input
          allowClear
          value={keyword.value}
          onChange={(e) => keyword.onChange(e.target.value)}
          onPressEnter={onSearch}
          placeholder={keyword.placeholder}
          style={{ width: 240 }}
          {...(searchIcons
            ? {
                prefix: <SearchOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />,
                'aria-label': keyword.placeholder,
              }
            : {})}
        />
        {filters}
        <Button type="primary" icon={searchIcons ? <SearchOutlined /> : undefined} onClick={onSearch}>
          {t('common.search')}
        </Button>
        <Button onClick={onReset}>{t('common.reset')}</Button>
      </div>
      <div className={styles.actions}>
        {actions}
        <Tooltip title={t('common.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('common.refresh')}
            loading={refresh.loading}
            onClick={refresh.onClick}
          />
        </Tooltip>
      </div>
    </div>
  );
}

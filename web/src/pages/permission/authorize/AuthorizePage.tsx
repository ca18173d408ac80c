import {
  ApartmentOutlined,
  KeyOutlined,
  SearchOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Segmented, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/usePermission';
import { AUTHORIZE_KEY, fetchHolders, type Holder, type HolderType } from './authorize.api';
import styles from './authorize.module.css';
import { GrantWizard } from './GrantWizard';

const ICONS = { Role: <TeamOutlined />, Position: <ApartmentOutlined />, User: <UserOutlined /> };

/** 权限授权: pick a role, position or user, then grant menus, buttons, columns, forms and data schemes. */
export default function AuthorizePage() {
  const { t } = useTranslation();
  const { hasButton } = usePermission();
  const [type, setType] = useState<HolderType>('Role');
  const [keyword, setKeyword] = useState('');
  const [holder, setHolder] = useState<Holder | null>(null);

  const holders = useQuery({
    queryKey: [...AUTHORIZE_KEY, 'holders', type],
    queryFn: ({ signal }) => fetchHolders(type, signal),
  });
  const shown = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    const list = holders.data ?? [];
    return word
      ? list.filter((h) => h.name.toLowerCase().includes(word) || h.detail.toLowerCase().includes(word))
      : list;
  }, [holders.data, keyword]);

  return (
    <div className={styles.page}>
      <Card
        className={styles.side}
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 } }}
      >
        <div className={styles.sideHead}>
          <Segmented<HolderType>
            block
            value={type}
            onChange={(value) => {
              setType(value);
              setHolder(null);
              setKeyword('');
            }}
            options={[
              { value: 'Role', label: t('authorize.role') },
              { value: 'Position', label: t('authorize.position') },
              { value: 'User', label: t('authorize.user') },
            ]}
          />
          <Input
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('authorize.searchHolder')}
            prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
            allowClear
            aria-label={t('authorize.searchHolder')}
          />
        </div>
        <div className={styles.holderList} role="listbox" aria-label={t('authorize.holders')}>
          {holders.isLoading ? (
            <div className={styles.center}>
              <Spin />
            </div>
          ) : shown.length ? (
            shown.map((h) => (
              <button
                type="button"
                role="option"
                aria-selected={holder?.id === h.id}
                key={h.id}
                className={`${styles.holder} ${holder?.id === h.id ? styles.active : ''}`}
                onClick={() => setHolder(h)}
              >
                <span className={styles.holderIcon}>{ICONS[type]}</span>
                <span className={styles.holderText}>
                  <span className={styles.holderName}>{h.name}</span>
                  {h.detail && <span className={styles.holderDetail}>{h.detail}</span>}
                </span>
              </button>
            ))
          ) : (
            <Empty className={styles.center} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </div>
      </Card>
      <Card
        className={styles.main}
        title={
          holder ? (
            <span className={styles.title}>
              <KeyOutlined />
              {t('authorize.grantTo', {
                kind: t(`authorize.${type === 'Role' ? 'role' : type === 'Position' ? 'position' : 'user'}`),
                name: holder.name,
              })}
            </span>
          ) : (
            t('authorize.title')
          )
        }
        styles={{ body: { display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 } }}
      >
        {holder ? (
          <GrantWizard
            key={`${type}:${holder.id}`}
            type={type}
            holder={holder}
            canSave={hasButton('btn_save')}
          />
        ) : (
          <Empty className={styles.center} description={t('authorize.pickHolder')} />
        )}
      </Card>
    </div>
  );
}

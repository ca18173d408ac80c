import { ReloadOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import type { ExplainHolderState, ExplainItems } from '@app/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Empty, Select, Skeleton, Tabs, Tag, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DiagnoseTab } from './DiagnoseTab';
import { EXPLAIN_KEY, fetchItems, fetchUsers } from './explain.api';
import styles from './explain.module.css';
import panes from './explain-panes.module.css';
import { PreviewTab } from './PreviewTab';

type TabKey = 'diagnose' | 'preview';

const HOLDER_COLORS = { Role: 'blue', Position: 'purple', User: 'cyan' } as const;

/** holder.code (role.disabled …) → its text key under explain.holderCodes */
const codeKey = (code: string) => code.replace(/\.(\w)/, (_, c: string) => c.toUpperCase());

/**
 * 权限诊断: pick a user, then see for any menu, button, column, form field or data scheme whether they
 * hold it and which grants allow or block it, or preview read-only what the user sees after signing in.
 * Nothing here changes data or signs in as the user. ?userId= preselects a user (from the user list).
 */
export default function ExplainPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('userId');
  const [userId, setUserId] = useState<string | null>(wanted);
  const [tab, setTab] = useState<TabKey>('diagnose');
  const queryClient = useQueryClient();

  // Opening the page again from the user list with another user switches to that user.
  useEffect(() => {
    if (wanted) setUserId(wanted);
  }, [wanted]);

  const users = useQuery({
    queryKey: [...EXPLAIN_KEY, 'users'],
    queryFn: ({ signal }) => fetchUsers(signal),
    staleTime: 60_000,
  });
  const items = useQuery({
    queryKey: [...EXPLAIN_KEY, 'items', userId],
    queryFn: ({ signal }) => fetchItems(userId as string, signal),
    enabled: !!userId,
    retry: false,
  });

  const options = useMemo(() => {
    const list = (users.data ?? []).map((u) => ({
      value: u.id,
      label: `${u.realName}/${u.account}`,
      search: `${u.realName} ${u.account} ${u.organizeName ?? ''}`.toLowerCase(),
      organizeName: u.organizeName,
    }));
    // A disabled user is not among the pickers' users, but may still be explained (from the user list).
    const current = items.data?.user;
    if (current && !list.some((o) => o.value === current.id))
      list.unshift({
        value: current.id,
        label: `${current.realName}/${current.account}`,
        search: `${current.realName} ${current.account}`.toLowerCase(),
        organizeName: current.organizeName,
      });
    return list;
  }, [users.data, items.data]);

  const choose = (id: string | null) => {
    setUserId(id);
    if (params.has('userId')) {
      const next = new URLSearchParams(params);
      next.delete('userId');
      setParams(next, { replace: true });
    }
  };

  return (
    <div className={styles.page}>
      <Card className={styles.head} styles={{ body: { padding: '14px 20px' } }}>
        <div className={styles.pickRow}>
          <span className={styles.pickLabel}>
            <SafetyCertificateOutlined />
            {t('explain.pickUser')}
          </span>
          <Select
            className={styles.picker}
            showSearch
            allowClear
            value={userId ?? undefined}
            placeholder={t('explain.pickUserPlaceholder')}
            loading={users.isLoading}
            options={options}
            filterOption={(input, option) => !!option?.search.includes(input.trim().toLowerCase())}
            optionRender={(option) => (
              <div className={styles.option}>
                <span>{option.data.label}</span>
                {option.data.organizeName ? (
                  <span className={styles.optionOrg}>{option.data.organizeName}</span>
                ) : null}
              </div>
            )}
            onChange={(value) => choose(value ?? null)}
            aria-label={t('explain.pickUser')}
          />
          {userId ? (
            <Tooltip title={t('explain.refresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={t('explain.refresh')}
                onClick={() => void queryClient.invalidateQueries({ queryKey: EXPLAIN_KEY })}
              />
            </Tooltip>
          ) : null}
        </div>
        {userId && items.isLoading ? <Skeleton active paragraph={{ rows: 1 }} title={false} /> : null}
        {items.data ? <UserSummary data={items.data} /> : null}
      </Card>

      {userId && items.data ? (
        <>
          <Tabs
            className={styles.tabs}
            activeKey={tab}
            onChange={(key) => setTab(key as TabKey)}
            items={[
              { key: 'diagnose', label: t('explain.tabs.diagnose') },
              { key: 'preview', label: t('explain.tabs.preview') },
            ]}
          />
          <div className={styles.tabBody} hidden={tab !== 'diagnose'}>
            <DiagnoseTab key={userId} userId={userId} data={items.data} />
          </div>
          {tab === 'preview' ? (
            <div className={styles.tabBody}>
              <PreviewTab key={userId} userId={userId} />
            </div>
          ) : null}
        </>
      ) : !userId ? (
        <Card className={styles.fill}>
          <Empty
            className={panes.center}
            image={<SafetyCertificateOutlined className={styles.emptyIcon} />}
            description={
              <div className={styles.emptyText}>
                <div className={styles.emptyTitle}>{t('explain.pickFirst')}</div>
                <div>{t('explain.pickFirstHint')}</div>
              </div>
            }
          />
        </Card>
      ) : items.isError ? (
        <Card className={styles.fill}>
          <Empty className={panes.center} description={(items.error as Error).message} />
        </Card>
      ) : null}
    </div>
  );
}

/** Who the user is, what they hold through, and whether they could sign in now. */
function UserSummary({ data }: { data: ExplainItems }) {
  const { t } = useTranslation();
  const { user, signIn } = data;
  const holders = user.holders.filter((h) => h.type !== 'User');
  return (
    <div className={styles.summary}>
      <Avatar size={40} icon={<UserOutlined />} className={styles.avatar} />
      <div className={styles.who}>
        <div className={styles.name}>
          {user.realName}
          <span className={styles.account}>{user.account}</span>
          {user.isAdministrator ? <Tag color="gold">{t('explain.admin')}</Tag> : null}
          {signIn.allowed ? (
            <Tag color="success">{t('explain.signInOk')}</Tag>
          ) : (
            <Tooltip title={signIn.reasons.map((r) => r.message).join('；')}>
              <Tag color="error">{t('explain.signInBlocked')}</Tag>
            </Tooltip>
          )}
        </div>
        <div className={styles.meta}>
          <span>
            {t('explain.organize')}
            {t('explain.colon')}
            {user.organizeName ?? '—'}
          </span>
          <span className={styles.holders}>
            {t('explain.holders')}
            {t('explain.colon')}
            {holders.length ? holders.map((h) => <HolderTag key={h.id} holder={h} />) : '—'}
          </span>
        </div>
      </div>
    </div>
  );
}

function HolderTag({ holder }: { holder: ExplainHolderState }) {
  const { t } = useTranslation();
  const label = `${t(`explain.holderTypes.${holder.type}`)}·${holder.name}`;
  if (holder.passesOn) return <Tag color={HOLDER_COLORS[holder.type]}>{label}</Tag>;
  return (
    <Tooltip
      title={
        holder.code
          ? t(`explain.holderCodes.${codeKey(holder.code)}` as 'explain.holderCodes.roleDisabled')
          : ''
      }
    >
      <Tag className={styles.inactiveTag}>
        {label}（{t('explain.notPassing')}）
      </Tag>
    </Tooltip>
  );
}

import { formatDate } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Descriptions, Drawer, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchUser, USER_KEY } from './user.api';

/** Everything about one user, read only. */
export function UserDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...USER_KEY, 'detail', id],
    queryFn: () => fetchUser(id as string),
    enabled: id !== null,
  });
  const u = detail.data;
  const dash = (v: string | null | undefined) => v || '—';
  return (
    <Drawer open={id !== null} width={520} title={t('user.viewTitle')} onClose={onClose} destroyOnHidden>
      <Spin spinning={detail.isLoading}>
        {u ? (
          <>
            <Space size={12} style={{ marginBottom: 20 }}>
              <Avatar size={56} src={u.headIcon ?? undefined}>
                {u.realName.slice(0, 1)}
              </Avatar>
              <div>
                <div style={{ fontSize: 16, fontWeight: 600 }}>
                  {u.realName} <span style={{ fontWeight: 400, opacity: 0.65 }}>{u.account}</span>
                </div>
                <Space size={4} style={{ marginTop: 4 }}>
                  <Tag color={u.enabledMark === 1 ? 'success' : 'error'}>
                    {u.enabledMark === 1 ? t('user.enabled') : t('user.disabled')}
                  </Tag>
                  {u.isAdministrator ? <Tag color="gold">{t('user.superAdmin')}</Tag> : null}
                </Space>
              </div>
            </Space>
            <Descriptions column={1} bordered size="small" labelStyle={{ width: 120 }}>
              <Descriptions.Item label={t('user.gender')}>
                {u.gender === 1 ? t('user.male') : u.gender === 2 ? t('user.female') : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('user.mobilePhone')}>{dash(u.mobilePhone)}</Descriptions.Item>
              <Descriptions.Item label={t('user.email')}>{dash(u.email)}</Descriptions.Item>
              <Descriptions.Item label={t('user.organize')}>{dash(u.organizeName)}</Descriptions.Item>
              <Descriptions.Item label={t('user.positions')}>{dash(u.positionName)}</Descriptions.Item>
              <Descriptions.Item label={t('user.roles')}>{dash(u.roleName)}</Descriptions.Item>
              <Descriptions.Item label={t('user.manager')}>{dash(u.managerName)}</Descriptions.Item>
              <Descriptions.Item label={t('user.sortCode')}>{u.sortCode}</Descriptions.Item>
              <Descriptions.Item label={t('user.creatorTime')}>{formatDate(u.creatorTime)}</Descriptions.Item>
              <Descriptions.Item label={t('user.lastLogTime')}>
                {u.lastLogTime ? formatDate(u.lastLogTime) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('user.changePasswordDate')}>
                {u.changePasswordDate ? formatDate(u.changePasswordDate) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('user.description')}>{dash(u.description)}</Descriptions.Item>
            </Descriptions>
          </>
        ) : null}
      </Spin>
    </Drawer>
  );
}

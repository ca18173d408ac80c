import {
  CopyOutlined,
  DeleteOutlined,
  ReloadOutlined,
  SearchOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Spin, Tag, Tooltip, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/feedback';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { filterIcons } from '../../../components/icon-picker';
import { usePermission } from '../../../components/usePermission';
import { deleteIcon, fetchIcons, type IconRow, uploadIcon } from './icon.api';
import styles from './icon.module.css';

const sizeText = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** 系统图标: the SVG icons administrators upload for menus (next to the built-in Ant Design set). */
export default function IconPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const [query, setQuery] = useState('');
  const list = useQuery({ queryKey: ['system', 'icon', 'list'], queryFn: fetchIcons });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['system', 'icon'] });

  const upload = useMutation({
    mutationFn: uploadIcon,
    onSuccess: (row) => {
      toastSuccess(t('sysIcon.uploadSuccess', { name: row.name }));
      void invalidate();
    },
    onError: (error) => toastError(error.message),
  });
  const remove = useMutation({
    mutationFn: (row: IconRow) => deleteIcon(row.name),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void invalidate();
    },
  });

  const icons = list.data ?? [];
  const shown = useMemo(() => {
    const names = new Set(
      filterIcons(
        icons.map((i) => i.icon),
        query,
      ),
    );
    return icons.filter((i) => names.has(i.icon));
  }, [icons, query]);
  const canAdd = hasButton('btn_add');
  const canRemove = hasButton('btn_remove');

  const copy = (value: string) =>
    void navigator.clipboard?.writeText(value).then(() => toastSuccess(t('sysIcon.copied', { value })));

  const uploadButton = canAdd ? (
    <Upload
      accept=".svg,image/svg+xml"
      showUploadList={false}
      beforeUpload={(file) => {
        upload.mutate(file);
        return false;
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending}>
        {t('sysIcon.upload')}
      </Button>
    </Upload>
  ) : null;

  return (
    <Card>
      <div className={styles.toolbar}>
        <Input
          allowClear
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          prefix={<SearchOutlined className={styles.muted} />}
          placeholder={t('sysIcon.search')}
          aria-label={t('sysIcon.search')}
          className={styles.search}
        />
        <span className={styles.muted}>{t('sysIcon.total', { count: icons.length })}</span>
        <span className={styles.spacer} />
        <span className={styles.hint}>{t('sysIcon.uploadHint')}</span>
        {uploadButton}
        <Tooltip title={t('common.refresh')}>
          {/* The same outlined button as every list's refresh (ListToolbar). */}
          <Button
            icon={<ReloadOutlined />}
            loading={list.isFetching}
            onClick={() => void list.refetch()}
            aria-label={t('common.refresh')}
          />
        </Tooltip>
      </div>
      {list.isLoading ? (
        <div className={styles.state}>
          <Spin />
        </div>
      ) : shown.length === 0 ? (
        <div className={styles.state}>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              icons.length === 0 ? (
                <>
                  <div>{t('sysIcon.empty')}</div>
                  <Typography.Text type="secondary">{t('sysIcon.emptyHint')}</Typography.Text>
                </>
              ) : (
                t('sysIcon.noMatch')
              )
            }
          />
        </div>
      ) : (
        <div className={styles.grid}>
          {shown.map((row) => (
            <div key={row.id} className={styles.card} data-icon={row.name}>
              <div className={styles.image}>
                <img src={row.url} alt={row.name} />
              </div>
              <div className={styles.name} title={row.name}>
                {row.name}
              </div>
              <div className={styles.meta}>
                {sizeText(row.size)} · {dayjs(row.creatorTime).format('YYYY-MM-DD')}
              </div>
              <div className={styles.usage}>
                {row.usedBy.length > 0 ? (
                  <Tooltip title={row.usedBy.join('、')}>
                    <Tag color="blue">{t('sysIcon.usedBy', { count: row.usedBy.length })}</Tag>
                  </Tooltip>
                ) : (
                  <Tag>{t('sysIcon.unused')}</Tag>
                )}
              </div>
              <div className={styles.actions}>
                <Tooltip title={`${t('sysIcon.copy')}: ${row.icon}`}>
                  <Button type="text" size="small" icon={<CopyOutlined />} onClick={() => copy(row.icon)} />
                </Tooltip>
                {canRemove ? (
                  <Tooltip
                    title={
                      row.usedBy.length > 0
                        ? t('sysIcon.inUse', { menus: row.usedBy.join('、') })
                        : t('common.delete')
                    }
                  >
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={row.usedBy.length > 0}
                      aria-label={t('common.delete')}
                      onClick={() => confirmDelete(() => remove.mutateAsync(row))}
                    />
                  </Tooltip>
                ) : null}
              </div>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

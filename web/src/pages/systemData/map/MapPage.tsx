import { EyeOutlined } from '@ant-design/icons';
import { fileSize, type MapRow } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal, Spin, Switch, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { KeywordListCard } from '../../../components/admin/KeywordListCard';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
import { RowActions } from '../../../components/admin/RowActions';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { useKeywordList } from '../../../components/admin/useKeywordList';
import { usePermission } from '../../../components/usePermission';
import { MapForm } from './MapForm';
import { MapPreview } from './MapPreview';
import { deleteMap, fetchMapData, fetchMaps, toggleMap } from './map.api';
import styles from './map.module.css';

/** 数据地图: the GeoJSON maps that chart and data-screen map widgets draw. */
export default function MapPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const keywordList = useKeywordList();
  const { keyword, page, setPage } = keywordList;
  const [target, setTarget] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<MapRow | null>(null);

  const params = { currentPage: page.current, pageSize: page.size, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: ['systemData', 'map', 'list', params],
    queryFn: ({ signal }) => fetchMaps(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const preview = useQuery({
    queryKey: ['systemData', 'map', 'data', previewing?.id],
    queryFn: () => fetchMapData(previewing?.id as string),
    enabled: previewing !== null,
  });

  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['systemData', 'map'] });
  const toggle = useMutation({
    mutationFn: (row: MapRow) => toggleMap(row.id),
    onSuccess: () => void invalidate(),
  });
  const remove = useMutation({
    mutationFn: (row: MapRow) => deleteMap(row.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      setPage(pageAfterRemoving(rows.length));
      void invalidate();
    },
  });

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');

  const columns: TableColumnsType<MapRow> = [
    { title: t('map.fullName'), dataIndex: 'fullName', width: 180, ellipsis: true },
    { title: t('map.enCode'), dataIndex: 'enCode', width: 140, ellipsis: true },
    {
      title: t('map.dataSize'),
      dataIndex: 'dataSize',
      width: 110,
      align: 'right',
      render: (size: number) => fileSize(size),
    },
    { title: t('map.sortCode'), dataIndex: 'sortCode', width: 80, align: 'center' },
    {
      title: t('map.state'),
      dataIndex: 'enabledMark',
      width: 80,
      align: 'center',
      render: (mark: number, row) =>
        canEdit ? (
          <Switch
            size="small"
            checked={mark === 1}
            loading={toggle.isPending && toggle.variables?.id === row.id}
            onChange={() => toggle.mutate(row)}
            aria-label={t('map.state')}
          />
        ) : (
          <Tag color={mark === 1 ? 'success' : 'default'}>
            {mark === 1 ? t('map.enabled') : t('map.disabled')}
          </Tag>
        ),
    },
    { title: t('map.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('organize.actions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          actions={[
            { label: t('map.preview'), icon: <EyeOutlined />, onClick: () => setPreviewing(row) },
            canEdit && { label: t('map.edit'), onClick: () => setTarget(row.id) },
            canRemove && {
              label: t('common.delete'),
              onClick: () => confirmDelete(() => remove.mutateAsync(row)),
              danger: true,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <KeywordListCard
      state={keywordList}
      query={list}
      rows={rows}
      columns={columns}
      placeholder={t('map.keyword')}
      emptyText={t('map.empty')}
      scrollX={1000}
      add={canAdd ? { label: t('map.add'), onClick: () => setTarget('') } : undefined}
    >
      <MapForm target={target} onClose={() => setTarget(null)} />
      <Modal
        open={previewing !== null}
        title={previewing ? t('map.previewTitle', { name: previewing.fullName }) : null}
        width={900}
        footer={null}
        onCancel={() => setPreviewing(null)}
        destroyOnHidden
      >
        {preview.data && previewing ? (
          <MapPreview name={previewing.fullName} geoJson={preview.data} />
        ) : (
          <div className={styles.preview}>
            <Spin spinning />
          </div>
        )}
      </Modal>
    </KeywordListCard>
  );
}

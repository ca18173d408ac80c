import type { MapRow } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Modal, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { MapPreview } from './MapPreview';
import { fetchMapData } from './map.api';
import styles from './map.module.css';
import { mapResource } from './map.resource';

/** 数据地图: the GeoJSON maps that chart and data-screen map widgets draw. */
export default function MapPage() {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState<MapRow | null>(null);
  const preview = useQuery({
    queryKey: ['systemData', 'map', 'data', previewing?.id],
    queryFn: () => fetchMapData(previewing?.id as string),
    enabled: previewing !== null,
  });
  const resource = useMemo(() => mapResource(setPreviewing), []);

  return (
    <ResourceListPage resource={resource}>
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
    </ResourceListPage>
  );
}

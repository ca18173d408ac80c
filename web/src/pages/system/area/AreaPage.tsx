import { AREA_ROOT } from '@app/common';
import admin from '../../../components/admin/admin.module.css';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { areaResource } from './area.resource';

/** 行政区划: provinces, cities and districts as a tree table whose branches load when opened. */
export default function AreaPage() {
  return (
    <ResourceListPage
      className={admin.page}
      resource={areaResource}
      createDefaults={{ parentId: AREA_ROOT }}
    />
  );
}

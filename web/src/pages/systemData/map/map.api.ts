import type { MapCheck } from '@app/common';
import { http } from '../../../app/request';

/** The calls of 数据地图 beyond its list and records (/api/system/Map; map.resource.tsx). */
const MAP = '/api/system/Map';

/** The GeoJSON a chart registers. */
export const fetchMapData = (id: string) => http.get<GeoJsonCollection>(`${MAP}/${id}/Data`);

/** The server's check of pasted or uploaded GeoJSON; its refusal is shown under the field (silent). */
export const checkMapData = (data: string) =>
  http.post<MapCheck>(`${MAP}/Actions/Check`, { data }, { silent: true });

/** What ECharts' registerMap takes: a FeatureCollection whose features carry properties.name. */
export interface GeoJsonCollection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; properties: { name: string }; geometry: unknown }[];
}

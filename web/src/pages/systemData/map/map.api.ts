import type { MapCheck, MapFields, MapInfo, MapRow, Paged } from '@app/common';
import { http } from '../../../app/request';

/** The calls of 数据地图 (/api/system/Map). */
const MAP = '/api/system/Map';

export interface MapParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

export const fetchMaps = (params: MapParams, signal?: AbortSignal) =>
  http.get<Paged<MapRow>>(MAP, { ...params }, { signal });

export const fetchMap = (id: string) => http.get<MapInfo>(`${MAP}/${id}`);

/** The GeoJSON a chart registers. */
export const fetchMapData = (id: string) => http.get<GeoJsonCollection>(`${MAP}/${id}/Data`);

/** The server's check of pasted or uploaded GeoJSON; its refusal is shown under the field (silent). */
export const checkMapData = (data: string) =>
  http.post<MapCheck>(`${MAP}/Actions/Check`, { data }, { silent: true });

export const saveMap = (id: string | null, fields: MapFields) =>
  id ? http.put<null>(`${MAP}/${id}`, fields) : http.post<{ id: string }>(MAP, fields);

export const deleteMap = (id: string) => http.delete<null>(`${MAP}/${id}`);

export const toggleMap = (id: string) => http.put<{ enabledMark: number }>(`${MAP}/${id}/Actions/State`);

/** What ECharts' registerMap takes: a FeatureCollection whose features carry properties.name. */
export interface GeoJsonCollection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; properties: { name: string }; geometry: unknown }[];
}

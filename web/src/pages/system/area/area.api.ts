import type { AreaFields, AreaInfo, AreaNode } from '@app/common';
import { http } from '../../../app/request';

/** The calls of 行政区划 (client-facts §5.4 'Area'). */
const base = '/api/system/Area';

/** Children of a node ('-1': the provinces); with a keyword, the matches at any depth below it. */
export const fetchAreas = (nodeId: string, keyword: string, signal?: AbortSignal) =>
  http.get<{ list: AreaNode[] }>(`${base}/${encodeURIComponent(nodeId)}`, keyword ? { keyword } : {}, {
    signal,
  });

export const fetchArea = (id: string) => http.get<AreaInfo>(`${base}/${encodeURIComponent(id)}/Info`);

export const saveArea = (id: string | null, fields: AreaFields) =>
  id ? http.put<null>(`${base}/${encodeURIComponent(id)}`, fields) : http.post<{ id: string }>(base, fields);

export const deleteArea = (id: string) => http.delete<null>(`${base}/${encodeURIComponent(id)}`);

export const toggleArea = (id: string) =>
  http.put<{ enabledMark: number }>(`${base}/${encodeURIComponent(id)}/Actions/State`);

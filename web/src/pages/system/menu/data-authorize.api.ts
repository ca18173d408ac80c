import type { DataField, DataFieldInput, DataScheme, DataSchemeInput, MenuFields } from '@app/common';
import { http } from '../../../app/request';
import { fetchMenu, saveMenu } from './menu.api';

/** The calls of a menu's data permission (api-calls v3.2: dataAuthorize, dataAuthorizeScheme). */
const FIELDS = '/api/system/ModuleDataAuthorize';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';

/** Query keys: everything under DATA_AUTHORIZE_KEY is refreshed after a change. */
export const DATA_AUTHORIZE_KEY = ['system', 'menu', 'dataAuthorize'] as const;
export const fieldsKey = (moduleId: string, keyword = '') => [
  ...DATA_AUTHORIZE_KEY,
  'fields',
  moduleId,
  keyword,
];
export const schemesKey = (moduleId: string, keyword = '') => [
  ...DATA_AUTHORIZE_KEY,
  'schemes',
  moduleId,
  keyword,
];

const withKeyword = (keyword: string) => (keyword ? { keyword } : {});

export const fetchDataFields = (moduleId: string, keyword: string, signal?: AbortSignal) =>
  http.get<{ list: DataField[] }>(`${FIELDS}/${moduleId}/List`, withKeyword(keyword), { signal });

export const saveDataField = (id: string | null, fields: DataFieldInput) =>
  id
    ? http.put<null>(`${FIELDS}/${id}`, { ...fields, moduleId: undefined })
    : http.post<{ id: string }>(FIELDS, fields);

export const deleteDataField = (id: string) => http.delete<null>(`${FIELDS}/${id}`);

export const fetchDataSchemes = (moduleId: string, keyword: string, signal?: AbortSignal) =>
  http.get<{ list: DataScheme[] }>(`${SCHEMES}/${moduleId}/List`, withKeyword(keyword), { signal });

export const saveDataScheme = (id: string | null, fields: DataSchemeInput) =>
  id
    ? http.put<null>(`${SCHEMES}/${id}`, { ...fields, moduleId: undefined })
    : http.post<{ id: string }>(SCHEMES, fields);

export const deleteDataScheme = (id: string) => http.delete<null>(`${SCHEMES}/${id}`);

export const toggleDataScheme = (id: string) =>
  http.put<{ enabledMark: number }>(`${SCHEMES}/${id}/Actions/State`);

/**
 * Turns on 数据权限 (isDataAuthorize) for a menu, keeping everything else as stored. The menu form
 * cannot do it for a page: it shows a page's switches as fixed.
 */
export async function enableDataAuthorize(menuId: string): Promise<void> {
  const m = await fetchMenu(menuId);
  const fields: MenuFields = {
    parentId: m.parentId,
    enCode: m.enCode,
    fullName: m.fullName,
    type: m.type,
    icon: m.icon,
    urlAddress: m.urlAddress,
    linkTarget: m.linkTarget,
    category: m.category,
    propertyJson: m.propertyJson,
    sortCode: m.sortCode,
    enabledMark: m.enabledMark,
    isButtonAuthorize: m.isButtonAuthorize,
    isColumnAuthorize: m.isColumnAuthorize,
    isFormAuthorize: m.isFormAuthorize,
    isDataAuthorize: 1,
    description: m.description,
  };
  await saveMenu(menuId, fields);
}

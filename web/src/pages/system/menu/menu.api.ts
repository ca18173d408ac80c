import type {
  MenuAdminNode,
  MenuCategory,
  MenuFields,
  MenuOptionNode,
  ModuleItem,
  ModuleItemFields,
  ModuleItemKind,
} from '@app/common';
import { uploadFile } from '../../../app/file-transfer';
import { http } from '../../../app/request';

/** The calls of 菜单管理 (api-calls v3.2: system/menu.js, buttonAuthorize, columnAuthorize, formAuthorize). */
const MENU = '/api/system/Menu';

/** Directories a menu may go under; '0' for a new menu. */
/** The parentId of a top-level menu. */
export const ROOT = '-1';

interface ParentOption {
  value: string;
  title: string;
  children?: ParentOption[];
}

const toOptions = (nodes: MenuOptionNode[]): ParentOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.fullName,
    children: n.children ? toOptions(n.children) : undefined,
  }));

/** The 上级 picker's tree: 顶级 (labelled `topLevel`) first, then the choices the server offered. */
export const parentOptionsOf = (nodes: MenuOptionNode[] | undefined, topLevel: string): ParentOption[] => [
  { value: ROOT, title: topLevel },
  ...toOptions(nodes ?? []),
];

export const fetchParentChoices = (id: string | null, category: MenuCategory, signal?: AbortSignal) =>
  http.get<{ list: MenuOptionNode[] }>(`${MENU}/Selector/${id ?? '0'}`, { category }, { signal });

export const fetchMenu = (id: string) => http.get<MenuAdminNode>(`${MENU}/${id}`);

export const saveMenu = (id: string | null, fields: MenuFields) =>
  id ? http.put<null>(`${MENU}/${id}`, fields) : http.post<{ id: string }>(MENU, fields);

export interface MenuImportAnswer {
  id: string;
  count: number;
  renamed: { from: string; to: string }[];
}

/** Imports a menu file as a copy; parentId '' keeps the original parent (or the top). */
export const importMenu = (file: File, parentId: string | undefined, rename: boolean) =>
  uploadFile<MenuImportAnswer>(`${MENU}/Action/Import`, file, file.name, {
    parentId,
    duplicates: rename ? 'rename' : undefined,
  });

const ITEM_BASE: Record<ModuleItemKind, string> = {
  button: '/api/system/ModuleButton',
  column: '/api/system/ModuleColumn',
  form: '/api/system/ModuleForm',
};
const ITEM_LIST: Record<ModuleItemKind, string> = { button: 'List', column: 'Fields', form: 'Fields' };

export const fetchItems = (kind: ModuleItemKind, moduleId: string, keyword: string, signal?: AbortSignal) =>
  http.get<{ list: ModuleItem[] }>(
    `${ITEM_BASE[kind]}/${moduleId}/${ITEM_LIST[kind]}`,
    keyword ? { keyword } : {},
    { signal },
  );

export const saveItem = (kind: ModuleItemKind, id: string | null, fields: ModuleItemFields) =>
  id
    ? http.put<null>(`${ITEM_BASE[kind]}/${id}`, { ...fields, moduleId: undefined })
    : http.post<{ id: string }>(ITEM_BASE[kind], fields);

export const deleteItem = (kind: ModuleItemKind, id: string) => http.delete<null>(`${ITEM_BASE[kind]}/${id}`);

export const toggleItem = (kind: ModuleItemKind, id: string) =>
  http.put<{ enabledMark: number }>(`${ITEM_BASE[kind]}/${id}/Actions/State`);

import type { MenuOptionNode } from '@app/common';
import { http } from '../../../app/request';
import { DESIGN_BASE } from './design.api';

/** The parentId of a top-level menu (菜单管理's 顶级). */
export const TOP_MENU = '-1';

export interface MenuPick {
  value: string;
  title: string;
  children?: MenuPick[];
}

const picks = (nodes: MenuOptionNode[]): MenuPick[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.fullName,
    children: node.children?.length ? picks(node.children) : undefined,
  }));

/** The directories a released page may go under (菜单管理's parent picker, Web or App menus). */
export async function fetchMenuParents(category: 'Web' | 'App', topLevel: string, signal?: AbortSignal) {
  const answer = await http.get<{ list: MenuOptionNode[] }>(
    '/api/system/Menu/Selector/0',
    { category },
    { signal },
  );
  return [{ value: TOP_MENU, title: topLevel }, ...picks(answer.list ?? [])];
}

export interface ReleaseMenu {
  parentId: string;
  fullName: string;
  icon?: string;
}

/** Puts the released design in the menu: a type-3 menu opening the generated page (the dynamic-model viewer). */
export const releaseToMenu = (id: string, menu: ReleaseMenu) =>
  http.post<{ id: string }>(`${DESIGN_BASE}/${id}/Actions/Menu`, menu, { silent: true });

/**
 * The menu file (client-facts §5.4 Menu/{id}/Action/Export, Menu/Action/Import): one versioned JSON document with
 * a menu, its sub-menus and the buttons, list columns, form fields, data-permission fields and schemes of each.
 * Grants, ids and creator data stay behind (docs/decisions/027-menu-export-import.md). menu-export.service.ts
 * writes it, menu-file-check.ts reads and checks its shape, menu-import.service.ts writes a checked one.
 */
import type { MenuFields } from '@app/common';

export const MENU_FILE_FORMAT = 'jnpf-menu';
export const MENU_FILE_VERSION = 1;
/** Largest accepted file, in bytes. */
export const MENU_FILE_MAX_BYTES = 1024 * 1024;
export const MENU_FILE_MAX_NODES = 2000;

/** A menu in the file: its fields but where it stands, which only the exported root keeps. */
export interface MenuFileMenu extends Omit<MenuFields, 'parentId'> {
  /** Only on the exported root: where it stood, so an import into the same system can go back there. */
  parentId?: string;
  parentEnCode?: string | null;
}

export interface MenuFileItem {
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  propertyJson: string | null;
  bindTable?: string | null;
  bindTableName?: string | null;
}

export interface MenuFileDataField {
  fullName: string;
  enCode: string;
  type: string;
  conditionSymbol: string;
  conditionText: string | null;
  bindTable: string | null;
  sortCode: number;
  enabledMark: number;
  description: string | null;
}

export interface MenuFileScheme {
  fullName: string;
  enCode: string;
  conditionJson: string | null;
  conditionText: string | null;
  matchLogic: 'and' | 'or';
  allData: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
}

export interface MenuFileNode {
  menu: MenuFileMenu;
  children: MenuFileNode[];
  buttons: MenuFileItem[];
  columns: MenuFileItem[];
  forms: MenuFileItem[];
  dataAuthorize: MenuFileDataField[];
  schemes: MenuFileScheme[];
}

export interface MenuFile extends MenuFileNode {
  format: typeof MENU_FILE_FORMAT;
  version: typeof MENU_FILE_VERSION;
  exportedAt: number;
}

export const ITEM_KEYS = ['buttons', 'columns', 'forms', 'dataAuthorize', 'schemes'] as const;
export type ItemKey = (typeof ITEM_KEYS)[number];

/** The list cut into parts of at most `size` (inserts and IN lists stay under the drivers' parameter limits). */
export function chunks<T>(list: T[], size = 500): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += size) result.push(list.slice(i, i + size));
  return result;
}

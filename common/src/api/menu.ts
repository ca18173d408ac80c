import type { MenuType } from './enums';

/** Menu administration (System → 菜单管理): menus and the buttons, list columns and form fields of each. */

export type MenuCategory = 'Web' | 'App';

/** The order the type list is shown in. */
export const MENU_TYPE_ORDER: MenuType[] = [1, 2, 3, 4, 5, 6, 8, 7];

/** App menus allow only these types, and only a top-level App menu may be a directory. */
export const APP_MENU_TYPES: MenuType[] = [1, 2, 3, 7];

/** Types whose address is generated from the code on save, and the prefix used. */
export const GENERATED_URL_PREFIX: Partial<Record<MenuType, string>> = {
  3: 'model',
  4: 'dictionary',
  5: 'dataReport',
  6: 'dataScreen',
  8: 'portal',
};

/** `<prefix>/<code>`, where the code loses only its first '.'. */
export function generatedMenuUrl(type: MenuType, enCode: string): string | null {
  const prefix = GENERATED_URL_PREFIX[type];
  return prefix ? `${prefix}/${enCode.replace('.', '')}` : null;
}

export interface MenuProperty {
  moduleId?: string;
  iconBackgroundColor?: string;
  isTree?: number;
}

export interface MenuFields {
  parentId: string;
  enCode: string;
  fullName: string;
  type: MenuType;
  icon: string | null;
  urlAddress: string | null;
  linkTarget: '_self' | '_blank';
  category: MenuCategory;
  /** JSON text of MenuProperty */
  propertyJson: string | null;
  sortCode: number;
  enabledMark: number;
  isButtonAuthorize: number;
  isColumnAuthorize: number;
  isFormAuthorize: number;
  isDataAuthorize: number;
  description: string | null;
}

/** Every key of MenuFields, in the menu table's column order: what a menu save takes, export writes, lists read. */
export const MENU_FIELD_KEYS = [
  'parentId',
  'enCode',
  'fullName',
  'type',
  'icon',
  'urlAddress',
  'linkTarget',
  'category',
  'propertyJson',
  'sortCode',
  'enabledMark',
  'isButtonAuthorize',
  'isColumnAuthorize',
  'isFormAuthorize',
  'isDataAuthorize',
  'description',
] as const satisfies readonly (keyof MenuFields)[];

export interface MenuAdminNode extends MenuFields {
  id: string;
  creatorTime: number;
  hasChildren: boolean;
  children?: MenuAdminNode[];
}

export interface MenuOptionNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: MenuType;
  icon: string | null;
  category: MenuCategory;
  hasChildren: boolean;
  children?: MenuOptionNode[];
}

export type ModuleItemKind = 'button' | 'column' | 'form';

export interface ModuleItemFields {
  moduleId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  /** columns and form fields only */
  bindTable?: string | null;
  bindTableName?: string | null;
}

export interface ModuleItem extends ModuleItemFields {
  id: string;
  parentId: string;
  creatorTime: number;
}

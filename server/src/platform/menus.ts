/**
 * Menus a module seeds (AppModule.menus): written once by the seed (decision 048), then the administrators'.
 * icon is an Ant Design icon name; url is the web page registry key.
 */
export interface SeedMenu {
  code: string;
  parent: string | null;
  type: number;
  name: string;
  icon: string;
  url?: string;
  sort: number;
  buttons?: { code: string; name: string }[];
  /** seeded roles granted the menu with every button; by default the system administrator role (sysadmin) */
  roles?: string[];
}

/** The three buttons of a page that lists, creates, edits and deletes. */
export const CRUD = [
  { code: 'btn_add', name: '新建' },
  { code: 'btn_edit', name: '编辑' },
  { code: 'btn_remove', name: '删除' },
];

import type { Grants } from './grants.service.js';

/** Whether grants open a menu (and one of its buttons, when named). */
export function grantsAllow(grants: Grants, access: { module: string; button?: string }): boolean {
  const moduleId = grants.moduleIdByCode.get(access.module);
  if (!moduleId) return false;
  return !access.button || !!grants.byModule.get(moduleId)?.button.some((b) => b.enCode === access.button);
}

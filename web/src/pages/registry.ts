import type { ComponentType } from 'react';

/**
 * Menu urlAddress → page module. Each entry is its own chunk, loaded when its route is first opened.
 * A menu whose urlAddress is not listed here is not routed.
 */
export type PageModule = { default: ComponentType };

export const pages: Record<string, () => Promise<PageModule>> = {
  'system/log': () => import('./system/log/LogPage'),
};

export const hasPage = (address: string): boolean => Object.hasOwn(pages, address);

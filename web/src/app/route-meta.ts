import type { TFunction } from 'i18next';
import { useMatches } from 'react-router';
import type { RouteMeta } from './menus';

/** What every route carries in its `handle`. */
export interface RouteHandle {
  meta: RouteMeta;
}

function metaOf(handle: unknown): RouteMeta | undefined {
  return (handle as Partial<RouteHandle> | undefined)?.meta;
}

/** Meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = metaOf(matches[i].handle);
    if (meta) return meta;
  }
  return undefined;
}

/** A route's title in the UI language: the routes.<title> translation, else the menu's own name. */
export function routeTitle(meta: RouteMeta, t: TFunction, exists: (key: string) => boolean): string {
  const key = `routes.${meta.title}`;
  return exists(key) ? (t(key as 'routes.home') as string) : meta.zhTitle;
}

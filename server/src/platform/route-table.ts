import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One registered route as declared: what tests and checks enumerate instead of keeping hand lists. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered after registerRouteTable, in registration order */
    routeTable: readonly RouteEntry[];
  }
}

/** Records each route's method, path and schema as it is registered. Call before any route. */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema });
  });
}

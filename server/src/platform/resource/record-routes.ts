import type { FastifyInstance } from 'fastify';
import { contextOf, type RequestContext } from '../context.js';
import { ok } from '../envelope.js';
import type { Access } from '../services.js';

/**
 * DELETE <path>/:id and PUT <path>/:id/Actions/State for lists whose delete or switch is not the runtime's
 * own (registerResource serves those): the route, its access and its answer stated once; the list brings
 * the service call and its id schema.
 */

export interface RecordRoute {
  config: { access: Access };
  tags: string[];
  summary: string;
  params: object;
}

/** Answers null once the service has deleted the record. */
export function deleteRoute(
  app: FastifyInstance,
  path: string,
  route: RecordRoute,
  remove: (ctx: RequestContext, id: string) => Promise<unknown>,
): void {
  app.delete<{ Params: { id: string } }>(
    `${path}/:id`,
    { config: route.config, schema: { tags: route.tags, summary: route.summary, params: route.params } },
    async (request) => {
      await remove(contextOf(request), request.params.id);
      return ok(request, null);
    },
  );
}

/** Answers what the switch answers (the new state under its field name). */
export function stateRoute(
  app: FastifyInstance,
  path: string,
  route: RecordRoute,
  toggle: (ctx: RequestContext, id: string) => Promise<unknown>,
): void {
  app.put<{ Params: { id: string } }>(
    `${path}/:id/Actions/State`,
    { config: route.config, schema: { tags: route.tags, summary: route.summary, params: route.params } },
    async (request) => ok(request, await toggle(contextOf(request), request.params.id)),
  );
}

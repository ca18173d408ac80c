import type { FastifyInstance } from 'fastify';
import { contextOf, type RequestContext } from '../context.js';
import { ok } from '../envelope.js';
import type { Access } from '../services.js';

/**
 * DELETE <path>/:id and PUT <path>/:id/Actions/State for lists whose delete or switch is not the runtime's
 * own (registerResource serves those): the route, its schema and its answer stated once. A list names its
 * path, tags and id schema once (`recordRoutes`), then each route by its access, summary and service call.
 */

type Config = { access: Access };
type RecordCall = (ctx: RequestContext, id: string) => Promise<unknown>;

export function recordRoutes(app: FastifyInstance, path: string, shared: { tags: string[]; params: object }) {
  const schema = (summary: string) => ({ tags: shared.tags, summary, params: shared.params });
  return {
    /** DELETE <path>/:id: answers null once the service has deleted the record. */
    remove(config: Config, summary: string, remove: RecordCall): void {
      app.delete<{ Params: { id: string } }>(
        `${path}/:id`,
        { config, schema: schema(summary) },
        async (request) => {
          await remove(contextOf(request), request.params.id);
          return ok(request, null);
        },
      );
    },
    /** PUT <path>/:id/Actions/State: answers what the switch answers (the new state under its name). */
    state(config: Config, summary: string, toggle: RecordCall): void {
      app.put<{ Params: { id: string } }>(
        `${path}/:id/Actions/State`,
        { config, schema: schema(summary) },
        async (request) => ok(request, await toggle(contextOf(request), request.params.id)),
      );
    },
  };
}

import type { FastifyInstance } from 'fastify';

/**
 * An empty query parameter means "no filter" (client-facts §1): the original client sends `startTime=`,
 * `type=`, `keyword=` for every filter the user left empty, and a list must answer as if they were absent,
 * not refuse `startTime` for not being a number. Only parameters the route declares are dropped: a route that
 * takes free-form parameters (a data interface's variables) may mean the empty text.
 */
export function registerEmptyQueryParameters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    const declared = (request.routeOptions.schema?.querystring as { properties?: object } | undefined)
      ?.properties;
    if (!query || !declared) return done();
    for (const name of Object.keys(query)) {
      if (!Object.hasOwn(declared, name)) continue;
      const value = query[name];
      if (value === '') delete query[name];
      else if (Array.isArray(value)) {
        const given = value.filter((item) => item !== '');
        if (given.length === 0) delete query[name];
        else if (given.length !== value.length) query[name] = given;
      }
    }
    done();
  });
}

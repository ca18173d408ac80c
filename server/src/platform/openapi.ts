import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI document generated from the route schemas, with its UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Platform API',
        description:
          'Every response is the envelope {code, msg, data}. Send the token from /api/oauth/Login as the Authorization header.',
        version: '0.1.0',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

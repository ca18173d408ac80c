import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';

type JsonSchema = Record<string, unknown>;

/** The name the document gives the free-form part of a query string (never sent: style form, explode). */
export const FREE_QUERY_PARAMETER = 'otherParameters';

/**
 * The route's own schema as the document shows it. @fastify/swagger renders a query schema's `properties`
 * as named parameters and would take the keywords of a schema without them (type, additionalProperties)
 * for parameter names; a query that also takes parameters by any name (a data interface's own) gets one
 * object parameter with `style: form, explode: true`, which OpenAPI defines as "each key is its own query
 * parameter". Nothing here changes what the server validates: the route keeps its schema.
 */
export function documentedSchema(schema: FastifySchema | undefined): FastifySchema | undefined {
  return withUploadBody(withFreeQuery(schema));
}

function withFreeQuery(schema: FastifySchema | undefined): FastifySchema | undefined {
  const query = schema?.querystring as JsonSchema | undefined;
  if (!schema || !query || typeof query.additionalProperties !== 'object') return schema;
  const { additionalProperties, description, ...rest } = query;
  return {
    ...schema,
    querystring: {
      ...rest,
      type: 'object',
      properties: {
        ...((query.properties as JsonSchema | undefined) ?? {}),
        [FREE_QUERY_PARAMETER]: {
          type: 'object',
          additionalProperties,
          description: description ?? 'further parameters, each by its own name',
        },
      },
      style: 'form',
      explode: true,
    },
  };
}

/**
 * Uploads and imports (`consumes: multipart/form-data`) read their one file in the handler
 * (readUploadedFile, which answers 400 "choose a file" without one), so their schema has no body for
 * Fastify to validate; the document still says what to send: one file part.
 */
function withUploadBody(schema: FastifySchema | undefined): FastifySchema | undefined {
  const consumes = (schema as { consumes?: string[] } | undefined)?.consumes;
  if (!schema || schema.body || !consumes?.includes('multipart/form-data')) return schema;
  return {
    ...schema,
    body: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'the file, as one file part' } },
    },
  };
}

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
    transform: ({ schema, url }) => ({ schema: documentedSchema(schema) as FastifySchema, url }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const common: Options = { allErrors: true, useDefaults: true, removeAdditional: true, strict: false };

// Query strings and path parameters arrive as text, so they are coerced ("2" → 2, "a" → ["a"]).
// JSON bodies are typed by the client: a string where an array belongs is a mistake to report, not to fix.
const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
const strict = addFormats(new Ajv({ ...common, coerceTypes: false }));

export function registerValidators(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}

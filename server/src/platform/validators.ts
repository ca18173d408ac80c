import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { numericFieldsKeyword, withNumericStrings } from './numeric-strings.js';
import { textKeyword, withTextHygiene } from './text-hygiene.js';

const common: Options = { allErrors: true, useDefaults: true, removeAdditional: true, strict: false };

// Query strings and path parameters arrive as text, so they are coerced ("2" → 2, "a" → ["a"]).
// JSON bodies are typed by the client: a string where an array belongs is a mistake to report, not to fix.
// The one exception is a numeric string where a number belongs (numeric-strings.ts, decision 064).
const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' })).addKeyword(textKeyword);
const strict = addFormats(new Ajv({ ...common, coerceTypes: false }))
  .addKeyword(textKeyword)
  .addKeyword(numericFieldsKeyword);

// Every string of every route is checked for hidden characters (text-hygiene.ts); the routes' own schema
// objects stay as declared (the OpenAPI document is built from them), so a marked copy is compiled, once.
function compiler(ajv: Ajv, prepare: (schema: unknown) => unknown): (schema: object) => ValidateFunction {
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(prepare(withTextHygiene(schema)) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };
}
const compileBody = compiler(strict, withNumericStrings);
const compileText = compiler(coercing, (schema) => schema);

/** The validator a JSON body goes through, for values that arrive another way (rows of an imported sheet). */
export const bodyValidator = compileBody;

export function registerValidators(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? compileBody(schema) : compileText(schema),
  );
}

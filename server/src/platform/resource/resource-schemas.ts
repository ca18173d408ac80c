import { pageQuerySchema } from '../envelope.js';
import { updateBody } from '../partial-update.js';
import { TEXT_KEYWORD } from '../text-hygiene.js';
import { LATEST_EPOCH_MS } from '../time-schema.js';
import { type BodyField, optionValue, type Resource } from './define-resource.js';

/**
 * The route schemas of a resource, generated from its declaration: the validator, the OpenAPI document
 * (decision 050), text hygiene (decision 053, every text is marked a line or a text area by its type) and
 * partial updates (decision 049: the update body is the create body without defaults) all read these.
 */

type Schema = Record<string, unknown>;

// Numbers are bounded so no value can overflow a database integer (a 400 naming the field, never a 500
// from PostgreSQL); a declaration narrows them.
const INTEGER_BOUNDS = { minimum: -2_147_483_648, maximum: 2_147_483_647 };
const NUMBER_BOUNDS = { minimum: -1e15, maximum: 1e15 };
const TIME_BOUNDS = { minimum: 0, maximum: LATEST_EPOCH_MS };

const JSON_TYPES = {
  string: 'string',
  text: 'string',
  integer: 'integer',
  number: 'number',
  time: 'integer',
  object: 'object',
};

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

/** The schema of one field's value, as a body carries it. */
export function valueSchema(field: BodyField): Schema {
  const { spec, type } = field;
  const json = JSON_TYPES[type];
  const schema: Schema = { type: spec.nullable ? [json, 'null'] : json };
  if (json === 'object') schema.additionalProperties = true;
  if (spec.options) {
    const values: unknown[] = spec.options.map(optionValue);
    schema.enum = spec.nullable ? [...values, null] : values;
  }
  if (json === 'string' && !spec.options) schema[TEXT_KEYWORD] = type === 'text' ? 'multiline' : 'line';
  if (spec.minLength !== undefined) schema.minLength = spec.minLength;
  if (spec.maxLength !== undefined) schema.maxLength = spec.maxLength;
  if (json !== 'string' && json !== 'object' && !spec.options) {
    const bounds = type === 'time' ? TIME_BOUNDS : type === 'number' ? NUMBER_BOUNDS : INTEGER_BOUNDS;
    schema.minimum = spec.minimum ?? bounds.minimum;
    schema.maximum = spec.maximum ?? bounds.maximum;
  }
  if (spec.default !== undefined) schema.default = spec.default;
  if (spec.description) schema.description = spec.description;
  return schema;
}

// One object per resource: the validator compiles a schema once per object (validators.ts).
const createBodies = new WeakMap<Resource, Schema>();

/** POST's body: the writable fields and inputs; unknown fields are dropped by the validator (removeAdditional). */
export function createBodySchema(resource: Resource): Schema {
  let schema = createBodies.get(resource);
  if (!schema) {
    schema = {
      type: 'object',
      additionalProperties: false,
      required: resource.body.filter((f) => f.spec.required).map((f) => f.name),
      properties: Object.fromEntries(resource.body.map((f) => [f.name, valueSchema(f)])),
    };
    createBodies.set(resource, schema);
  }
  return schema;
}

const updateBodies = new WeakMap<Resource, Schema>();

/**
 * PUT's body: the same without defaults, so a field left out keeps its stored value; with the version the save
 * was based on when the resource counts its saves (a stale one is refused, 409), which no create takes.
 */
export function updateBodySchema(resource: Resource): Schema {
  let schema = updateBodies.get(resource);
  if (!schema) {
    const body = updateBody(createBodySchema(resource));
    schema = resource.version
      ? {
          ...body,
          properties: {
            ...(body.properties as Record<string, unknown>),
            [resource.version]: { type: 'integer', minimum: 0, maximum: INTEGER_BOUNDS.maximum },
          },
        }
      : body;
    updateBodies.set(resource, schema);
  }
  return schema;
}

/** The list's query string: paging (SPEC §9), keyword, sort, and the declared filters. */
export function listQuerySchema(resource: Resource): Schema {
  const properties: Record<string, unknown> = { ...pageQuerySchema };
  for (const field of resource.fields.values()) {
    const { filter } = field.spec;
    if (!filter) continue;
    // A filter's value is never null, and has no default: a list without it is not filtered.
    const value: Schema = { ...valueSchema(field), type: JSON_TYPES[field.type] };
    delete value.default;
    if (Array.isArray(value.enum)) value.enum = value.enum.filter((v) => v !== null);
    if (filter === 'eq') properties[field.name] = value;
    if (filter === 'contains') properties[field.name] = { type: 'string', maxLength: 100 };
    if (filter === 'in') properties[field.name] = { type: 'array', maxItems: 100, items: value };
    if (filter === 'range') {
      properties[`${field.name}Start`] = value;
      properties[`${field.name}End`] = value;
    }
  }
  for (const [name, filter] of Object.entries(resource.filters ?? {})) properties[name] = filter.schema;
  return { type: 'object', properties };
}

/**
 * A small valid value of a request schema, for a declared route that has no hand-written request:
 * the schema's input JSON Schema (zod's own `toJSONSchema`) walked to the least it asks for
 * (required fields only, minimum lengths and counts, the first of each choice), then checked
 * against the zod schema itself. A field the schema refuses (a refinement or a pipe the JSON
 * Schema cannot say, such as an e-mail behind a trim) gets the next of a few common shapes, and an
 * object refused as a whole (at least one field) gets its optional fields too. A schema still
 * refusing gives `undefined`: the route then needs its line in requests.ts.
 */
import { z } from 'zod';

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  type?: string | string[];
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
};

/** Values for the string formats zod's JSON Schema names; anything else gets letters. */
const FORMATS: Record<string, string> = {
  email: 'sample@example.com',
  uri: 'https://example.com/sample',
  url: 'https://example.com/sample',
  uuid: '00000000-0000-4000-8000-000000000000',
  'date-time': '2030-01-01T00:00:00.000Z',
  date: '2030-01-01',
  time: '12:00:00',
};

/** Strings to try, in turn, in a field that refused the first. */
const STRING_SHAPES = [
  'sample@example.com',
  'https://example.com/sample',
  '/sample',
  '1.0.0',
  '2030-01-01T00:00:00.000Z',
  '00000000-0000-4000-8000-000000000000',
  'sample-1',
];

interface Walk {
  defs: Record<string, JsonSchema>;
  /** Every property, not only the required ones. */
  optional?: boolean;
  /** Numbers as large as allowed: an id that names nothing (fixtures count up from 1). */
  large?: boolean;
}

/** The largest id the walk makes: within PostgreSQL's integer, so a lookup finds nothing, never fails. */
const LARGE_ID = 2_000_000_000;

function sampleJson(schema: JsonSchema, walk: Walk): unknown {
  const { defs } = walk;
  if (schema.$ref) return sampleJson(defs[schema.$ref.split('/').pop() ?? ''] ?? {}, walk);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sampleJson(choices.find((choice) => choice.type !== 'null') ?? choices[0]!, walk);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleJson(part, walk)));
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (walk.optional ? Object.keys(schema.properties ?? {}) : (schema.required ?? [])).map((key) => [
          key,
          sampleJson(schema.properties?.[key] ?? {}, { ...walk, optional: false }),
        ]),
      );
    case 'array': {
      const prefix = (schema.prefixItems ?? []).map((item) => sampleJson(item, walk));
      const rest = Math.max(0, (schema.minItems ?? 0) - prefix.length);
      return [...prefix, ...Array.from({ length: rest }, () => sampleJson(schema.items ?? {}, walk))];
    }
    case 'string':
      return FORMATS[schema.format ?? ''] ?? 'sample'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      if (walk.large) return Math.min(schema.maximum ?? LARGE_ID, LARGE_ID);
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return true;
    default:
      return schema.default ?? null;
  }
}

/**
 * A valid input of the schema, or `undefined` when the walk cannot make one. `large`: numbers as
 * large as allowed, for an id that names nothing.
 */
export function sampleOf(schema: z.ZodType, { large = false } = {}): unknown {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
  const defs = json.$defs ?? {};
  let value = sampleJson(json, { defs, large });
  const tried = new Map<string, number>();
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = schema.safeParse(value);
    if (result.success) return value;
    for (const { path } of result.error.issues) {
      if (path.length === 0) {
        if (tried.has('')) return undefined;
        tried.set('', 0);
        value = sampleJson(json, { defs, large, optional: true });
        break;
      }
      const key = path.join('.');
      const next = tried.get(key) ?? 0;
      if (next >= STRING_SHAPES.length) return undefined;
      tried.set(key, next + 1);
      value = withValueAt(value, path, STRING_SHAPES[next]);
    }
  }
  return undefined;
}

/** A copy of `value` with `replacement` at `path`. */
function withValueAt(value: unknown, path: readonly PropertyKey[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<PropertyKey, unknown>;
  copy[head as PropertyKey] = withValueAt(copy[head as PropertyKey], rest, replacement);
  return copy;
}

import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

export const COMPONENT_PREFIX = "#/components/schemas/";

type Registry = z.core.$ZodRegistry<{ id: string }>;

// All schemas of a registry as OpenAPI components, cross-referenced by $ref. Responses are
// converted as "output" (what the server sends), request bodies as "input" (what it accepts,
// i.e. before transforms such as trimming and lower-casing, with defaulted fields optional).
export function componentsOf(registry: Registry, io: "input" | "output"): Record<string, JsonSchema> {
  const converted = z.toJSONSchema(registry, {
    io,
    target: "draft-2020-12",
    uri: (id) => `${COMPONENT_PREFIX}${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  const finish = io === "input" ? (schema: JsonSchema) => defaultsAsProse(bare(schema)) : bare;
  return Object.fromEntries(Object.entries(converted.schemas).map(([name, schema]) => [name, finish(schema)]));
}

// A request field with a default is one the client may leave out, but openapi-typescript (and
// other generators) type a property with `default` as always present. The default moves into
// the description (docs/decisions/122-request-schemas-in-openapi.md).
export function defaultsAsProse(schema: JsonSchema): JsonSchema {
  const { default: value, ...rest } = schema;
  const result: JsonSchema = { ...rest };
  if (value !== undefined) {
    const note = `Optional; when omitted: \`${JSON.stringify(value)}\`.`;
    result.description = typeof rest.description === "string" ? `${rest.description.replace(/\.?$/, ".")} ${note}` : note;
  }
  if (isSchema(rest.items)) result.items = defaultsAsProse(rest.items);
  if (isSchema(rest.additionalProperties)) result.additionalProperties = defaultsAsProse(rest.additionalProperties);
  if (isSchema(rest.properties)) {
    result.properties = Object.fromEntries(Object.entries(rest.properties).map(([k, v]) => [k, defaultsAsProse(v as JsonSchema)]));
  }
  for (const key of ["anyOf", "oneOf", "allOf", "prefixItems"]) {
    if (Array.isArray(rest[key])) result[key] = (rest[key] as JsonSchema[]).map(defaultsAsProse);
  }
  return result;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// One schema inline (parameters), converted as input.
export function inputSchemaOf(schema: z.ZodType): JsonSchema {
  return bare(z.toJSONSchema(schema, { io: "input", target: "draft-2020-12" }) as JsonSchema);
}

// $schema and $id belong to standalone JSON Schema documents, not to OpenAPI components.
function bare(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

// Path and query values arrive as strings; the request schemas accept digits only and turn
// them into numbers. Documented as integers so generated clients get numeric parameters
// (docs/decisions/081-openapi-numeric-parameters.md).
export function parameterSchema(schema: JsonSchema): JsonSchema {
  if (schema.type !== "string") return schema;
  if (schema.pattern === "^[1-9]\\d*$") return { type: "integer", minimum: 1, ...pick(schema, "description", "default") };
  if (schema.pattern === "^\\d+$") return { type: "integer", minimum: 0, ...pick(schema, "description", "default") };
  return schema;
}

function pick(schema: JsonSchema, ...keys: string[]): JsonSchema {
  return Object.fromEntries(keys.filter((k) => schema[k] !== undefined).map((k) => [k, schema[k]]));
}

import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

export const COMPONENT_PREFIX = "#/components/schemas/";

type Registry = z.core.$ZodRegistry<{ id: string }>;

// All schemas of a registry as OpenAPI components, cross-referenced by $ref. Responses are
// converted as "output" (what the server sends), request bodies as "input" (what it accepts,
// i.e. before transforms such as trimming and lower-casing).
export function componentsOf(registry: Registry, io: "input" | "output"): Record<string, JsonSchema> {
  const converted = z.toJSONSchema(registry, {
    io,
    target: "draft-2020-12",
    uri: (id) => `${COMPONENT_PREFIX}${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(Object.entries(converted.schemas).map(([name, schema]) => [name, bare(schema)]));
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

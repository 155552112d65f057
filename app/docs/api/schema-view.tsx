// Renders a JSON Schema (as the generator emits it) as nested, readable lists.
export type Schema = Record<string, unknown>;

const REF_PREFIX = "#/components/schemas/";

export function refName(schema: Schema): string | null {
  return typeof schema.$ref === "string" && schema.$ref.startsWith(REF_PREFIX) ? schema.$ref.slice(REF_PREFIX.length) : null;
}

// A one-line type such as "string (date-time) | null", "array of Stage" or "integer 1–4".
export function TypeLabel({ schema }: { schema: Schema }) {
  const name = refName(schema);
  if (name) return <a className="font-mono text-brand-700 underline" href={`#schema-${name}`}>{name}</a>;
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) {
    return (
      <span>
        {variants.map((v, i) => (
          <span key={i}>
            {i > 0 && <span className="text-slate-500"> | </span>}
            <TypeLabel schema={v} />
          </span>
        ))}
      </span>
    );
  }
  if (schema.type === "array") {
    return (
      <span>
        array of <TypeLabel schema={(schema.items as Schema) ?? {}} />
      </span>
    );
  }
  return <span className="font-mono">{describeScalar(schema)}</span>;
}

function describeScalar(schema: Schema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type ?? "any");
  const details: string[] = [];
  if (typeof schema.format === "string") details.push(schema.format);
  else if (typeof schema.pattern === "string") details.push(`pattern ${schema.pattern}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    details.push(`${schema.minLength ?? 0}–${schema.maxLength ?? "∞"} chars`);
  }
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  if (isReadableBound(min) || isReadableBound(max)) {
    details.push(`${isReadableBound(min) ? min : "…"}–${isReadableBound(max) ? max : "…"}`);
  }
  return details.length ? `${type} (${details.join(", ")})` : type;
}

// Safe-integer bounds that zod adds to every integer say nothing to a reader.
function isReadableBound(value: unknown): value is number {
  return typeof value === "number" && Math.abs(value) < Number.MAX_SAFE_INTEGER;
}

// An object's properties as a table; nested objects are expanded in place.
export function SchemaView({ schema }: { schema: Schema }) {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties) {
    return (
      <p className="text-sm">
        <TypeLabel schema={schema} />
        {typeof schema.description === "string" && <span className="text-slate-600"> — {schema.description}</span>}
      </p>
    );
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return (
    <ul className="space-y-1 border-l border-slate-200 pl-3 text-sm">
      {Object.entries(properties).map(([name, property]) => {
        const nested = nestedObject(property);
        return (
          <li key={name}>
            <code className="font-semibold">{name}</code>
            {!required.has(name) && <span className="text-slate-500"> (optional)</span>}: <TypeLabel schema={property} />
            {typeof property.description === "string" && <span className="text-slate-600"> — {property.description}</span>}
            {nested && (
              <div className="mt-1">
                <SchemaView schema={nested} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function nestedObject(schema: Schema): Schema | null {
  if (schema.type === "object" && schema.properties) return schema;
  if (schema.type === "array") return nestedObject((schema.items as Schema) ?? {});
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return variants?.map(nestedObject).find(Boolean) ?? null;
}

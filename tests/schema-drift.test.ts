import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The SQL migrations are the source of truth for the database, prisma/schema.prisma for the
// client. This reads the schema file directly (no Prisma engines) and compares it with the
// migrated test database: tables, columns, types, nullability and enum values.

// unsupported: the database type of an Unsupported("…") field (tsvector), which Prisma only carries
type Field = { name: string; column: string; type: string; optional: boolean; list: boolean; nativeType: string | null; unsupported?: string };
type Model = { name: string; table: string; fields: Field[] };
type Enum = { name: string; dbName: string; values: string[] };

const SCALARS = new Set(["Int", "BigInt", "String", "Boolean", "DateTime", "Json", "Float", "Decimal", "Bytes", "Unsupported"]);

function parseSchema(source: string) {
  const text = source.replace(/\/\/.*$/gm, "");
  const enums: Enum[] = [];
  const models: Model[] = [];
  for (const block of text.matchAll(/^(model|enum)\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    const [, kind, name, body] = block;
    const lines = body.split("\n").map((l) => l.trim()).filter(Boolean);
    const mapped = /@@map\("([^"]+)"\)/.exec(body)?.[1];
    if (kind === "enum") {
      enums.push({ name, dbName: mapped ?? name, values: lines.filter((l) => /^\w+$/.test(l)) });
      continue;
    }
    const fields: Field[] = [];
    for (const line of lines) {
      if (line.startsWith("@@")) continue;
      const match = /^(\w+)\s+(\w+)(?:\("(\w+)"\))?(\?|\[\])?(.*)$/.exec(line);
      if (!match) throw new Error(`Cannot read field line in model ${name}: ${line}`);
      const [, fieldName, type, unsupported, modifier, attributes] = match;
      fields.push({
        name: fieldName,
        column: /@map\("([^"]+)"\)/.exec(attributes)?.[1] ?? fieldName,
        type,
        optional: modifier === "?",
        list: modifier === "[]",
        nativeType: /@db\.(\w+(?:\(\d+\))?)/.exec(attributes)?.[1] ?? null,
        ...(unsupported ? { unsupported } : {}),
      });
    }
    models.push({ name, table: mapped ?? name, fields });
  }
  return { models, enums };
}

const schema = parseSchema(readFileSync(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8"));
const enumByName = new Map(schema.enums.map((e) => [e.name, e]));
// relation fields point at other models (or are lists of them) and have no column; a list of a
// scalar (String[]) is an array column
const columnFields = (model: Model) => model.fields.filter((f) => SCALARS.has(f.type) || enumByName.has(f.type));

type Column = { table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: "YES" | "NO"; datetime_precision: number | null };

function expectedType(field: Field): { dataType: string; udtName?: string; precision?: number } {
  if (field.list) {
    if (field.type !== "String") throw new Error(`schema-drift does not know how to check ${field.type}[]`);
    return { dataType: "ARRAY", udtName: "_text" };
  }
  const enumType = enumByName.get(field.type);
  if (enumType) return { dataType: "USER-DEFINED", udtName: enumType.dbName };
  const native = field.nativeType;
  switch (field.type) {
    case "Int":
      return { dataType: native === "SmallInt" ? "smallint" : "integer" };
    case "BigInt":
      return { dataType: "bigint" };
    case "String":
      return { dataType: native?.startsWith("VarChar") ? "character varying" : "text" };
    case "Boolean":
      return { dataType: "boolean" };
    case "Json":
      return { dataType: "jsonb" };
    case "Float":
      return { dataType: "double precision" };
    case "Decimal":
      return { dataType: "numeric" };
    case "Bytes":
      return { dataType: "bytea" };
    case "Unsupported":
      return { dataType: field.unsupported! };
    case "DateTime": {
      if (native === "Date") return { dataType: "date" };
      const precision = /\((\d+)\)/.exec(native ?? "")?.[1];
      return { dataType: "timestamp with time zone", precision: precision ? Number(precision) : undefined };
    }
    default:
      throw new Error(`schema-drift does not know how to check ${field.type}`);
  }
}

let client: pg.Client;
let columns: Column[];

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  columns = (
    await client.query<Column>(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable, datetime_precision
       FROM information_schema.columns WHERE table_schema = 'public'`,
    )
  ).rows;
});

afterAll(async () => {
  await client.end();
});

describe("schema.prisma matches the migrated database", () => {
  it("reads every model and enum of the schema", () => {
    expect(schema.models.length).toBeGreaterThanOrEqual(20);
    expect(schema.models.find((m) => m.name === "Application")?.table).toBe("applications");
    expect(schema.enums.find((e) => e.name === "ApplicationStatus")).toEqual({ name: "ApplicationStatus", dbName: "application_status", values: ["active", "rejected", "hired", "withdrawn"] });
    expect(schema.models.find((m) => m.name === "Role")?.table).toBe("roles");
  });

  it.each(schema.models.map((m) => [m.name, m] as const))("model %s has its table and columns with compatible types", (_name, model) => {
    const tableColumns = columns.filter((c) => c.table_name === model.table);
    expect(tableColumns.length, `table "${model.table}" is missing`).toBeGreaterThan(0);
    for (const field of columnFields(model)) {
      const column = tableColumns.find((c) => c.column_name === field.column);
      expect(column, `${model.name}.${field.name}: column "${model.table}"."${field.column}" is missing`).toBeDefined();
      const expected = expectedType(field);
      const where = `${model.name}.${field.name} ("${model.table}"."${field.column}")`;
      expect(column!.data_type, `${where} type`).toBe(expected.dataType);
      if (expected.udtName) expect(column!.udt_name, `${where} enum type`).toBe(expected.udtName);
      if (expected.precision !== undefined) expect(column!.datetime_precision, `${where} precision`).toBe(expected.precision);
      expect(column!.is_nullable, `${where} nullability (optional in the schema: ${field.optional})`).toBe(field.optional ? "YES" : "NO");
    }
    // and the other way round: a column added by a migration must be in the schema too
    const known = new Set(columnFields(model).map((f) => f.column));
    expect(tableColumns.map((c) => c.column_name).filter((c) => !known.has(c)), `columns of "${model.table}" missing from schema.prisma`).toEqual([]);
  });

  it("has no table that the schema does not model", () => {
    const tables = new Set(columns.map((c) => c.table_name));
    const modelled = new Set([...schema.models.map((m) => m.table), "_prisma_migrations"]);
    expect([...tables].filter((t) => !modelled.has(t))).toEqual([]);
  });

  it("has every enum with exactly the schema's values", async () => {
    const rows = (
      await client.query<{ type: string; value: string }>(
        `SELECT t.typname AS type, e.enumlabel AS value FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
         JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' ORDER BY t.typname, e.enumsortorder`,
      )
    ).rows;
    const inDatabase = Object.fromEntries(schema.enums.map((e) => [e.dbName, rows.filter((r) => r.type === e.dbName).map((r) => r.value).sort()]));
    const inSchema = Object.fromEntries(schema.enums.map((e) => [e.dbName, [...e.values].sort()]));
    expect(inDatabase).toEqual(inSchema);
    expect([...new Set(rows.map((r) => r.type))].sort()).toEqual(schema.enums.map((e) => e.dbName).sort());
  });
});

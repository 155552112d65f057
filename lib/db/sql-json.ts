import type { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { Page } from "@/lib/schemas/responses/common";

// Fragments for response bodies built by Postgres (decision 056). They must print exactly what
// JSON.stringify prints for the same values, so a body built in SQL and one built in JavaScript
// are interchangeable for every client and for the OpenAPI response checks.

// SQL for a JSON value of the shape T, and a statement whose one row's `body` is such a value as
// text (docs/decisions/212). T is a compile-time tag only: it comes from the zod response schema a
// `jsonObject` was built from, so a statement's JSON shape and the documented response cannot
// drift apart in their fields. A column or expression whose JSON the helpers cannot see into
// (a jsonb column, an ARRAY of scalars) is named with `jsonValue<T>`.
declare const jsonShape: unique symbol;
export type SqlJson<T> = Prisma.Sql & { readonly [jsonShape]: T };
declare const bodyShape: unique symbol;
export type BodyStatement<T> = Prisma.Sql & { readonly [bodyShape]: T };

// a scalar field takes any SQL expression; an object or array field takes JSON built for its shape
type FieldSql<V> = [NonNullable<V>] extends [readonly unknown[] | Record<string, unknown>] ? SqlJson<V> : Prisma.Sql;
export type JsonFields<T> = { [K in keyof T]-?: FieldSql<T[K]> };

// json_build_object with exactly the schema's fields, in the schema's order.
export function jsonObject<S extends z.ZodObject>(schema: S, fields: JsonFields<z.output<S>>): SqlJson<z.output<S>> {
  const given = fields as Record<string, Prisma.Sql>;
  const keys = Object.keys(schema.shape);
  const extra = Object.keys(given).filter((key) => !keys.includes(key));
  if (extra.length) throw new Error(`jsonObject: fields not in the schema: ${extra.join(", ")}`);
  const pairs = keys.map((key) => {
    if (!given[key]) throw new Error(`jsonObject: no SQL for the schema's field ${key}`);
    return Prisma.sql`${Prisma.raw(`'${key}'`)}, ${given[key]}`;
  });
  return Prisma.sql`json_build_object(${Prisma.join(pairs, ", ")})` as SqlJson<z.output<S>>;
}

// The JSON array of `element` over the rows of `from` (FROM ... WHERE ...), in `orderBy` order; [] for none.
export function jsonList<T>(element: SqlJson<T>, orderBy: Prisma.Sql, from: Prisma.Sql): SqlJson<T[]> {
  return Prisma.sql`(SELECT ${jsonAgg(element, orderBy)} ${from})` as SqlJson<T[]>;
}

// The aggregate itself, for a statement whose own FROM supplies the rows.
export function jsonAgg<T>(element: SqlJson<T>, orderBy: Prisma.Sql): SqlJson<T[]> {
  return Prisma.sql`COALESCE(json_agg(${element} ORDER BY ${orderBy}), '[]'::json)` as SqlJson<T[]>;
}

export const emptyJsonList = Prisma.sql`'[]'::json` as SqlJson<never[]>;

// An expression whose JSON is already of the shape T (a json/jsonb column, ARRAY(...) of scalars).
export function jsonValue<T>(sql: Prisma.Sql): SqlJson<T> {
  return sql as SqlJson<T>;
}

// SELECT <body>::text AS body [rest]: the statement a read route runs (decision 056). `before`
// holds a WITH clause; `rest` the FROM and WHERE that give the one row (no row: 404).
export function bodyStatement<T>(body: SqlJson<T>, rest: Prisma.Sql = Prisma.empty, before: Prisma.Sql = Prisma.empty): BodyStatement<T> {
  return Prisma.sql`${before} SELECT (${body})::text AS body ${rest}` as BodyStatement<T>;
}

// A timestamptz as Date.prototype.toJSON prints it: UTC, milliseconds, "Z". to_char rounds the
// microseconds Postgres keeps to the nearest millisecond, as the Prisma-read Dates of the other
// endpoints do (tests/sql-built-bodies.test.ts holds both to it).
export function isoTime(column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

// The `page` object of every list (OpenAPI document, Formats), with the total as an SQL expression.
export function pageJson(query: { limit: number; offset: number }, total: Prisma.Sql): SqlJson<z.output<typeof Page>> {
  return jsonObject(Page, { limit: Prisma.sql`${query.limit}::int`, offset: Prisma.sql`${query.offset}::bigint`, total });
}

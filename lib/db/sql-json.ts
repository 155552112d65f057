import { Prisma } from "@/lib/generated/prisma/client";

// Fragments for response bodies built by Postgres (decision 056). They must print exactly what
// JSON.stringify prints for the same values, so a body built in SQL and one built in JavaScript
// are interchangeable for every client and for the OpenAPI response checks.

// A timestamptz as Date.prototype.toJSON prints it: UTC, milliseconds, "Z". to_char rounds the
// microseconds Postgres keeps to the nearest millisecond, as the Prisma-read Dates of the other
// endpoints do (tests/sql-built-bodies.test.ts holds both to it).
export function isoTime(column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

// The `page` object of every list (DECISIONS.md, Paging), with the total as an SQL expression.
export function pageJson(query: { limit: number; offset: number }, total: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`json_build_object('limit', ${query.limit}::int, 'offset', ${query.offset}::bigint, 'total', ${total})`;
}

import { createHash } from "node:crypto";
import { sqlPool } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// Hand-written queries of the hot list endpoints run on the plain pg pool (the same pool Prisma
// uses): Prisma's raw-query path costs about 0.5 ms of CPU per statement (decisions 053, 055).
// Each distinct SQL text becomes a named prepared statement per connection, so the repeated shapes
// of a list endpoint skip parsing and planning. Parameters stay bound; pg maps int4 to number,
// timestamptz to Date, text[] to string[], json to objects. Cast counts to int: bigint arrives as a
// string.
export async function sqlRows<Rows extends object[]>(query: Prisma.Sql): Promise<Rows> {
  const { rows } = await sqlPool().query({ name: statementName(query.text), text: query.text, values: query.values as unknown[] });
  return rows as Rows;
}

// A statement whose one row holds a whole response body, built as JSON by Postgres in a column
// `body` cast to text: Node neither parses the rows nor serializes them again (decision 056).
// No row, or a NULL body, means the thing asked for is not there (the caller answers 404).
export async function sqlJsonBody(query: Prisma.Sql): Promise<string | null> {
  const [row] = await sqlRows<{ body: string | null }[]>(query);
  return row?.body ?? null;
}

function statementName(text: string): string {
  return `q_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
}

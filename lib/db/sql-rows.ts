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
  const text = query.text;
  const name = `q_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  const { rows } = await sqlPool().query({ name, text, values: query.values as unknown[] });
  return rows as Rows;
}

import type { Tx } from "@/lib/db";

// An application's id drawn before its row is written: a stored résumé's URL names the application
// (decision 190), so the careers apply and an application by e-mail take the id first.
export async function nextApplicationId(tx: Tx): Promise<number> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('applications', 'id'))::int AS id`;
  return row.id;
}

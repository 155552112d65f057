import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";

// GET /api/orgs/me/rejection-reasons: any member reads the list (reject dialogs offer it).
export async function listRejectionReasons(caller: Caller, tx: Tx = db) {
  const rows = await tx.rejectionReason.findMany({
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, label: true, archivedAt: true },
  });
  return { reasons: rows.map((r) => ({ id: r.id, label: r.label, archived: r.archivedAt !== null })) };
}

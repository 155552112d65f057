import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { panelSelect, toPanels } from "./to-panel";

// GET /api/applications/{id}/panels: the application's panel days, newest first, cancelled ones
// included, each with its interviews (whoever reads the application reads them)
export async function listPanels(caller: Caller, applicationId: number) {
  return db.$transaction(async (tx) => {
    if (!isStorableId(applicationId)) throw new NotFound("Application");
    const application = await tx.application.findFirst({ where: { id: applicationId }, select: { id: true } });
    if (!application) throw new NotFound("Application");
    const rows = await tx.interviewPanel.findMany({ where: { applicationId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 50, select: panelSelect });
    return toPanels(tx, rows);
  });
}

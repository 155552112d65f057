import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { cancelLockedInterview } from "@/lib/server/interviews/cancel-locked-interview";
import { lockPanel } from "./panel-access";
import { toPanel } from "./to-panel";

// DELETE /api/panels/{id}: every scheduled interview of the day is cancelled through the cancel of a
// single interview (a CANCEL to everyone invited), and the panel is marked cancelled, in one transaction
export async function cancelPanel(caller: Caller, id: number) {
  return db.$transaction(async (tx) => {
    const { panel, application, rows } = await lockPanel(tx, caller, id);
    const actor = actorOf(caller);
    for (const row of rows) await cancelLockedInterview(tx, actor, caller.orgId, row, application);
    const cancelled = await tx.interviewPanel.update({ where: { id: panel.id }, data: { status: "cancelled" }, select: { id: true, applicationId: true, stageId: true, status: true, createdAt: true } });
    await recordAudit(tx, actor, {
      organizationId: caller.orgId,
      action: "panel.cancelled",
      targetType: "application",
      targetId: application.id,
      targetLabel: application.label,
      metadata: { panelId: panel.id, startsAt: rows[0]?.startsAt.toISOString() ?? null, timeZone: rows[0]?.timeZone ?? null, interviews: rows.length },
    });
    return toPanel(tx, cancelled);
  });
}

import type { Caller } from "@/lib/auth/caller";
import { Conflict } from "@/lib/errors";
import type { MovePanelBody } from "@/lib/schemas/panel";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { bookingTransaction } from "@/lib/server/interviews/booking-conflict";
import { changeInterview } from "@/lib/server/interviews/change-interview";
import { lockPanel } from "./panel-access";
import { toPanel } from "./to-panel";
import { refuseTakenTimes } from "./taken-times";
import { refuseOverLimit } from "./weekly-limits";

// PATCH /api/panels/{id}: the whole day moves by shiftMinutes, or so that its first interview starts
// at startsAt, keeping the gaps between its interviews; each through the change of a single
// interview (a new invitation, SEQUENCE raised), all in one transaction: one interviewer not free at
// the new time is a 409 naming them, and nothing moves. The weekly limits are checked for the new weeks.
export async function movePanel(caller: Caller, id: number, body: MovePanelBody) {
  return bookingTransaction(async (tx) => {
    const { panel, application, rows } = await lockPanel(tx, caller, id);
    if (rows.length === 0) throw new Conflict("This panel day has no scheduled interview left to move");
    const first = rows[0].startsAt.getTime();
    const shift = body.startsAt ? body.startsAt.getTime() - first : body.shiftMinutes! * 60_000;
    if (shift === 0) return toPanel(tx, panel);
    const moved = rows.map((row) => ({ row, startsAt: new Date(row.startsAt.getTime() + shift), endsAt: new Date(row.endsAt.getTime() + shift) }));
    const people = new Map((await tx.user.findMany({ where: { id: { in: rows.flatMap((r) => r.interviewerIds) } }, select: { id: true, name: true } })).map((u) => [u.id, u.name]));
    await refuseOverLimit(
      tx,
      caller.orgId,
      moved.flatMap((m) => m.row.interviewerIds.map((interviewerId) => ({ interviewerId, name: people.get(interviewerId) ?? interviewerId, startsAt: m.startsAt }))),
      rows.map((r) => r.id),
    );
    await refuseTakenTimes(
      tx,
      caller.orgId,
      moved.flatMap((m) => m.row.interviewerIds.map((interviewerId) => ({ interviewerId, name: people.get(interviewerId) ?? interviewerId, title: m.row.title, startsAt: m.startsAt, endsAt: m.endsAt }))),
      rows[0].timeZone,
      rows.map((r) => r.id),
    );
    const actor = actorOf(caller);
    // later first when moving later, earlier first when moving earlier: a panel's interviews never
    // share an interviewer, but this keeps each step clear of the day's own old times all the same
    for (const m of shift > 0 ? [...moved].reverse() : moved) {
      await changeInterview(tx, actor, caller.orgId, m.row, application, { startsAt: m.startsAt, endsAt: m.endsAt });
    }
    await tx.interviewPanel.update({ where: { id: panel.id }, data: { updatedAt: new Date() } });
    await recordAudit(tx, actor, {
      organizationId: caller.orgId,
      action: "panel.moved",
      targetType: "application",
      targetId: application.id,
      targetLabel: application.label,
      metadata: { panelId: panel.id, previousStartsAt: new Date(first).toISOString(), startsAt: new Date(first + shift).toISOString(), timeZone: rows[0].timeZone, interviews: rows.length },
    });
    return toPanel(tx, panel);
  });
}

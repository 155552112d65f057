import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { Conflict, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { lockedInterviewRow, managedApplication } from "@/lib/server/interviews/interview-access";
import { panelSelect } from "./to-panel";

// A panel day the caller sees (404 otherwise: it is read with its application), locked for a change
// as a whole, with its application (403 unless they schedule on its job) and its scheduled
// interviews, locked too, by start time. Only a scheduled panel changes (409).
export async function lockPanel(tx: Tx, caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Panel");
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM interview_panels WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new NotFound("Panel");
  const panel = await tx.interviewPanel.findUniqueOrThrow({ where: { id }, select: panelSelect });
  const application = await managedApplication(tx, caller, panel.applicationId);
  if (panel.status !== "scheduled") throw new Conflict(`This panel day is ${panel.status}; only a scheduled one can be changed`);
  const ids = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM interviews WHERE panel_id = ${id} AND status = 'scheduled' ORDER BY starts_at, id FOR UPDATE`;
  const rows = [];
  for (const row of ids) rows.push(await lockedInterviewRow(tx, row.id));
  return { panel, application, rows };
}

import type { Tx } from "@/lib/db";
import { interviewSelect, toInterviews, type Interview } from "@/lib/server/interviews/to-interview";

export const panelSelect = { id: true, applicationId: true, stageId: true, status: true, createdAt: true } as const;
type PanelRow = { id: number; applicationId: number; stageId: number | null; status: string; createdAt: Date };
export type Panel = { id: number; applicationId: number; stageId: number | null; status: "scheduled" | "cancelled"; createdAt: string; interviews: Interview[] };

// Panels as the API answers them, each with its interviews by start time (the caller's policies
// decide which interviews they read, as for the application's list)
export async function toPanels(tx: Tx, rows: PanelRow[]): Promise<Panel[]> {
  if (rows.length === 0) return [];
  const interviews = await toInterviews(
    tx,
    await tx.interview.findMany({ where: { panelId: { in: rows.map((r) => r.id) } }, orderBy: [{ startsAt: "asc" }, { id: "asc" }], select: interviewSelect }),
  );
  return rows.map((r) => ({
    id: r.id,
    applicationId: r.applicationId,
    stageId: r.stageId,
    status: r.status as Panel["status"],
    createdAt: r.createdAt.toISOString(),
    interviews: interviews.filter((i) => i.panelId === r.id),
  }));
}

export async function toPanel(tx: Tx, row: PanelRow): Promise<Panel> {
  const [panel] = await toPanels(tx, [row]);
  return panel;
}

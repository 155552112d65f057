import type { Tx } from "@/lib/db";
import { now } from "@/lib/clock";
import { scrubText, type PersonalData } from "@/lib/server/candidates/scrub-personal-data";

// In the erasure's transaction (docs/decisions/197, 370): an erased person's interviews stay as
// the team's history (when, with whom), without the instructions written for them and with their
// names taken out of titles; one still to come is cancelled, with no mail (their address is gone).
export async function eraseInterviews(tx: Tx, applicationIds: number[], person: PersonalData): Promise<void> {
  if (applicationIds.length === 0) return;
  const rows = await tx.interview.findMany({ where: { applicationId: { in: applicationIds } }, select: { id: true, title: true, status: true, startsAt: true } });
  for (const row of rows) {
    const upcoming = row.status === "scheduled" && row.startsAt > now();
    await tx.interview.update({
      where: { id: row.id },
      // the candidate's manage link stops working: it would show the erased person's interview
      data: { title: scrubText(row.title, person), instructions: null, manageTokenHash: null, ...(upcoming ? { status: "cancelled" } : {}) },
    });
  }
}

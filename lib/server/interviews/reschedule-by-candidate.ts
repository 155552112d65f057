import { db } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import type { CandidateRescheduleBody } from "@/lib/schemas/interview";
import { SYSTEM_ACTOR } from "@/lib/server/audit/record-audit";
import { bookingTransaction } from "./booking-conflict";
import { candidateView, interviewByToken, refuseOverMoveLimit, refuseUnlessOpen, rescheduleSlots } from "./candidate-interview-access";
import { changeInterview } from "./change-interview";
import { notifyInterviewOwner } from "./notify-interview-owner";
import { asHolderOf } from "@/lib/server/public/public-scope";

// POST /api/public/interviews/{token}/reschedule: the candidate moves their interview to one of the
// offered times before the cut-off, by the team's own reschedule (invitations with SEQUENCE raised,
// `interview.rescheduled`, audited as the candidate). A time taken since is a 409, as when booking;
// so is a move past the limit, and one chosen against a time that another move has changed since:
// of racing moves one wins, and the invitations go out once (decision 454).
export async function rescheduleByCandidate(token: string, body: CandidateRescheduleBody) {
  return asHolderOf("interview", token, async () => {
    const found = await interviewByToken(db, token);
    refuseUnlessOpen(found);
    refuseOverMoveLimit(found.row);
    const slot = (await rescheduleSlots(db, found.row, body.timeZone ?? found.row.timeZone)).find((s) => s.start === body.startsAt.getTime());
    if (!slot) throw new Conflict("That time is no longer free; pick another");
    return bookingTransaction(async (tx) => {
      const locked = await interviewByToken(tx, token, true);
      refuseUnlessOpen(locked);
      refuseOverMoveLimit(locked.row);
      if (locked.row.sequence !== found.row.sequence) throw new Conflict("This interview was changed a moment ago; reload the page to see its time");
      await tx.interview.update({ where: { id: locked.row.id }, data: { candidateMoves: { increment: 1 } } });
      const moved = await changeInterview(tx, SYSTEM_ACTOR, locked.row.organizationId, locked.row, locked.application, { startsAt: new Date(slot.start), endsAt: new Date(slot.end) });
      await notifyInterviewOwner(tx, locked, locked.row.createdById, "moved", moved.startsAt);
      return candidateView(moved);
    });
  });
}

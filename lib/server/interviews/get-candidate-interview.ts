import { db } from "@/lib/db";
import { candidateState, candidateView, interviewByToken, movesLeft, rescheduleSlots } from "./candidate-interview-access";
import { asHolderOf } from "@/lib/server/public/public-scope";

// GET /api/public/interviews/{token}: the candidate's own interview, whether (and until when) they
// may still move or cancel it, how many more times they may move it, and the times to move it to
// while they may. Read outside a
// transaction, as the scheduling link's offer is (docs/decisions/410).
export async function getCandidateInterview(token: string, timeZone: string | undefined) {
  return asHolderOf("interview", token, async () => {
    const found = await interviewByToken(db, token);
    const { state, changeUntil } = candidateState(found);
    const viewerTimeZone = timeZone ?? found.row.timeZone;
    const left = movesLeft(found.row);
    const slots = state === "open" && left > 0 ? await rescheduleSlots(db, found.row, viewerTimeZone) : [];
    return {
      interview: candidateView(found.row),
      job: { title: found.jobTitle },
      org: { name: found.orgName },
      durationMinutes: Math.round((found.row.endsAt.getTime() - found.row.startsAt.getTime()) / 60_000),
      state,
      changeUntil: changeUntil.toISOString(),
      movesLeft: left,
      timeZone: viewerTimeZone,
      slots: slots.map((s) => ({ startsAt: new Date(s.start).toISOString(), endsAt: new Date(s.end).toISOString() })),
    };
  });
}

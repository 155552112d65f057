import { db } from "@/lib/db";
import { SYSTEM_ACTOR } from "@/lib/server/audit/record-audit";
import { cancelLockedInterview } from "./cancel-locked-interview";
import { candidateView, interviewByToken, refuseUnlessOpen } from "./candidate-interview-access";
import { notifyInterviewOwner } from "./notify-interview-owner";
import { asHolderOf } from "@/lib/server/public/public-scope";

// POST /api/public/interviews/{token}/cancel: the candidate cancels their interview before the
// cut-off, as the team's cancel does (CANCEL to everyone, `interview.cancelled`, audited as the candidate).
export async function cancelByCandidate(token: string) {
  return asHolderOf("interview", token, async () => {
    return db.$transaction(async (tx) => {
      const found = await interviewByToken(tx, token, true);
      refuseUnlessOpen(found);
      const cancelled = await cancelLockedInterview(tx, SYSTEM_ACTOR, found.row.organizationId, found.row, found.application);
      await notifyInterviewOwner(tx, found, found.row.createdById, "cancelled", cancelled.startsAt);
      return candidateView(cancelled);
    });
  });
}

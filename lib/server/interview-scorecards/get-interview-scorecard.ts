import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { findScorecardInterview, scorecardView } from "./read-interview-scorecard";

// GET /api/interviews/{id}/scorecard: the caller's own scorecard for an interview they see, with
// the kit it is written against (decision 486)
export async function getInterviewScorecard(caller: Caller, id: number) {
  return db.$transaction(async (tx) => scorecardView(tx, await findScorecardInterview(tx, id), caller.userId));
}

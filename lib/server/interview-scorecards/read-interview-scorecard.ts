import type { Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

export const scorecardInterviewSelect = {
  id: true,
  organizationId: true,
  applicationId: true,
  title: true,
  startsAt: true,
  status: true,
  interviewerIds: true,
  planInterviewId: true,
} as const;

// The interview as the caller sees it (404 otherwise): an interviewer reads those they are on.
export async function findScorecardInterview(tx: Tx, id: number) {
  if (!isStorableId(id)) throw new NotFound("Interview");
  const interview = await tx.interview.findFirst({ where: { id }, select: scorecardInterviewSelect });
  if (!interview) throw new NotFound("Interview");
  return interview;
}

// The active kit of a planned interview, in the plan's order; none without a plan
export async function kitOf(tx: Tx, planInterviewId: number | null) {
  if (planInterviewId === null) return { questions: [], attributes: [] };
  const [questions, attributes] = await Promise.all([
    tx.interviewKitQuestion.findMany({ where: { planInterviewId, archivedAt: null }, orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, text: true, guidance: true } }),
    tx.interviewKitAttribute.findMany({ where: { planInterviewId, archivedAt: null }, orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, name: true } }),
  ]);
  return { questions, attributes };
}

// The caller's own scorecard for the interview, in the API's shape (empty when none)
export async function ownScorecard(tx: Tx, interviewId: number, userId: string) {
  const row = await tx.interviewScorecard.findUnique({
    where: { interviewId_authorId: { interviewId, authorId: userId } },
    select: {
      notes: true,
      recommendation: true,
      ratings: { select: { attributeId: true, score: true }, orderBy: { attributeId: "asc" } },
      answers: { select: { questionId: true, note: true }, orderBy: { questionId: "asc" } },
    },
  });
  return {
    ratings: row?.ratings ?? [],
    answers: row?.answers ?? [],
    notes: row?.notes ?? null,
    recommendation: (row?.recommendation ?? null) as "strong_no" | "no" | "yes" | "strong_yes" | null,
    submitted: row !== null,
  };
}

export async function scorecardView(tx: Tx, interview: { id: number; title: string; startsAt: Date; applicationId: number; planInterviewId: number | null }, userId: string) {
  const [kit, own] = await Promise.all([kitOf(tx, interview.planInterviewId), ownScorecard(tx, interview.id, userId)]);
  return {
    interview: { id: interview.id, title: interview.title, startsAt: interview.startsAt.toISOString(), applicationId: interview.applicationId },
    kit,
    ...own,
  };
}

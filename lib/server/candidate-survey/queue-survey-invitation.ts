import { nowMs } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { enqueueJobs } from "@/lib/queue/boss";
import { CANDIDATE_SURVEY_QUEUE } from "@/lib/queue/queues";
import type { SurveyOutcome } from "@/lib/schemas/candidate-survey";
import { SURVEY_DELAY_MS } from "./survey-token";

// An application just ended (rejected, hired, withdrawn), in the transaction that closed it: when
// its organization sends the survey, the queue's job invites the candidate a while later
// (send-survey-invitation.ts), and only if the application still ended that way by then (an Undo
// reopens it at once).
export async function queueSurveyInvitation(tx: Tx, application: { id: number; organizationId: number }, outcome: SurveyOutcome): Promise<void> {
  const organization = await tx.organization.findUnique({ where: { id: application.organizationId }, select: { sendCandidateSurvey: true } });
  if (!organization?.sendCandidateSurvey) return;
  await enqueueJobs(tx, [{ name: CANDIDATE_SURVEY_QUEUE, data: { applicationId: application.id, outcome }, startAfter: new Date(nowMs() + SURVEY_DELAY_MS) }]);
}

import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import type { SurveyAnswerBody } from "@/lib/schemas/candidate-survey";
import { asHolderOf } from "@/lib/server/public/public-scope";
import { findSurveyInvitation, surveyStateOf } from "./find-survey-invitation";

export const SURVEY_ANSWERED = "This survey was already answered: one answer per application.";
export const SURVEY_EXPIRED = "This survey link has expired.";

// POST /api/public/surveys/{token} (docs/decisions/499): the one answer of an application. The
// invitation is marked answered and the answer stored apart, in one transaction, with nothing that
// leads from one to the other: the answer keeps the job, the stage the application reached, how it
// ended and the month (UTC), never the application, the candidate, the invitation or a precise time,
// and its id is random. The invitation row is locked first, so two submissions store one answer.
export async function answerSurvey(token: string, answer: SurveyAnswerBody): Promise<void> {
  await asHolderOf("survey", token, () =>
    db.$transaction(async (tx) => {
      const found = await findSurveyInvitation(tx, token);
      await tx.$queryRaw`SELECT id FROM survey_invitations WHERE id = ${found.id} FOR UPDATE`;
      const invitation = await findSurveyInvitation(tx, token);
      const state = surveyStateOf(invitation);
      if (state === "answered") throw new Conflict(SURVEY_ANSWERED);
      if (state === "expired") throw new Conflict(SURVEY_EXPIRED);
      await tx.surveyInvitation.updateMany({ where: { id: invitation.id }, data: { answered: true } });
      const month = now().toISOString().slice(0, 7) + "-01";
      // no RETURNING: the link's scope writes an answer and reads none, not even its own (decision 467)
      await tx.$executeRaw`
        INSERT INTO survey_responses (organization_id, job_id, stage_id, outcome, month, communication, respect, fairness, comment)
        VALUES (${invitation.organizationId}, ${invitation.application.jobId}, ${invitation.application.currentStageId}, ${invitation.outcome},
                ${month}::date, ${answer.communication}, ${answer.respect}, ${answer.fairness}, ${answer.comment})`;
    }),
  );
}

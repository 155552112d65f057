import { db } from "@/lib/db";
import type { SurveyOutcome } from "@/lib/schemas/candidate-survey";
import type { PublicOrganization } from "@/lib/schemas/public";
import { asHolderOf } from "@/lib/server/public/public-scope";
import { findSurveyInvitation, surveyStateOf } from "./find-survey-invitation";

export type SurveyView = { state: "open" | "answered" | "expired"; outcome: SurveyOutcome; job: { title: string }; org: { name: string } };

// GET /api/public/surveys/{token} (docs/decisions/499): whether the survey takes an answer, for
// which job and organization, as the holder of its link, whose scope reaches this application only.
export async function getSurvey(token: string): Promise<{ survey: SurveyView; organization: PublicOrganization }> {
  return asHolderOf("survey", token, async () => {
    const invitation = await findSurveyInvitation(db, token);
    const organization = invitation.application.job.organization;
    return {
      survey: { state: surveyStateOf(invitation), outcome: invitation.outcome as SurveyOutcome, job: { title: invitation.application.job.title }, org: { name: organization.name } },
      organization,
    };
  });
}

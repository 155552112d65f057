import { hashSecret } from "@/lib/auth/api-keys";
import { db } from "@/lib/db";
import { mailLocale } from "@/lib/i18n/email-templates";
import { surveyLink } from "@/lib/mail/secret-links";
import { surveyToken } from "./survey-token";

// The survey link the candidate's page shows (docs/decisions/493, 499): the one the invitation mail
// carried, while the survey waits for an answer and has not expired; in the page holder's scope.
export async function pageSurveyLink(applicationId: number, locale: string, at: Date): Promise<string | null> {
  const invitation = await db.surveyInvitation.findUnique({ where: { applicationId }, select: { tokenHash: true, answered: true, expiresAt: true } });
  if (!invitation || invitation.answered || invitation.expiresAt <= at) return null;
  const token = surveyToken(applicationId);
  return invitation.tokenHash === hashSecret(token) ? surveyLink(token, mailLocale(locale)) : null;
}

import { hashSecret } from "@/lib/auth/api-keys";
import { nowMs } from "@/lib/clock";
import { db } from "@/lib/db";
import { asOrganization } from "@/lib/db/caller-scope";
import { emailTranslator, mailLocale } from "@/lib/i18n/email-templates";
import { surveyLink } from "@/lib/mail/secret-links";
import { queueMail } from "@/lib/mail/send-mail";
import type { SurveyOutcome } from "@/lib/schemas/candidate-survey";
import { SURVEY_LINK_TTL_MS, surveyToken } from "./survey-token";

export type SurveyInvitationJob = { applicationId: number; outcome: SurveyOutcome };

// The queue's job, a while after an application ended (docs/decisions/499): the candidate is
// invited by e-mail, in the language they applied in, to the survey of this application, whose
// link their page shows too. Nothing is sent when the application no longer ended that way (reopened
// by an Undo, or erased), the organization has turned the survey off meanwhile, the candidate was
// erased, or the invitation exists already (a retry of this job).
export async function sendSurveyInvitation({ applicationId, outcome }: SurveyInvitationJob): Promise<"invited" | "skipped"> {
  const application = await db.application.findUnique({
    where: { id: applicationId },
    select: {
      id: true,
      organizationId: true,
      status: true,
      locale: true,
      candidateName: true,
      candidate: { select: { email: true, erasedAt: true } },
      job: { select: { title: true } },
      organization: { select: { name: true, sendCandidateSurvey: true } },
      surveyInvitation: { select: { id: true } },
    },
  });
  if (!application || application.status !== outcome || !application.organization.sendCandidateSurvey) return "skipped";
  if (application.candidate.erasedAt || application.surveyInvitation) return "skipped";
  const token = surveyToken(application.id);
  const locale = mailLocale(application.locale);
  return asOrganization(application.organizationId, () =>
    db.$transaction(async (tx) => {
      // the unique application_id: a second run of this job at the same moment inserts nothing
      const made = await tx.surveyInvitation.createMany({
        data: { organizationId: application.organizationId, applicationId: application.id, tokenHash: hashSecret(token), outcome, expiresAt: new Date(nowMs() + SURVEY_LINK_TTL_MS) },
        skipDuplicates: true,
      });
      if (made.count === 0) return "skipped" as const;
      const t = emailTranslator(locale);
      const words = { candidateName: application.candidateName, jobTitle: application.job.title, orgName: application.organization.name, link: surveyLink(token, locale) };
      await queueMail(tx, {
        organizationId: application.organizationId,
        kind: "candidate_survey",
        to: application.candidate.email,
        subject: t("candidateSurvey.subject", words),
        text: t("candidateSurvey.body", words),
        applicationPage: { applicationId: application.id, locale },
      });
      return "invited" as const;
    }),
  );
}

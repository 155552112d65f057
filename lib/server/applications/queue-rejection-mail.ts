import type { Tx } from "@/lib/db";
import { queueMail } from "@/lib/mail/send-mail";
import { candidateMail } from "@/lib/server/email-templates/candidate-mail";

// The organization's rejection e-mail to the candidate of one application (PATCH with
// notifyCandidate), queued in the transaction of the rejection; an erased candidate gets none.
export async function queueRejectionMail(tx: Tx, organizationId: number, applicationId: number): Promise<void> {
  const application = await tx.application.findFirstOrThrow({
    where: { id: applicationId },
    select: {
      candidateName: true,
      locale: true,
      job: { select: { title: true } },
      organization: { select: { name: true } },
      candidate: { select: { email: true, erasedAt: true } },
    },
  });
  if (application.candidate.erasedAt) return;
  const mail = await candidateMail(tx, organizationId, "rejection", {
    "candidate.name": application.candidateName,
    "job.title": application.job.title,
    "org.name": application.organization.name,
  }, application.locale);
  await queueMail(tx, { organizationId, kind: "rejection", to: application.candidate.email, subject: mail.subject, text: mail.body, applicationPage: { applicationId, locale: application.locale } });
}

import { db } from "@/lib/db";
import { emailTranslator } from "@/lib/i18n/email-templates";
import { queueMail } from "@/lib/mail/send-mail";
import { applicationLabel, recordAudit, type AuditActor } from "@/lib/server/audit/record-audit";
import { asVisitorOf } from "@/lib/server/public/public-scope";
import { mintApplicationLink } from "./application-link";

// Every answer takes at least this long, so a known address (a few inserts per application) cannot
// be told from an unknown one by timing; the mail leaves by the queue after the commit.
export const APPLICATION_LINKS_RESPONSE_FLOOR_MS = 300;
// anyone who knows the address can ask; the links go to the address, never to the asker
const REQUESTER: AuditActor = { userId: null, name: "Careers site visitor" };

// POST /api/public/orgs/{slug}/application-links (docs/decisions/493): a fresh page link for each
// application this address made to the organization, one e-mail per application in its language.
// Older links keep working until they expire. The caller learns nothing of whether any matched.
// An unknown slug answers the same as well: the asker learns nothing of the organization either.
export async function sendApplicationLinks(slug: string, email: string): Promise<void> {
  const started = Date.now();
  await asVisitorOf(slug, () =>
    db.$transaction(async (tx) => {
      const applications = await tx.application.findMany({
        where: { candidate: { email, erasedAt: null } },
        orderBy: { id: "asc" },
        take: 50,
        select: { id: true, organizationId: true, candidateName: true, locale: true, candidate: { select: { email: true } }, job: { select: { title: true } }, organization: { select: { name: true } } },
      });
      for (const application of applications) {
        const link = await mintApplicationLink(tx, application.id);
        const t = emailTranslator(application.locale);
        const words = { candidateName: application.candidateName, jobTitle: application.job.title, orgName: application.organization.name, link };
        await queueMail(tx, {
          organizationId: application.organizationId,
          kind: "application_link",
          to: application.candidate.email,
          subject: t("applicationLink.subject", words),
          text: t("applicationLink.body", words),
        });
        await recordAudit(tx, REQUESTER, {
          organizationId: application.organizationId,
          action: "application.link_requested",
          targetType: "application",
          targetId: application.id,
          targetLabel: applicationLabel(application.candidateName, application.job.title),
        });
      }
    }),
  );
  const wait = APPLICATION_LINKS_RESPONSE_FLOOR_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

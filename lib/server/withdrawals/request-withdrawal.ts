import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { queueMail } from "@/lib/mail/send-mail";
import { applicationLabel, recordAudit, type AuditActor } from "@/lib/server/audit/record-audit";
import type { JobSlugParams } from "@/lib/schemas/public";
import { emailTranslator } from "@/lib/i18n/email-templates";
import { WITHDRAWAL_LINK_TTL_MS, mintWithdrawalLink } from "./mint-withdrawal-link";
import { asVisitorOf } from "@/lib/server/public/public-scope";

// Every answer for an existing job takes at least this long, so a match (a few extra inserts)
// cannot be told from a miss by timing.
export const WITHDRAWAL_RESPONSE_FLOOR_MS = 250;
// anyone who knows the address can ask; only following the link shows it was the candidate
const REQUESTER: AuditActor = { userId: null, name: "Careers site visitor" };

// Endpoint 17. Never withdraws anything: when an active application of this e-mail to this job
// exists, a single-use 24-hour link goes to that address. The caller learns nothing either way;
// the mail queue sends it after the commit, so its delivery's duration does not tell either, and the
// visitor's scope never reads the outbox row back (it may write it, not read it: decision 467).
export async function requestWithdrawal({ slug, jobSlug }: JobSlugParams, email: string): Promise<void> {
  return asVisitorOf(slug, async () => {
    const job = await db.job.findFirst({
      // closed jobs too: a candidate may still leave a process whose posting has ended
      // the slug's organization's jobs only: the public role's policies keep to it
      where: { slug: jobSlug, status: { in: ["open", "closed"] } },
      select: { id: true, title: true, organizationId: true, organization: { select: { name: true } } },
    });
    if (!job) throw new NotFound("Job");

    const started = Date.now();
    await db.$transaction(async (tx) => {
      const application = await tx.application.findFirst({
        where: { jobId: job.id, status: "active", candidate: { email } },
        select: { id: true, candidateName: true, locale: true },
      });
      if (!application) return;
      const { link, expiresAt } = await mintWithdrawalLink(tx, application.id, WITHDRAWAL_LINK_TTL_MS);
      await recordAudit(tx, REQUESTER, {
        organizationId: job.organizationId,
        action: "application.withdrawal_requested",
        targetType: "application",
        targetId: application.id,
        targetLabel: applicationLabel(application.candidateName, job.title),
        metadata: { expiresAt: expiresAt.toISOString() },
      });
      // in the language the candidate applied in (docs/decisions/363)
      const t = emailTranslator(application.locale);
      const words = { jobTitle: job.title, orgName: job.organization.name, link };
      await queueMail(tx, {
        organizationId: job.organizationId,
        kind: "withdrawal_link",
        to: email,
        subject: t("withdrawalLink.subject", words),
        text: t("withdrawalLink.body", words),
      });
    });
    const wait = WITHDRAWAL_RESPONSE_FLOOR_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  });
}

import { can, type Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { CreateOfferBody } from "@/lib/schemas/offer";
import { canManageJob } from "@/lib/server/access/visibility";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { assertLetterTemplate } from "./letter-templates";
import { recordOfferEvent } from "./offer-events";

// POST /api/applications/{id}/offers: a draft offer on an active application, by whoever manages
// its job; one offer in play per application at a time (the others ended: declined, expired...).
// Its employment type is the job's unless the body names one, so the letter says what the job does.
export async function createOffer(caller: Caller, applicationId: number, body: CreateOfferBody) {
  if (!isStorableId(applicationId)) throw new NotFound("Application");
  return db.$transaction(async (tx) => {
    const application = await tx.application.findFirst({
      where: { id: applicationId },
      select: { id: true, jobId: true, status: true, candidateName: true, job: { select: { title: true, employmentType: true, hiringManagers: { select: { userId: true } } } } },
    });
    if (!application) throw new NotFound("Application");
    if (!canManageJob(caller, application.job.hiringManagers.map((h) => h.userId)) || !can(caller, "offers.manage")) throw new Forbidden("Only admins, recruiters and this job's hiring managers make offers");
    await tx.$queryRaw`SELECT id FROM applications WHERE id = ${applicationId} FOR UPDATE`;
    if (application.status !== "active") throw new Conflict(`The application is ${application.status}; offers are made on active applications`);
    await assertLetterTemplate(tx, body.letterTemplateId);
    const live = await tx.offer.findFirst({ where: { applicationId, status: { in: ["draft", "pending_approval", "approved", "sent"] } }, select: { id: true } });
    if (live) throw new Conflict("This application has an offer in play already; change or withdraw it first");
    const offer = await tx.offer.create({
      data: {
        organizationId: caller.orgId,
        applicationId,
        jobId: application.jobId,
        salaryAmount: body.salary.amount,
        salaryCurrency: body.salary.currency,
        salaryPeriod: body.salary.period,
        startDate: body.startDate ? new Date(`${body.startDate}T00:00:00Z`) : null,
        expiresAt: body.expiresAt ?? null,
        // left out, the job's own (null keeps the letter's "as agreed" on purpose)
        employmentType: body.employmentType === undefined ? application.job.employmentType : body.employmentType,
        terms: body.terms ?? null,
        letterTemplateId: body.letterTemplateId ?? null,
        createdById: caller.userId,
      },
      select: { id: true },
    });
    const view = await recordOfferEvent(tx, caller.orgId, "offer.created", offer.id, null);
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "offer.created",
      targetType: "offer",
      targetId: offer.id,
      targetLabel: applicationLabel(application.candidateName, application.job.title),
      metadata: { applicationId, salary: view.salary },
    });
    return view;
  });
}

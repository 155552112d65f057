import { hashSecret } from "@/lib/auth/api-keys";
import { systemCaller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { BadRequest, Conflict, NotFound } from "@/lib/errors";
import { queueMail } from "@/lib/mail/send-mail";
import { appUrl } from "@/lib/env";
import type { RespondToOfferBody, SalaryPeriod } from "@/lib/schemas/offer";
import { publicOrganizationSelect } from "@/lib/schemas/public";
import { updateApplicationIn } from "@/lib/server/applications/update-application";
import { applicationLabel, recordAudit, SYSTEM_ACTOR } from "@/lib/server/audit/record-audit";
import { notifyMembers } from "@/lib/server/notifications/notify-members";
import { recordOfferEvent } from "./offer-events";
import { sha256Hex } from "./offer-letter";
import { asHolderOf } from "@/lib/server/public/public-scope";
import { makeNewHire } from "@/lib/server/new-hires/make-new-hire";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
const GONE = "Offer";

// The offer behind a link (public, as the owner): only a sent offer not yet expired answers; a link
// answered, withdrawn, expired or unknown is 404, as for scheduling links.
export async function findOpenOffer(client: Tx | typeof db, token: string, lock = false) {
  if (!TOKEN_PATTERN.test(token)) throw new NotFound(GONE);
  const found = await client.offer.findUnique({ where: { tokenHash: hashSecret(token) }, select: { id: true } });
  if (!found) throw new NotFound(GONE);
  if (lock) await client.$queryRaw`SELECT id FROM offers WHERE id = ${found.id} FOR UPDATE`;
  const offer = await client.offer.findUniqueOrThrow({
    where: { id: found.id },
    select: {
      id: true,
      organizationId: true,
      applicationId: true,
      jobId: true,
      status: true,
      salaryAmount: true,
      salaryCurrency: true,
      salaryPeriod: true,
      startDate: true,
      expiresAt: true,
      employmentType: true,
      letterHtml: true,
      createdById: true,
    },
  });
  if (offer.status !== "sent" || offer.letterHtml === null || (offer.expiresAt !== null && offer.expiresAt <= now())) throw new NotFound(GONE);
  const application = await client.application.findUniqueOrThrow({
    where: { id: offer.applicationId },
    select: { candidateName: true, status: true, job: { select: { title: true, organization: { select: publicOrganizationSelect } } } },
  });
  return { offer: { ...offer, letterHtml: offer.letterHtml }, application };
}

// GET /api/public/offers/{token}: the letter as sent, and what the page needs around it
export async function getPublicOffer(token: string) {
  return asHolderOf("offer", token, async () => {
    const { offer, application } = await findOpenOffer(db, token);
    return {
      offer: {
        status: offer.status,
        salary: { amount: Number(offer.salaryAmount), currency: offer.salaryCurrency, period: offer.salaryPeriod as SalaryPeriod },
        startDate: offer.startDate ? offer.startDate.toISOString().slice(0, 10) : null,
        expiresAt: offer.expiresAt,
        employmentType: offer.employmentType,
        candidateName: application.candidateName,
        jobTitle: application.job.title,
        letterHtml: offer.letterHtml,
        letterSha256: sha256Hex(offer.letterHtml),
      },
      organization: application.job.organization,
    };
  });
}

// Names compared as a person types them: Unicode-normalised, spaces collapsed, any case.
export function sameName(typed: string, name: string): boolean {
  const norm = (s: string) => s.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
  return norm(typed) === norm(name);
}

// POST /api/public/offers/{token}: accept (the typed full name, the time, the client address and the
// SHA-256 of the exact letter shown are kept) or decline with an optional reason. Accepting hires
// through the one hiring path, in the same transaction; the team is e-mailed either way.
export async function respondToOffer(token: string, body: RespondToOfferBody, clientAddress: string) {
  return asHolderOf("offer", token, async () => {
    return db.$transaction(async (tx) => {
      const { offer, application } = await findOpenOffer(tx, token, true);
      const letterSha256 = sha256Hex(offer.letterHtml);
      const label = applicationLabel(application.candidateName, application.job.title);
      const at = now();
      if (body.accept) {
        if (!sameName(body.signatureName, application.candidateName)) {
          throw new BadRequest("Invalid body: type your full name exactly as the letter addresses you", [{ path: "signatureName", message: "must be your full name as written in the letter" }]);
        }
        if (body.letterSha256 !== undefined && body.letterSha256 !== letterSha256) throw new Conflict("The letter changed since you opened it; reload the page and read it again");
        if (application.status !== "active") throw new Conflict("This offer can no longer be accepted; please contact the team");
        await tx.offer.update({ where: { id: offer.id }, data: { status: "accepted", respondedAt: at, signatureName: body.signatureName, signatureAddress: clientAddress.slice(0, 100), letterSha256 } });
        const system = systemCaller(offer.organizationId, SYSTEM_ACTOR.name);
        await updateApplicationIn(tx, system, offer.applicationId, { status: "hired" }, { actor: SYSTEM_ACTOR, auditMetadata: { offerId: offer.id } });
        await recordOfferEvent(tx, offer.organizationId, "offer.accepted", offer.id, { status: "sent" });
        // the new hire for the HR system, its candidate.hired event and hand-offs (docs/decisions/483)
        await makeNewHire(tx, offer);
        await recordAudit(tx, SYSTEM_ACTOR, { organizationId: offer.organizationId, action: "offer.accepted", targetType: "offer", targetId: offer.id, targetLabel: label, metadata: { signatureName: body.signatureName, letterSha256 } });
      } else {
        await tx.offer.update({ where: { id: offer.id }, data: { status: "declined", respondedAt: at, declineReason: body.reason ?? null } });
        await recordOfferEvent(tx, offer.organizationId, "offer.declined", offer.id, { status: "sent" });
        await recordAudit(tx, SYSTEM_ACTOR, { organizationId: offer.organizationId, action: "offer.declined", targetType: "offer", targetId: offer.id, targetLabel: label, metadata: { reason: body.reason ?? null } });
      }
      await mailTeam(tx, offer, label, body.accept);
      return { ok: true as const, status: body.accept ? ("accepted" as const) : ("declined" as const) };
    });
  });
}

// The recruiter who drafted the offer and the job's hiring managers hear of the answer, by mail and in the bell.
async function mailTeam(tx: Tx, offer: { id: number; organizationId: number; jobId: number; applicationId: number; createdById: string | null }, label: string, accepted: boolean) {
  const managers = await tx.jobHiringManager.findMany({ where: { jobId: offer.jobId }, select: { userId: true } });
  const ids = [...new Set([offer.createdById, ...managers.map((m) => m.userId)].filter((id): id is string => id !== null))];
  await notifyMembers(tx, {
    organizationId: offer.organizationId,
    kind: accepted ? "offer_accepted" : "offer_declined",
    actorId: null,
    recipientIds: ids,
    text: `${label} ${accepted ? "accepted" : "declined"} the offer`,
    url: `/applications/${offer.applicationId}`,
    applicationId: offer.applicationId,
    about: { subject: "offer", id: offer.id },
  });
  const team = await tx.user.findMany({ where: { id: { in: ids }, removedAt: null, deactivatedAt: null }, select: { email: true, name: true } });
  for (const member of team) {
    await queueMail(tx, {
      organizationId: offer.organizationId,
      kind: accepted ? "offer_accepted" : "offer_declined",
      to: member.email,
      subject: `${label}: offer ${accepted ? "accepted" : "declined"}`,
      text: [
        `Hello ${member.name},`,
        "",
        accepted ? `${label} accepted the offer and signed it. The application is now hired.` : `${label} declined the offer.`,
        "",
        `${appUrl()}/applications/${offer.applicationId}`,
      ].join("\n"),
    });
  }
}

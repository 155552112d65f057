import { randomUUID } from "node:crypto";
import { emailTranslator } from "@/lib/i18n/email-templates";
import { hashSecret } from "@/lib/auth/api-keys";
import { fileStore } from "@/lib/files/file-store";
import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { queueMail } from "@/lib/mail/send-mail";
import { offerLink } from "@/lib/mail/secret-links";
import { enqueueJobs } from "@/lib/queue/boss";
import { OFFER_EXPIRY_QUEUE } from "@/lib/queue/queues";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { renderLetterPdf } from "./letter-pdf";
import { offerToken } from "./offer-token";
import { lockOffer } from "./lock-offer";
import { DEFAULT_LETTER, renderLetterHtml, type LetterContext } from "./offer-letter";
import { recordOfferEvent } from "./offer-events";
import { offerView } from "./offer-view";

// POST /api/offers/{id}/send: an approved offer goes to the candidate: its letter is rendered and
// frozen (what they sign is what they were shown), a single-use link (stored as its SHA-256) is
// e-mailed, and its expiry is queued for expiresAt (docs/decisions/393).
export async function sendOffer(caller: Caller, id: number) {
  return db.$transaction(async (tx) => {
    const offer = await lockOffer(tx, caller, id, { manage: true });
    if (offer.status !== "approved") throw new Conflict(`The offer is ${offer.status.replace("_", " ")}; only an approved offer is sent`);
    const view = await offerView(tx, id);
    const at = now();
    if (view.expiresAt && view.expiresAt <= at) throw new Conflict("The offer's expiry has passed; set a later expiresAt (the offer then goes through approval again)");
    const { ctx, email, locale } = await letterContext(tx, offer.applicationId, view);
    // the e-mail in the language the candidate applied in (docs/decisions/363, 426); the letter is the organization's own words
    const t = emailTranslator(locale);
    const template = view.letterTemplateId ? await tx.offerLetterTemplate.findFirst({ where: { id: view.letterTemplateId }, select: { body: true } }) : null;
    const letterHtml = renderLetterHtml(template?.body ?? DEFAULT_LETTER, ctx);
    // stored like résumés, under a key of ours; a rolled-back send leaves an unreachable file at worst
    const letterPdfKey = `offer-letters/${offer.organizationId}/${randomUUID()}`;
    await fileStore().put(letterPdfKey, { bytes: Buffer.from(await renderLetterPdf(letterHtml, `Offer: ${ctx.jobTitle}`)) }, "application/pdf");
    const token = offerToken(id, at);
    await tx.offer.update({ where: { id }, data: { status: "sent", sentAt: at, tokenHash: hashSecret(token), letterHtml, letterPdfKey } });
    await queueMail(tx, {
      organizationId: offer.organizationId,
      kind: "offer_sent",
      to: email,
      subject: t("offerSent.subject", { orgName: ctx.orgName, jobTitle: ctx.jobTitle }),
      text: [
        t("offerSent.body", { candidateName: ctx.candidateName, orgName: ctx.orgName, jobTitle: ctx.jobTitle, link: offerLink(token) }),
        "",
        view.expiresAt ? t("offerSent.openUntil", { date: view.expiresAt.toISOString().slice(0, 16).replace("T", " ") }) : "",
        t("offerSent.personal"),
      ].join("\n"),
      applicationPage: { applicationId: offer.applicationId, locale },
    });
    if (view.expiresAt) await enqueueJobs(tx, [{ name: OFFER_EXPIRY_QUEUE, data: { offerId: id }, startAfter: view.expiresAt }]);
    const sent = await recordOfferEvent(tx, offer.organizationId, "offer.sent", id, { status: "approved" });
    await recordAudit(tx, actorOf(caller), { organizationId: offer.organizationId, action: "offer.sent", targetType: "offer", targetId: id, targetLabel: offer.label });
    return { offer: sent };
  });
}

// The letter's merge values, read as the owner of the application the offer is on.
export async function letterContext(tx: Tx, applicationId: number, view: Awaited<ReturnType<typeof offerView>>): Promise<{ ctx: LetterContext; email: string; locale: string }> {
  const application = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { candidateName: true, locale: true, candidate: { select: { email: true } }, job: { select: { title: true } }, organization: { select: { name: true } } },
  });
  return {
    email: application.candidate.email,
    locale: application.locale,
    ctx: {
      candidateName: application.candidateName,
      jobTitle: application.job.title,
      orgName: application.organization.name,
      salary: view.salary,
      startDate: view.startDate,
      expiresAt: view.expiresAt,
      employmentType: view.employmentType,
      terms: view.terms,
    },
  };
}

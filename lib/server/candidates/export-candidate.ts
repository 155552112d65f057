import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { answersOfApplication, toAnswer } from "@/lib/schemas/answer";
import { isStorableId } from "@/lib/schemas/common";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { documentFileUrl } from "@/lib/server/candidate-page/request-document";
import { eeoAnswersForExport } from "@/lib/server/eeo/eeo-answers-for-export";
import { newHireSelect, toNewHireView } from "@/lib/server/new-hires/new-hire-view";

// GET /api/candidates/{id}/export (`candidates.export`, declared by the route; GDPR art. 15): everything held about the person, as one
// JSON document: the candidate, each application with what it was sent with (answers too), its
// stages, feedback, résumé file and the documents asked of them (download paths), notes and tags on
// them, the talent pools they are kept in, the e-mails sent to them, the conversation with them and
// their interviews. Audited as candidate.exported, without personal data.
export async function exportCandidate(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Candidate");
  const candidate = await db.candidate.findFirst({
    // not found for whoever may not see the person
    where: { id },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      resumeUrl: true,
      createdAt: true,
      erasedAt: true,
      applications: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          job: { select: { id: true, title: true } },
          status: true,
          currentStage: { select: { name: true } },
          candidateName: true,
          candidatePhone: true,
          candidateResumeUrl: true,
          coverLetter: true,
          rejectionReason: true,
          rejectionReasonId: true,
          rejectionReasonOf: { select: { label: true } },
          privacyConsentAt: true,
          // the language their e-mails are written in (docs/decisions/363)
          locale: true,
          createdAt: true,
          closedAt: true,
          resumeFile: { select: { fileName: true, contentType: true, sizeBytes: true } },
          answers: answersOfApplication,
          stageVisits: { orderBy: [{ enteredAt: "asc" }, { id: "asc" }], select: { stage: { select: { name: true } }, enteredAt: true, leftAt: true } },
          // what the team asked the person to send, and what they sent (docs/decisions/493)
          documentRequests: {
            orderBy: { id: "asc" },
            select: { id: true, label: true, status: true, fileName: true, contentType: true, sizeBytes: true, uploadedAt: true, createdAt: true },
          },
          feedback: {
            orderBy: { createdAt: "asc" },
            select: {
              author: { select: { name: true } },
              notes: true,
              recommendation: true,
              createdAt: true,
              ratings: { select: { criterion: { select: { name: true } }, score: true } },
            },
          },
        },
      },
      notes: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { authorName: true, body: true, createdAt: true } },
      tags: { orderBy: [{ addedAt: "asc" }, { id: "asc" }], select: { label: true, addedAt: true } },
      pools: { orderBy: { addedAt: "asc" }, select: { addedAt: true, pool: { select: { name: true } } } },
      messages: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          direction: true,
          kind: true,
          subject: true,
          bodyText: true,
          fullText: true,
          fromAddress: true,
          toAddress: true,
          sentAt: true,
          applicationId: true,
          attachments: { select: { fileName: true, contentType: true, size: true } },
        },
      },
    },
  });
  if (!candidate) throw new NotFound("Candidate");
  const emails = await db.outboxEmail.findMany({
    where: { toAddress: { equals: candidate.email, mode: "insensitive" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { kind: true, subject: true, textBody: true, createdAt: true, sentAt: true },
  });
  const eeo = await eeoAnswersForExport(id);
  const interviews = await db.interview.findMany({
    where: { applicationId: { in: candidate.applications.map((a) => a.id) } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    select: { applicationId: true, title: true, startsAt: true, endsAt: true, timeZone: true, location: true, videoUrl: true, instructions: true, status: true },
  });
  await db.$transaction((tx) =>
    recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "candidate.exported", targetType: "candidate", targetId: id }),
  );
  const { applications, notes, tags, pools, messages, ...person } = candidate;
  return {
    exportedAt: new Date(),
    candidate: person,
    applications: applications.map(({ job, currentStage, resumeFile, stageVisits, feedback, rejectionReasonOf, answers, documentRequests, ...application }) => ({
      ...application,
      answers: answers.map((a) => toAnswer(application.id, a)),
      rejectionReasonLabel: rejectionReasonOf?.label ?? null,
      jobId: job.id,
      jobTitle: job.title,
      currentStage: currentStage.name,
      resumeFile: resumeFile ? { ...resumeFile, url: `/api/applications/${application.id}/resume` } : null,
      stages: stageVisits.map((v) => ({ stage: v.stage.name, enteredAt: v.enteredAt, leftAt: v.leftAt })),
      documents: documentRequests.map(({ id, ...request }) => ({ ...request, url: request.status === "uploaded" ? documentFileUrl(application.id, id) : null })),
      feedback: feedback.map((f) => ({
        author: f.author.name,
        notes: f.notes,
        recommendation: f.recommendation,
        createdAt: f.createdAt,
        ratings: f.ratings.map((r) => ({ criterion: r.criterion.name, score: r.score })),
      })),
      // the person's own survey answers belong in their export (docs/decisions/341)
      eeo: eeo.get(application.id) ?? null,
    })),
    notes,
    tags,
    talentPools: pools.map((p) => ({ name: p.pool.name, addedAt: p.addedAt })),
    emails: emails.map(({ textBody, ...mail }) => ({ ...mail, text: textBody })),
    // the conversation with them, both ways (docs/decisions/400)
    messages: messages.map(({ fromAddress, toAddress, ...message }) => ({ ...message, from: fromAddress, to: toAddress })),
    offers: await exportOffers(applications.map((a) => a.id)),
    // what was handed to the HR system about them (docs/decisions/483)
    newHires: (await db.newHire.findMany({ where: { candidateId: id }, orderBy: { id: "asc" }, select: newHireSelect })).map(toNewHireView),
    interviews,
  };
}

// The offers made to the person and their signatures (docs/decisions/393), read as the admin
async function exportOffers(applicationIds: number[]) {
  const rows = await db.offer.findMany({
    where: { applicationId: { in: applicationIds } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      applicationId: true,
      status: true,
      salaryAmount: true,
      salaryCurrency: true,
      salaryPeriod: true,
      startDate: true,
      expiresAt: true,
      sentAt: true,
      respondedAt: true,
      declineReason: true,
      letterHtml: true,
      signatureName: true,
      signatureAddress: true,
      letterSha256: true,
    },
  });
  return rows.map(({ salaryAmount, salaryCurrency, salaryPeriod, startDate, signatureName, signatureAddress, letterSha256, ...offer }) => ({
    ...offer,
    salary: { amount: Number(salaryAmount), currency: salaryCurrency, period: salaryPeriod },
    startDate: startDate ? startDate.toISOString().slice(0, 10) : null,
    signature: signatureName && offer.respondedAt && letterSha256 ? { name: signatureName, signedAt: offer.respondedAt, address: signatureAddress, letterSha256 } : null,
  }));
}

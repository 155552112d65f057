import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/auth/api-keys";
import { db } from "@/lib/db";
import { asOrganization, asPublic, type PublicKey } from "@/lib/db/caller-scope";
import { ownerDb } from "@/lib/db/owner";
import { sqlRows } from "@/lib/db/sql-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import { queueMail } from "@/lib/mail/send-mail";
import { SYSTEM_ACTOR, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { createApplication, createJob, createOrganization, unique } from "@/prisma/factories";
import { createWorld } from "./support/world";

// Decision 468: a token route runs as hiring_public for the one application (or, for a reply, the
// one conversation) its token names, not its whole organization. Two applications of one
// organization, each with everything a token can name or reach; every token of the first reads the
// first's rows and nothing of the second's, and writes none of the second's. The careers slug still
// reads and writes what applying needs. Through the app's pool and roles: the tests' login is a superuser.

type Trail = {
  applicationId: number;
  candidateId: number;
  offerId: number;
  interviewId: number;
  linkId: number;
  messageId: number;
  attachmentId: number;
  resumeId: number;
  withdrawalId: number;
  pageLinkId: number;
  documentRequestId: number;
  surveyInvitationId: number;
  keys: Record<Exclude<PublicKey["kind"], "slug" | "invitation">, string>;
};

const HOUR = 3_600_000;

// One application and what hangs off it, each token stored as its hash, as the app stores them.
// Each at its own hour, so the two interviews do not book the one interviewer twice.
let hoursAhead = 48;
async function applicationWithTrail(world: Awaited<ReturnType<typeof createWorld>>, job: Awaited<ReturnType<typeof createJob>>, name: string): Promise<Trail> {
  const organizationId = world.organization.id;
  const application = await createApplication(job, { candidateName: name, candidateEmail: `${unique(name.toLowerCase())}@example.test` });
  const tokens = { application: unique("application-page-token-long"), withdrawal: unique("withdrawal-token-long"), offer: unique("offer-token-long-enough"), interview: unique("interview-token-long"), scheduling: unique("scheduling-token-long"), survey: unique("survey-token-long-enough") };
  const replyHash = randomBytes(32);
  hoursAhead += 2;
  const later = new Date(Date.now() + hoursAhead * HOUR);
  const withdrawal = await ownerDb.withdrawalToken.create({ data: { applicationId: application.id, tokenHash: hashSecret(tokens.withdrawal), expiresAt: later } });
  const pageLink = await ownerDb.applicationToken.create({ data: { applicationId: application.id, tokenHash: hashSecret(tokens.application), expiresAt: later } });
  const documentRequest = await ownerDb.documentRequest.create({ data: { organizationId, applicationId: application.id, label: `Certificate of ${name}` } });
  const surveyInvitation = await ownerDb.surveyInvitation.create({ data: { organizationId, applicationId: application.id, tokenHash: hashSecret(tokens.survey), outcome: "rejected", expiresAt: later } });
  const offer = await ownerDb.offer.create({
    data: { organizationId, applicationId: application.id, jobId: job.id, salaryAmount: 50000, salaryCurrency: "EUR", salaryPeriod: "year", status: "sent", letterHtml: `<p>Dear ${name}</p>`, tokenHash: hashSecret(tokens.offer) },
  });
  const interview = await ownerDb.interview.create({
    data: {
      organizationId,
      applicationId: application.id,
      uid: unique("interview-uid"),
      title: `Interview with ${name}`,
      startsAt: later,
      endsAt: new Date(later.getTime() + HOUR),
      timeZone: "UTC",
      interviewerIds: [world.interviewer.id],
      manageTokenHash: hashSecret(tokens.interview),
    },
  });
  const link = await ownerDb.schedulingLink.create({
    data: {
      organizationId,
      applicationId: application.id,
      tokenHash: hashSecret(tokens.scheduling),
      title: "Pick a time",
      interviewerIds: [world.interviewer.id],
      durationMinutes: 30,
      windowFrom: later,
      windowTo: new Date(later.getTime() + 24 * HOUR),
      timeZone: "UTC",
      expiresAt: later,
    },
  });
  const message = await ownerDb.candidateMessage.create({
    data: { organizationId, candidateId: application.candidateId, applicationId: application.id, direction: "outbound", subject: `Hello ${name}`, bodyText: "Hello", fromAddress: "team@example.test", toAddress: "candidate@example.test", replyTokenHash: new Uint8Array(replyHash) },
  });
  const attachment = await ownerDb.messageAttachment.create({
    data: { organizationId, messageId: message.id, fileName: "notes.pdf", contentType: "application/pdf", size: 10, storageKey: unique("attachment-key") },
  });
  const resume = await ownerDb.resumeFile.create({
    data: { organizationId, applicationId: application.id, storageKey: unique("resume-key"), fileName: "cv.pdf", contentType: "application/pdf", sizeBytes: 10 },
  });
  return {
    applicationId: application.id,
    candidateId: application.candidateId,
    offerId: offer.id,
    interviewId: interview.id,
    linkId: link.id,
    messageId: message.id,
    attachmentId: attachment.id,
    resumeId: resume.id,
    withdrawalId: withdrawal.id,
    pageLinkId: pageLink.id,
    documentRequestId: documentRequest.id,
    surveyInvitationId: surveyInvitation.id,
    keys: {
      application: hashSecret(tokens.application),
      withdrawal: hashSecret(tokens.withdrawal),
      offer: hashSecret(tokens.offer),
      interview: hashSecret(tokens.interview),
      scheduling: hashSecret(tokens.scheduling),
      reply: replyHash.toString("hex"),
      survey: hashSecret(tokens.survey),
    },
  };
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

// what a scope reads of a person's data, by both of the app's ways of reading
function seen() {
  return Promise.all([
    db.candidate.findMany({ select: { id: true } }).then(ids),
    db.application.findMany({ select: { id: true } }).then(ids),
    db.offer.findMany({ select: { id: true } }).then(ids),
    db.interview.findMany({ select: { id: true } }).then(ids),
    sqlRows<{ id: number }[]>(Prisma.sql`SELECT interview_id AS id FROM interview_interviewers`).then(ids),
    db.schedulingLink.findMany({ select: { id: true } }).then(ids),
    sqlRows<{ id: number }[]>(Prisma.sql`SELECT id FROM candidate_messages`).then(ids),
    db.messageAttachment.findMany({ select: { id: true } }).then(ids),
    db.resumeFile.findMany({ select: { id: true } }).then(ids),
    db.withdrawalToken.findMany({ select: { id: true } }).then(ids),
    sqlRows<{ id: number }[]>(Prisma.sql`SELECT DISTINCT application_id AS id FROM stage_visits`).then(ids),
    db.applicationToken.findMany({ select: { id: true } }).then(ids),
    db.documentRequest.findMany({ select: { id: true } }).then(ids),
    db.surveyInvitation.findMany({ select: { id: true } }).then(ids),
  ]).then(([candidates, applications, offers, interviews, interviewers, links, messages, attachments, resumes, withdrawals, visits, pageLinks, documentRequests, surveyInvitations]) => ({
    candidates,
    applications,
    offers,
    interviews,
    interviewers,
    links,
    messages,
    attachments,
    resumes,
    withdrawals,
    visits,
    pageLinks,
    documentRequests,
    surveyInvitations,
  }));
}

function rowsOf(trail: Trail) {
  return {
    candidates: [trail.candidateId],
    applications: [trail.applicationId],
    offers: [trail.offerId],
    interviews: [trail.interviewId],
    interviewers: [trail.interviewId],
    links: [trail.linkId],
    messages: [trail.messageId],
    attachments: [trail.attachmentId],
    resumes: [trail.resumeId],
    withdrawals: [trail.withdrawalId],
    visits: [trail.applicationId],
    pageLinks: [trail.pageLinkId],
    documentRequests: [trail.documentRequestId],
    surveyInvitations: [trail.surveyInvitationId],
  };
}

// every write a token route could aim at the other application's rows: none lands
async function writesNothingOf(scope: PublicKey, other: Trail) {
  const within = <T>(work: () => Promise<T>) => asPublic(scope, work);
  expect(await within(() => db.candidate.updateMany({ where: { id: other.candidateId }, data: { name: "Changed" } })), scope.kind).toEqual({ count: 0 });
  expect(await within(() => db.application.updateMany({ where: { id: other.applicationId }, data: { status: "withdrawn" } })), scope.kind).toEqual({ count: 0 });
  expect(await within(() => db.offer.updateMany({ where: { id: other.offerId }, data: { status: "accepted" } })), scope.kind).toEqual({ count: 0 });
  expect(await within(() => db.interview.updateMany({ where: { id: other.interviewId }, data: { status: "cancelled" } })), scope.kind).toEqual({ count: 0 });
  expect(await within(() => db.schedulingLink.updateMany({ where: { id: other.linkId }, data: { usedAt: new Date() } })), scope.kind).toEqual({ count: 0 });
  expect(await within(() => db.withdrawalToken.updateMany({ where: { id: other.withdrawalId }, data: { usedAt: new Date() } })), scope.kind).toEqual({ count: 0 });
  expect(await within(() => db.applicationToken.updateMany({ where: { id: other.pageLinkId }, data: { expiresAt: new Date(0) } })), scope.kind).toEqual({ count: 0 });
  expect(await within(() => db.documentRequest.updateMany({ where: { id: other.documentRequestId }, data: { label: "Changed" } })), scope.kind).toEqual({ count: 0 });
  expect(await within(() => db.surveyInvitation.updateMany({ where: { id: other.surveyInvitationId }, data: { answered: true } })), scope.kind).toEqual({ count: 0 });
  expect(await within(() => db.resumeFile.deleteMany({ where: { id: other.resumeId } })), scope.kind).toEqual({ count: 0 });
  expect(await within(() => db.messageAttachment.deleteMany({ where: { id: other.attachmentId } })), scope.kind).toEqual({ count: 0 });
  // a message planted in the other candidate's conversation is refused, not merely unseen
  const { organizationId } = await ownerDb.candidate.findUniqueOrThrow({ where: { id: other.candidateId } });
  await expect(
    within(() =>
      db.candidateMessage.create({
        data: { organizationId, candidateId: other.candidateId, applicationId: other.applicationId, direction: "inbound", subject: "Planted", bodyText: "Planted", fromAddress: "x@example.test", toAddress: "y@example.test" },
      }),
    ),
    scope.kind,
  ).rejects.toThrow(/row-level security/);
}

async function unchanged(other: Trail) {
  expect((await ownerDb.candidate.findUniqueOrThrow({ where: { id: other.candidateId } })).name).not.toBe("Changed");
  expect((await ownerDb.application.findUniqueOrThrow({ where: { id: other.applicationId } })).status).toBe("active");
  expect((await ownerDb.offer.findUniqueOrThrow({ where: { id: other.offerId } })).status).toBe("sent");
  expect((await ownerDb.interview.findUniqueOrThrow({ where: { id: other.interviewId } })).status).not.toBe("cancelled");
  expect((await ownerDb.schedulingLink.findUniqueOrThrow({ where: { id: other.linkId } })).usedAt).toBeNull();
  expect((await ownerDb.withdrawalToken.findUniqueOrThrow({ where: { id: other.withdrawalId } })).usedAt).toBeNull();
  expect((await ownerDb.applicationToken.findUniqueOrThrow({ where: { id: other.pageLinkId } })).expiresAt.getTime()).toBeGreaterThan(0);
  expect((await ownerDb.documentRequest.findUniqueOrThrow({ where: { id: other.documentRequestId } })).label).not.toBe("Changed");
  expect((await ownerDb.surveyInvitation.findUniqueOrThrow({ where: { id: other.surveyInvitationId } })).answered).toBe(false);
  expect(await ownerDb.resumeFile.count({ where: { id: other.resumeId } })).toBe(1);
  expect(await ownerDb.messageAttachment.count({ where: { id: other.attachmentId } })).toBe(1);
  expect(await ownerDb.candidateMessage.count({ where: { candidateId: other.candidateId, subject: "Planted" } })).toBe(0);
}

describe("a token route", () => {
  it("reads the application its token names, its candidate and what hangs off it, and nothing of another application of the organization", async () => {
    const world = await createWorld("Token Reach Org");
    const job = await createJob(world.organization.id, { title: "Token reach job" });
    const named = await applicationWithTrail(world, job, "Named Person");
    const other = await applicationWithTrail(world, job, "Other Person");

    for (const kind of ["application", "withdrawal", "offer", "interview", "scheduling", "reply", "survey"] as const) {
      const scope: PublicKey = { kind, key: named.keys[kind] };
      expect(await asPublic(scope, seen), kind).toEqual(rowsOf(named));
      // and the organization's own rows the pages frame themselves with are there as before
      expect(await asPublic(scope, () => db.organization.findMany({ select: { id: true } })), kind).toEqual([{ id: world.organization.id }]);
      expect(await asPublic(scope, () => db.job.count()), kind).toBe(1);
      await writesNothingOf(scope, other);
      // the other application's own token reads its own rows, so neither is hidden by accident
      expect(await asPublic({ kind, key: other.keys[kind] }, seen), kind).toEqual(rowsOf(other));
    }
    await unchanged(other);
  });

  it("holding an invitation reads nobody's application, candidate, offer, interview, message or file", async () => {
    const world = await createWorld("Invitation Reach Org");
    const job = await createJob(world.organization.id, { title: "Invitation reach job" });
    const trail = await applicationWithTrail(world, job, "Some Person");
    const token = unique("invitation-token-long");
    const invitation = await ownerDb.invitation.create({ data: { organizationId: world.organization.id, email: `${unique("invited")}@example.test`, role: "recruiter", tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + HOUR) } });
    const scope: PublicKey = { kind: "invitation", key: hashSecret(token) };
    const nothing = { candidates: [], applications: [], offers: [], interviews: [], interviewers: [], links: [], messages: [], attachments: [], resumes: [], withdrawals: [], visits: [], pageLinks: [], documentRequests: [], surveyInvitations: [] };
    expect(await asPublic(scope, seen)).toEqual(nothing);
    // what accepting needs is still there: the invitation and the organization
    expect(await asPublic(scope, () => db.invitation.findMany({ select: { id: true } }))).toEqual([{ id: invitation.id }]);
    await writesNothingOf(scope, trail);
    await unchanged(trail);
  });
});

describe("the careers site (a slug)", () => {
  it("still reads the organization's candidates and applications that applying and asking for a withdrawal link look up, and no offer, interview, link or message", async () => {
    const world = await createWorld("Slug Reach Org");
    const job = await createJob(world.organization.id, { title: "Slug reach job" });
    const first = await applicationWithTrail(world, job, "First Person");
    const second = await applicationWithTrail(world, job, "Second Person");
    const scope: PublicKey = { kind: "slug", key: world.organization.slug };
    const both = (a: number, b: number) => [a, b].sort((x, y) => x - y);
    expect(await asPublic(scope, seen)).toEqual({
      candidates: both(first.candidateId, second.candidateId),
      applications: both(first.applicationId, second.applicationId),
      offers: [],
      interviews: [],
      interviewers: [],
      links: [],
      messages: [],
      attachments: [],
      resumes: both(first.resumeId, second.resumeId),
      withdrawals: both(first.withdrawalId, second.withdrawalId),
      visits: both(first.applicationId, second.applicationId),
      // the careers site mints page links for an address that asks; it reads no document request
      pageLinks: both(first.pageLinkId, second.pageLinkId),
      documentRequests: [],
      // nor any survey invitation
      surveyInvitations: [],
    });
    // it writes what applying writes: a candidate, their application and its first stage visit
    const created = await asPublic(scope, () =>
      db.$transaction(async (tx) => {
        const candidate = await tx.candidate.create({ data: { organizationId: world.organization.id, name: "New Applicant", email: `${unique("applicant")}@example.test` }, select: { id: true } });
        const application = await tx.application.create({
          data: { organizationId: world.organization.id, jobId: job.id, candidateId: candidate.id, currentStageId: job.stages[0].id, candidateName: "New Applicant" },
          select: { id: true },
        });
        await tx.stageVisit.create({ data: { applicationId: application.id, stageId: job.stages[0].id } });
        return application;
      }),
    );
    expect(await ownerDb.stageVisit.count({ where: { applicationId: created.id } })).toBe(1);
    // and no interview, offer or message of anyone
    expect(await asPublic(scope, () => db.offer.updateMany({ where: { id: first.offerId }, data: { status: "accepted" } }))).toEqual({ count: 0 });
    expect(await asPublic(scope, () => db.interview.updateMany({ where: { id: first.interviewId }, data: { status: "cancelled" } }))).toEqual({ count: 0 });
    expect((await ownerDb.offer.findUniqueOrThrow({ where: { id: first.offerId } })).status).toBe("sent");
  });
});

// Decision 467: what a token route or the careers slug writes beside the application (the audit
// entry, the event with its webhook deliveries, the mail) it writes for its organization and reads
// none of back, its own or anyone's: the outbox holds every candidate's mails with their links.
const RECORDS = ["audit_logs", "audit_log_counters", "audit_log_filter_counts", "events", "webhooks", "webhook_deliveries", "webhook_delivery_attempts", "outbox_emails", "notifications"] as const;

// how many rows of each a scope reads, by both of the app's ways of reading
async function recordsSeen(): Promise<Record<string, number>> {
  const seenRows: Record<string, number> = {};
  for (const table of RECORDS) {
    seenRows[table] = (await sqlRows<{ n: number }[]>(Prisma.sql`SELECT count(*)::int AS n FROM ${Prisma.raw(table)}`))[0].n;
  }
  seenRows.prisma = (await Promise.all([db.auditLog.count(), db.event.count(), db.webhook.count(), db.webhookDelivery.count(), db.outboxEmail.count(), db.notification.count()])).reduce((a, b) => a + b, 0);
  return seenRows;
}
const NOTHING = { ...Object.fromEntries(RECORDS.map((table) => [table, 0])), prisma: 0 };

describe("what a token route or the careers slug writes beside the application", () => {
  it("is written for the organization and read back, changed or removed by none of them, and an event still reaches the subscribed webhook", async () => {
    const world = await createWorld("Token Records Org");
    const organizationId = world.organization.id;
    const job = await createJob(organizationId, { title: "Token records job" });
    const named = await applicationWithTrail(world, job, "Named Writer");
    const other = await applicationWithTrail(world, job, "Other Writer");
    const elsewhere = await createOrganization({ name: "Elsewhere Records Org" });
    // the organization's records as members made them: about both applications, with the other's links
    const webhook = await ownerDb.webhook.create({ data: { organizationId, url: "https://hooks.example.test/in", events: ["*"], secretCiphertext: "not-a-real-secret" } });
    const oldEvent = await ownerDb.event.create({ data: { id: unique("evt_old"), organizationId, type: "application.created", body: "{}" } });
    const oldDelivery = await ownerDb.webhookDelivery.create({ data: { webhookId: webhook.id, eventId: oldEvent.id } });
    await ownerDb.webhookDeliveryAttempt.create({ data: { deliveryId: oldDelivery.id, attempt: 1, attemptedAt: new Date(), durationMs: 5, responseStatus: 500 } });
    for (const trail of [named, other]) {
      await ownerDb.auditLog.create({ data: { organizationId, actorName: "Recruiter", action: "application.moved", targetType: "application", targetId: String(trail.applicationId) } });
      await ownerDb.outboxEmail.create({ data: { organizationId, kind: "offer", toAddress: "candidate@example.test", subject: "Your offer", textBody: `https://example.test/offers/${trail.keys.offer}` } });
      await ownerDb.notification.create({ data: { organizationId, userId: world.recruiter.id, kind: "candidate_replied", text: "Replied", url: "/", applicationId: trail.applicationId } });
    }
    const before = { audit: await ownerDb.auditLog.count({ where: { organizationId } }), mails: await ownerDb.outboxEmail.count({ where: { organizationId } }) };

    const scopes: PublicKey[] = [
      ...(["application", "withdrawal", "offer", "interview", "scheduling", "reply"] as const).map((kind) => ({ kind, key: named.keys[kind] })),
      { kind: "slug", key: world.organization.slug },
    ];
    for (const scope of scopes) {
      const within = <T>(work: () => Promise<T>) => asPublic(scope, work);
      expect(await within(recordsSeen), scope.kind).toEqual(NOTHING);

      // the writes the routes make succeed, in one transaction as a route makes them
      const written = await within(() =>
        db.$transaction(async (tx) => {
          // the smallest body its schema takes (recordEvent checks each body in tests)
          const eventId = await recordEvent(tx, { organizationId, type: "candidate.erased", data: { id: named.applicationId }, previous: null });
          await recordAudit(tx, SYSTEM_ACTOR, { organizationId, action: "application.withdrawn", targetType: "application", targetId: named.applicationId, metadata: { before: { status: "active" }, after: { status: "withdrawn" }, via: "application_page" } });
          const mailId = await queueMail(tx, { organizationId, kind: "withdrawal_confirmed", to: "named@example.test", subject: `Written by ${scope.kind}`, text: "Done" });
          return { eventId, mailId };
        }),
      );
      expect(await ownerDb.outboxEmail.findUniqueOrThrow({ where: { id: written.mailId } }), scope.kind).toMatchObject({ organizationId, subject: `Written by ${scope.kind}` });
      expect(await ownerDb.event.findUniqueOrThrow({ where: { id: written.eventId } }), scope.kind).toMatchObject({ organizationId, type: "candidate.erased" });
      expect(await ownerDb.webhookDelivery.findMany({ where: { eventId: written.eventId }, select: { webhookId: true, status: true } }), scope.kind).toEqual([{ webhookId: webhook.id, status: "pending" }]);
      // and still reads nothing, not even what it just wrote
      expect(await within(recordsSeen), scope.kind).toEqual(NOTHING);

      // reading back what it writes is refused, as is writing for another organization
      await expect(within(() => db.outboxEmail.create({ data: { organizationId, kind: "x", toAddress: "x@example.test", subject: "Read back", textBody: "x" }, select: { id: true } })), scope.kind).rejects.toThrow(/row-level security/);
      await expect(within(() => db.auditLog.create({ data: { organizationId, actorName: "x", action: "x.read_back", targetType: "x", targetId: "1" }, select: { id: true } })), scope.kind).rejects.toThrow(/row-level security/);
      await expect(within(() => db.auditLog.createMany({ data: { organizationId: elsewhere.id, actorName: "x", action: "x.elsewhere", targetType: "x", targetId: "1" } })), scope.kind).rejects.toThrow(/row-level security/);
      await expect(within(() => db.outboxEmail.createMany({ data: { organizationId: elsewhere.id, kind: "x", toAddress: "x@example.test", subject: "Elsewhere", textBody: "x" } })), scope.kind).rejects.toThrow(/row-level security/);
      // the webhooks' deliveries only through the database's function, and only for its own organization's event
      await expect(within(() => db.webhookDelivery.createMany({ data: { webhookId: webhook.id, eventId: oldEvent.id } })), scope.kind).rejects.toThrow(/row-level security/);
      const foreign = await ownerDb.event.create({ data: { id: unique("evt_elsewhere"), organizationId: elsewhere.id, type: "application.created", body: "{}" } });
      expect(await within(() => sqlRows<{ id: number }[]>(Prisma.sql`SELECT queue_event_deliveries(${foreign.id}) AS id`)), scope.kind).toEqual([]);

      // nothing of them is changed or removed
      expect(await within(() => db.auditLog.updateMany({ data: { actorName: "Changed" } })), scope.kind).toEqual({ count: 0 });
      expect(await within(() => db.auditLog.deleteMany({})), scope.kind).toEqual({ count: 0 });
      expect(await within(() => db.outboxEmail.updateMany({ data: { toAddress: "thief@example.test" } })), scope.kind).toEqual({ count: 0 });
      expect(await within(() => db.outboxEmail.deleteMany({})), scope.kind).toEqual({ count: 0 });
      expect(await within(() => db.event.deleteMany({})), scope.kind).toEqual({ count: 0 });
      expect(await within(() => db.webhook.updateMany({ data: { url: "https://thief.example.test" } })), scope.kind).toEqual({ count: 0 });
      expect(await within(() => db.webhookDelivery.updateMany({ data: { status: "failed" } })), scope.kind).toEqual({ count: 0 });
      expect(await within(() => db.notification.updateMany({ data: { readAt: new Date() } })), scope.kind).toEqual({ count: 0 });
      expect(await within(() => sqlRows<{ n: number }[]>(Prisma.sql`WITH gone AS (DELETE FROM audit_log_counters RETURNING 1) SELECT count(*)::int AS n FROM gone`)), scope.kind).toEqual([{ n: 0 }]);
    }

    // each scope's entry and mail landed beside the members' rows, which none of them touched
    expect(await ownerDb.auditLog.count({ where: { organizationId } })).toBe(before.audit + scopes.length);
    expect(await ownerDb.auditLog.count({ where: { organizationId, actorName: "Changed" } })).toBe(0);
    expect(await ownerDb.outboxEmail.count({ where: { organizationId } })).toBe(before.mails + scopes.length);
    expect(await ownerDb.outboxEmail.count({ where: { toAddress: "thief@example.test" } })).toBe(0);
    expect((await ownerDb.webhook.findUniqueOrThrow({ where: { id: webhook.id } })).url).toBe("https://hooks.example.test/in");
    expect((await ownerDb.webhookDelivery.findUniqueOrThrow({ where: { id: oldDelivery.id } })).status).toBe("pending");
    expect(await ownerDb.notification.count({ where: { organizationId, readAt: null } })).toBe(2);
    expect(await ownerDb.auditLogCounter.findUnique({ where: { organizationId } })).toMatchObject({ lastSeq: before.audit + scopes.length });
    // the organization's members read what the tokens wrote, as before
    expect(await asOrganization(organizationId, () => db.auditLog.count())).toBe(before.audit + scopes.length);
    expect(await asOrganization(organizationId, () => db.outboxEmail.count())).toBe(before.mails + scopes.length);
  });
});

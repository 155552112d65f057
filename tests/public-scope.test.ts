import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/auth/api-keys";
import { db } from "@/lib/db";
import { asPublic, type PublicKey } from "@/lib/db/caller-scope";
import { ownerDb } from "@/lib/db/owner";
import { sqlRows } from "@/lib/db/sql-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import { createApplication, createJob, unique } from "@/prisma/factories";
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
  keys: Record<Exclude<PublicKey["kind"], "slug" | "invitation">, string>;
};

const HOUR = 3_600_000;

// One application and what hangs off it, each token stored as its hash, as the app stores them.
// Each at its own hour, so the two interviews do not book the one interviewer twice.
let hoursAhead = 48;
async function applicationWithTrail(world: Awaited<ReturnType<typeof createWorld>>, job: Awaited<ReturnType<typeof createJob>>, name: string): Promise<Trail> {
  const organizationId = world.organization.id;
  const application = await createApplication(job, { candidateName: name, candidateEmail: `${unique(name.toLowerCase())}@example.test` });
  const tokens = { withdrawal: unique("withdrawal-token-long"), offer: unique("offer-token-long-enough"), interview: unique("interview-token-long"), scheduling: unique("scheduling-token-long") };
  const replyHash = randomBytes(32);
  hoursAhead += 2;
  const later = new Date(Date.now() + hoursAhead * HOUR);
  const withdrawal = await ownerDb.withdrawalToken.create({ data: { applicationId: application.id, tokenHash: hashSecret(tokens.withdrawal), expiresAt: later } });
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
    keys: {
      withdrawal: hashSecret(tokens.withdrawal),
      offer: hashSecret(tokens.offer),
      interview: hashSecret(tokens.interview),
      scheduling: hashSecret(tokens.scheduling),
      reply: replyHash.toString("hex"),
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
  ]).then(([candidates, applications, offers, interviews, interviewers, links, messages, attachments, resumes, withdrawals, visits]) => ({
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

    for (const kind of ["withdrawal", "offer", "interview", "scheduling", "reply"] as const) {
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
    const nothing = { candidates: [], applications: [], offers: [], interviews: [], interviewers: [], links: [], messages: [], attachments: [], resumes: [], withdrawals: [], visits: [] };
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

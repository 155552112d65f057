import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { receiveInboundMail } from "@/lib/server/messages/receive-mail";
import { createApiKey, createApplication, createJob, createUser, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld, type Member } from "./support/world";
import { withSettings } from "./support/settings";

// The notification centre (docs/decisions/480): each kind is written where its event happens, to
// the members it concerns who may see what it is about, and to no one else; the API lists, counts
// and marks a member's own notifications only.
const { call } = withApi();
// the address a candidate's reply comes back to
withSettings({ INBOUND_MAIL_DOMAIN: "replies.notify.test" });

async function scene() {
  const world = await createWorld(unique("Notify Org"));
  const job = await createJob(world.organization.id, { title: "Site Reliability Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const ana = await createApplication(job, { candidateName: "Ana Silva", candidateEmail: `${unique("ana")}@example.test` });
  // a hiring manager of another job of the same organization: sees nothing of Ana
  const otherManager = await member(world.organization.id, "hiring_manager");
  await createJob(world.organization.id, { title: "Designer", hiringManagerIds: [otherManager.id] });
  return { world, job, ana, otherManager };
}

async function member(organizationId: number, role: Member["role"]): Promise<Member> {
  const user = await createUser(organizationId, { role });
  const { plaintext } = await createApiKey(user);
  return { id: user.id, name: user.name, email: user.email, role, organizationId, key: plaintext };
}

async function inbox(person: Member) {
  const listed = await call("GET", "/api/notifications", { key: person.key });
  expect(listed.status).toBe(200);
  return listed.body.notifications as { id: number; kind: string; text: string; url: string; readAt: string | null }[];
}

const kindsOf = async (person: Member) => (await inbox(person)).map((n) => n.kind);

describe("who is notified, and who never is", () => {
  it("a mention reaches a mentioned member who sees the candidate, never one who does not, nor the writer", async () => {
    const { world, ana, otherManager } = await scene();
    const stranger = await createWorld(unique("Stranger Org"));
    const mention = (m: Member) => `@[${m.name}](${m.id})`;
    const body = `${mention(world.hiring_manager)} ${mention(world.interviewer)} ${mention(otherManager)} ${mention(stranger.admin)} ${mention(world.recruiter)} can you look?`;
    const note = await call("POST", `/api/candidates/${ana.candidateId}/notes`, { key: world.recruiter.key, body: { body } });
    expect(note.status).toBe(201);

    const [got] = await inbox(world.hiring_manager);
    expect(got).toMatchObject({ kind: "mention", text: `${world.recruiter.name} mentioned you on Ana Silva`, url: `/candidates/${ana.candidateId}`, readAt: null });
    for (const nobody of [world.interviewer, otherManager, stranger.admin, world.recruiter, world.admin]) expect(await kindsOf(nobody)).toEqual([]);
  });

  it("a review request reaches the reviewer, and their first scorecard the requester and the job's managers", async () => {
    const { world, ana, otherManager } = await scene();
    const asked = await call("POST", `/api/applications/${ana.id}/interviewers`, { key: world.recruiter.key, body: { userIds: [world.interviewer.id] } });
    expect(asked.status).toBe(200);
    const [request] = await inbox(world.interviewer);
    expect(request).toMatchObject({ kind: "review_requested", url: `/applications/${ana.id}` });
    expect(request.text).toBe(`${world.recruiter.name} asked you to review Ana Silva (Site Reliability Engineer)`);

    const feedback = { notes: "Strong on incident response; private words", ratings: [], recommendation: "yes" };
    expect((await call("PUT", `/api/applications/${ana.id}/feedback`, { key: world.interviewer.key, body: feedback })).status).toBe(200);
    for (const told of [world.recruiter, world.hiring_manager]) {
      const [scorecard] = await inbox(told);
      expect(scorecard).toMatchObject({ kind: "scorecard_submitted", text: `${world.interviewer.name} submitted a scorecard for Ana Silva (Site Reliability Engineer)` });
      // never what the scorecard says
      expect(JSON.stringify(scorecard)).not.toContain("private");
    }
    // an edit is not a new submission
    expect((await call("PUT", `/api/applications/${ana.id}/feedback`, { key: world.interviewer.key, body: { ...feedback, recommendation: "strong_yes" } })).status).toBe(200);
    expect(await kindsOf(world.hiring_manager)).toEqual(["scorecard_submitted"]);
    for (const nobody of [otherManager, world.admin]) expect(await kindsOf(nobody)).toEqual([]);
    expect(await kindsOf(world.interviewer)).toEqual(["review_requested"]);
  });

  it("interview changes reach the interviewers on it, not the one who made them", async () => {
    const { world, ana, otherManager } = await scene();
    const interviewers = [world.interviewer.id, world.hiring_manager.id];
    const booked = await call("POST", `/api/applications/${ana.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Technical interview", timeZone: "UTC", interviewerIds: interviewers, startsAt: "2030-03-04T10:00:00Z", endsAt: "2030-03-04T11:00:00Z" },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await call("DELETE", `/api/interviews/${booked.body.interview.id}`, { key: world.recruiter.key })).status).toBe(200);
    for (const told of [world.interviewer, world.hiring_manager]) {
      const texts = (await inbox(told)).filter((n) => n.kind === "interview_changed").map((n) => n.text);
      expect(texts).toEqual([
        `${world.recruiter.name} cancelled the interview "Technical interview" with Ana Silva (Site Reliability Engineer)`,
        `${world.recruiter.name} scheduled the interview "Technical interview" with Ana Silva (Site Reliability Engineer)`,
      ]);
    }
    for (const nobody of [world.recruiter, otherManager, world.admin]) expect(await kindsOf(nobody)).toEqual([]);
  });

  it("an approval waiting reaches its approver, the decision the offer's drafter, the candidate's answer the team", async () => {
    const { world, ana, otherManager } = await scene();
    const chain = await call("PUT", "/api/orgs/me/approval-chains/offer", { key: world.admin.key, body: { steps: [{ approverIds: [world.admin.id], mode: "any" }] } });
    expect(chain.status).toBe(200);
    const drafted = await call("POST", `/api/applications/${ana.id}/offers`, {
      key: world.recruiter.key,
      body: { salary: { amount: 91000, currency: "EUR", period: "year" }, startDate: "2031-01-06", expiresAt: null, employmentType: "full_time", terms: "" },
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    const offerId = drafted.body.offer.id;
    expect((await call("POST", `/api/offers/${offerId}/submit`, { key: world.recruiter.key })).status).toBe(200);
    const [waiting] = await inbox(world.admin);
    expect(waiting).toMatchObject({ kind: "approval_waiting", text: "The offer for Ana Silva (Site Reliability Engineer) waits for your approval", url: "/home" });
    const approvalId = (await ownerDb.approval.findFirstOrThrow({ where: { offerId, status: "pending" } })).id;
    expect((await call("POST", `/api/approvals/${approvalId}/decision`, { key: world.admin.key, body: { decision: "approve" } })).status).toBe(200);
    const [decided] = await inbox(world.recruiter);
    expect(decided).toMatchObject({ kind: "approval_decided", text: `${world.admin.name} approved the offer for Ana Silva (Site Reliability Engineer)` });
    // no salary in any text: 91,000 EUR however written (a generated name may hold the digits 91)
    expect(`${waiting.text} ${decided.text}`).not.toMatch(/91(?:[,.\s]?000|[kK])|EUR|€/);

    expect((await call("POST", `/api/offers/${offerId}/send`, { key: world.recruiter.key })).status).toBe(200);
    const token = randomBytes(32).toString("base64url");
    await ownerDb.offer.update({ where: { id: offerId }, data: { tokenHash: createHash("sha256").update(token).digest("hex") } });
    expect((await call("POST", `/api/public/offers/${token}`, { body: { accept: false, reason: "Staying put" } })).status).toBe(200);
    for (const told of [world.recruiter, world.hiring_manager]) {
      const [answer] = await inbox(told);
      expect(answer).toMatchObject({ kind: "offer_declined", text: "Ana Silva (Site Reliability Engineer) declined the offer", url: `/applications/${ana.id}` });
    }
    // an interviewer sees no offer, so hears of none; the other job's manager sees nothing of it
    for (const nobody of [world.interviewer, otherManager]) expect(await kindsOf(nobody)).toEqual([]);
  });

  it("a candidate's reply reaches the member who wrote to them, as long as they may read the conversation", async () => {
    const { world, ana, otherManager } = await scene();
    const sent = await call("POST", `/api/candidates/${ana.candidateId}/messages`, { key: world.hiring_manager.key, body: { subject: "Next steps", body: "Hello", applicationId: ana.id } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const replyTo = (await ownerDb.outboxEmail.findFirstOrThrow({ where: { replyTo: { not: null }, subject: "Next steps", organizationId: world.organization.id } })).replyTo!;
    const reply = (text: string) =>
      receiveInboundMail({ envelopeTo: [replyTo], headerTo: [replyTo], from: "ana@example.test", subject: "Re: Next steps", text, headers: new Map(), messageId: `<${unique("m")}@example.test>`, attachments: [] });
    expect((await reply("Tuesday works")).status).toBe("stored");
    const [got] = await inbox(world.hiring_manager);
    expect(got).toMatchObject({ kind: "candidate_replied", text: "Ana Silva replied: Re: Next steps", url: `/candidates/${ana.candidateId}#messages` });

    // no longer the job's manager: the conversation is out of their sight, and so is the next reply
    await ownerDb.jobHiringManager.deleteMany({ where: { userId: world.hiring_manager.id } });
    expect((await reply("Or Wednesday")).status).toBe("stored");
    expect(await kindsOf(world.hiring_manager)).toEqual(["candidate_replied"]);
    for (const nobody of [otherManager, world.recruiter]) expect(await kindsOf(nobody)).toEqual([]);
  });
});

describe("the caller's notifications", () => {
  it("lists the caller's own, unread ones by filter, marks some or all read, and never touches another's", async () => {
    const { world, ana } = await scene();
    const body = { body: `@[${world.hiring_manager.name}](${world.hiring_manager.id}) @[${world.admin.name}](${world.admin.id}) look` };
    for (let i = 0; i < 3; i += 1) expect((await call("POST", `/api/candidates/${ana.candidateId}/notes`, { key: world.recruiter.key, body })).status).toBe(201);
    const mine = await inbox(world.hiring_manager);
    expect(mine).toHaveLength(3);
    expect(mine.map((n) => n.id)).toEqual([...mine.map((n) => n.id)].sort((a, b) => b - a));
    const adminsId = (await inbox(world.admin))[0].id;

    const paged = await call("GET", "/api/notifications?limit=2&offset=1", { key: world.hiring_manager.key });
    expect(paged.body).toMatchObject({ unread: 3, page: { limit: 2, offset: 1, total: 3 } });
    expect(paged.body.notifications.map((n: { id: number }) => n.id)).toEqual(mine.slice(1).map((n) => n.id));

    const one = await call("POST", "/api/notifications/read", { key: world.hiring_manager.key, body: { ids: [mine[0].id, adminsId] } });
    expect(one.body).toEqual({ read: 1, unread: 2 });
    expect((await ownerDb.notification.findUniqueOrThrow({ where: { id: adminsId } })).readAt).toBeNull();
    const unread = await call("GET", "/api/notifications?unread=true", { key: world.hiring_manager.key });
    expect(unread.body.notifications.map((n: { id: number }) => n.id)).toEqual(mine.slice(1).map((n) => n.id));
    expect(unread.body.page.total).toBe(2);

    expect((await call("POST", "/api/notifications/read", { key: world.hiring_manager.key, body: { all: true } })).body).toEqual({ read: 2, unread: 0 });
    expect((await call("GET", "/api/notifications?unread=true", { key: world.hiring_manager.key })).body.notifications).toEqual([]);
    expect((await call("GET", "/api/notifications?unread=true", { key: world.admin.key })).body.unread).toBe(3);
  });

  it("refuses a body that is neither ids nor all, and a bad filter", async () => {
    const { world } = await scene();
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ["x"] }]) {
      expect((await call("POST", "/api/notifications/read", { key: world.recruiter.key, body })).status).toBe(400);
    }
    expect((await call("GET", "/api/notifications?unread=yes", { key: world.recruiter.key })).status).toBe(400);
  });

  it("forgets an erased candidate's notifications", async () => {
    const { world, ana } = await scene();
    await call("POST", `/api/candidates/${ana.candidateId}/notes`, { key: world.recruiter.key, body: { body: `@[x](${world.hiring_manager.id}) hi` } });
    expect(await kindsOf(world.hiring_manager)).toEqual(["mention"]);
    expect((await call("DELETE", `/api/candidates/${ana.candidateId}`, { key: world.admin.key })).status).toBe(200);
    expect(await kindsOf(world.hiring_manager)).toEqual([]);
  });
});

describe("who may be mentioned", () => {
  it("offers the colleagues who may see the candidate, by name, and never one who may not", async () => {
    const { world, ana, otherManager } = await scene();
    const offered = async (m: Member, q = "") => {
      const found = await call("GET", `/api/candidates/${ana.candidateId}/mentionable?q=${encodeURIComponent(q)}`, { key: m.key });
      expect(found.status).toBe(200);
      return (found.body.members as { id: string }[]).map((x) => x.id).sort();
    };
    // the interviewer is not asked to review Ana, the other manager manages another job
    expect(await offered(world.recruiter)).toEqual([world.admin.id, world.hiring_manager.id].sort());
    expect(await offered(world.recruiter, world.hiring_manager.name.slice(0, 4))).toEqual([world.hiring_manager.id]);
    await call("POST", `/api/applications/${ana.id}/interviewers`, { key: world.recruiter.key, body: { userIds: [world.interviewer.id] } });
    expect(await offered(world.hiring_manager)).toEqual([world.admin.id, world.interviewer.id, world.recruiter.id].sort());
    expect(await offered(world.hiring_manager)).not.toContain(otherManager.id);
    // a caller who may not see the candidate learns nothing
    expect((await call("GET", `/api/candidates/${ana.candidateId}/mentionable`, { key: otherManager.key })).status).toBe(404);
  });
});

import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { advanceClock } from "@/lib/clock";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { ANSWER_DEADLINE_ACTOR, rejectPastDeadline } from "@/lib/server/applications/reject-past-deadline";

// the queue job's handler, as the queue runs it: as the tables' owner (lib/queue/background.ts)
const sweep = () => asOwner(() => rejectPastDeadline());
import { createApplication, createJob, unique } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// An answer for every applicant (issue 46 item 2, docs/decisions/494): an application's deadline
// is its created_at plus the organization's answerWithinDays; "answered" is the rule of the metric
// time_to_first_answer_days_median (a message sent, a move out of the first stage, a rejection or
// hire). The clock is the app's (lib/clock.ts), stopped and moved by the test.
const { call } = withApi();

const T = "2026-11-26T10:20:30.000Z";
const DAY = 86_400_000;
const daysBefore = (n: number) => new Date(new Date(T).getTime() - n * DAY);

async function scene() {
  const world = await createWorld(unique("Deadline Org"));
  const job = await createJob(world.organization.id, { title: "Analyst", hiringManagerIds: [world.hiring_manager.id] });
  expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { answerWithinDays: 10 } })).body.organization).toMatchObject({ answerWithinDays: 10, rejectUnansweredAfterDeadline: false });
  const make = (name: string, created: number, extra: Parameters<typeof createApplication>[1] = {}) =>
    createApplication(job, { candidateName: name, candidateEmail: `${unique(name.toLowerCase().replace(/\s+/g, "-"))}@example.test`, createdAt: daysBefore(created), ...extra });
  const apps = {
    dueSoon: await make("Due Soon", 8), // deadline in 2 days
    notYet: await make("Not Yet", 5), // deadline in 5 days
    past: await make("Past Due", 12), // deadline 2 days ago
    moved: await make("Moved On", 12, { stageIndex: 1 }), // answered by a move
    messaged: await make("Written To", 12), // answered by a message
    closed: await make("Closed Already", 12, { status: "rejected" }),
  };
  await ownerDb.candidateMessage.create({
    data: {
      organizationId: world.organization.id,
      candidateId: apps.messaged.candidateId,
      applicationId: apps.messaged.id,
      direction: "outbound",
      subject: "Hello",
      bodyText: "We are reading your application.",
      fromAddress: "team@example.test",
      toAddress: "c@example.test",
      sentAt: daysBefore(11),
      replyTokenHash: new Uint8Array(randomBytes(32)),
    },
  });
  await ownerDb.application.update({ where: { id: apps.past.id }, data: { locale: "es" } });
  return { world, job, apps };
}

async function awaiting(key: string): Promise<number[]> {
  const res = await call("GET", "/api/applications?awaitingAnswer=true&limit=100", { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.applications.map((a: { id: number }) => a.id).sort((a: number, b: number) => a - b);
}

describe("GET /api/applications?awaitingAnswer=true", () => {
  it("lists exactly the unanswered active applications due within 3 days or past, and an answered one leaves", async () => {
    stopClockAt(T);
    const { world, job, apps } = await scene();
    expect(await awaiting(world.recruiter.key)).toEqual([apps.dueSoon.id, apps.past.id].sort((a, b) => a - b));
    // the total counts the filter too
    expect((await call("GET", "/api/applications?awaitingAnswer=true", { key: world.recruiter.key })).body.page.total).toBe(2);

    // two days on, "not yet" is due within 3 days too
    advanceClock(2 * DAY);
    expect(await awaiting(world.recruiter.key)).toEqual([apps.dueSoon.id, apps.notYet.id, apps.past.id].sort((a, b) => a - b));

    // moving one out of its first stage answers it
    const moved = await call("PATCH", `/api/applications/${apps.dueSoon.id}`, { key: world.recruiter.key, body: { currentStageId: job.stages[1].id } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await awaiting(world.recruiter.key)).toEqual([apps.notYet.id, apps.past.id].sort((a, b) => a - b));

    // without a deadline nothing is awaited
    await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { answerWithinDays: null } });
    expect(await awaiting(world.recruiter.key)).toEqual([]);
    expect((await call("GET", "/api/applications?awaitingAnswer=maybe", { key: world.recruiter.key })).status).toBe(400);
  });
});

describe("the answer-deadline sweep", () => {
  it("rejects a past-deadline unanswered application once, with the organization's rejection mail in the candidate's language", async () => {
    stopClockAt(T);
    const { world, apps } = await scene();
    // off by default: nothing is rejected
    await sweep();
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: apps.past.id } })).status).toBe("active");

    await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { rejectUnansweredAfterDeadline: true } });
    await sweep();
    const statuses = await ownerDb.application.findMany({ where: { id: { in: Object.values(apps).map((a) => a.id) } }, select: { id: true, status: true } });
    const statusOf = (id: number) => statuses.find((s) => s.id === id)?.status;
    expect(statusOf(apps.past.id)).toBe("rejected");
    for (const untouched of [apps.dueSoon, apps.notYet, apps.moved, apps.messaged]) expect(statusOf(untouched.id)).toBe("active");

    const candidate = await ownerDb.candidate.findUniqueOrThrow({ where: { id: apps.past.candidateId } });
    const mails = await ownerDb.outboxEmail.findMany({ where: { toAddress: candidate.email, kind: "rejection" } });
    expect(mails).toHaveLength(1);
    // the built-in rejection in Spanish, with the page link line in Spanish
    expect(mails[0].subject).toContain("Su postulación");
    expect(mails[0].textBody).toMatch(/Su página de candidatura.*\/careers\/applications\//);
    const audit = await ownerDb.auditLog.findMany({ where: { action: "application.status_changed", targetId: String(apps.past.id) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: null, actorName: ANSWER_DEADLINE_ACTOR.name });

    // again, and a day later: nothing more
    await sweep();
    advanceClock(DAY);
    await sweep();
    expect(await ownerDb.outboxEmail.count({ where: { toAddress: candidate.email, kind: "rejection" } })).toBe(1);
    expect(await ownerDb.auditLog.count({ where: { action: "application.status_changed", targetId: String(apps.past.id) } })).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { advanceClock } from "@/lib/clock";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { KNOCKOUT_QUEUE } from "@/lib/queue/queues";
import { runKnockout } from "@/lib/server/knockouts/run-knockout";
import { createJob, unique } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const T0 = "2026-11-26T10:00:00.000Z";
const MINUTE = 60_000;

const rightToWork = (knockout: object) => ({ label: "Right to work", type: "yes_no", required: true, knockout });

async function setup(questions: object[]) {
  const world = await createWorld("Knockout Org");
  const job = await createJob(world.organization.id, { title: "Lisbon Engineer", status: "open" });
  const put = await call("PUT", `/api/jobs/${job.id}/questions`, {
    key: world.recruiter.key,
    body: { questions },
  });
  expect(put.status).toBe(200);
  const ids: number[] = put.body.questions.map((q: { id: number }) => q.id);
  const apply = async (answers: Record<number, unknown>) => {
    const email = `${unique("ko")}@example.test`;
    const res = await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { body: { name: "Kim Knock", email, answers } });
    expect(res.status).toBe(201);
    const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id, candidate: { email } }, select: { id: true, knockout: { select: { id: true } } } });
    return { id: application.id, knockoutId: application.knockout?.id, email };
  };
  const read = async (id: number) => (await call("GET", `/api/applications/${id}`, { key: world.recruiter.key })).body.application;
  return { world, job, ids, apply, read };
}

const queuedJob = (knockoutId: number) =>
  ownerDb.$queryRaw<{ startAfter: Date }[]>`SELECT start_after AS "startAfter" FROM pgboss.job WHERE name = ${KNOCKOUT_QUEUE} AND (data->>'knockoutId')::int = ${knockoutId}`;

describe("knockout rules", () => {
  it("rejects at once (delay 0) through the rejection path, with the e-mail and the rule in the audit log, and the Undo takes it back", async () => {
    stopClockAt(T0);
    const { world, ids, apply, read } = await setup([rightToWork({ rejectIf: false, delayMinutes: 0 })]);
    const { id, knockoutId, email } = await apply({ [ids[0]]: false });
    expect((await read(id)).knockout).toEqual({ label: "Right to work", answer: "No", action: "reject", state: "pending", dueAt: T0, decidedAt: null });
    expect(await queuedJob(knockoutId!)).toEqual([{ startAfter: new Date(T0) }]);

    expect(await asOwner(() => runKnockout({ knockoutId: knockoutId! }))).toBe("rejected");
    const rejected = await read(id);
    expect(rejected).toMatchObject({ status: "rejected", knockout: { state: "rejected", decidedAt: T0 } });
    const row = await ownerDb.application.findUniqueOrThrow({ where: { id }, select: { rejectionReason: true, rejectionReasonId: true, organizationId: true } });
    // counted under the organization's "Other" in the reports, the rule as its text
    const other = await ownerDb.rejectionReason.findFirstOrThrow({ where: { organizationId: row.organizationId, label: "Other" } });
    expect(row).toMatchObject({ rejectionReasonId: other.id, rejectionReason: "Rejected by rule: Right to work = No" });
    expect(await ownerDb.outboxEmail.count({ where: { toAddress: email, kind: "rejection" } })).toBe(1);
    const audits = await ownerDb.auditLog.findMany({ where: { targetType: "application", targetId: String(id) }, orderBy: { id: "asc" }, select: { action: true, actorName: true, actorUserId: true, metadata: true } });
    expect(audits.map((a) => [a.action, a.actorName])).toEqual([
      ["application.created", "Candidate (public site)"],
      ["application.knockout_matched", "Knockout rule"],
      ["application.status_changed", "Knockout rule"],
    ]);
    expect(audits[2]).toMatchObject({ actorUserId: null, metadata: { to: "rejected", rule: { questionId: ids[0], label: "Right to work", answer: "No" } } });
    // a second run of the same job changes nothing
    expect(await asOwner(() => runKnockout({ knockoutId: knockoutId! }))).toBe("skipped");
    expect(await ownerDb.outboxEmail.count({ where: { toAddress: email, kind: "rejection" } })).toBe(1);

    const undo = await call("PATCH", `/api/applications/${id}`, { key: world.recruiter.key, body: { status: "active", undo: true } });
    expect(undo.status).toBe(200);
    expect(undo.body.application).toMatchObject({ status: "active", knockout: { state: "undone" } });
  });

  it("waits for its delay on the app's clock, and leaves an answer the rule accepts alone", async () => {
    stopClockAt(T0);
    const { ids, apply, read } = await setup([rightToWork({ rejectIf: false, delayMinutes: 60 })]);
    const kept = await apply({ [ids[0]]: true });
    expect((await read(kept.id)).knockout).toBeNull();
    const { id, knockoutId } = await apply({ [ids[0]]: false });
    const due = new Date(Date.parse(T0) + 60 * MINUTE);
    expect(await queuedJob(knockoutId!)).toEqual([{ startAfter: due }]);

    expect(await asOwner(() => runKnockout({ knockoutId: knockoutId! }))).toBe("not_due");
    advanceClock(59 * MINUTE + 59_000);
    expect(await asOwner(() => runKnockout({ knockoutId: knockoutId! }))).toBe("not_due");
    expect((await read(id)).status).toBe("active");
    advanceClock(1_000);
    expect(await asOwner(() => runKnockout({ knockoutId: knockoutId! }))).toBe("rejected");
    expect((await read(id)).knockout).toMatchObject({ state: "rejected", dueAt: due.toISOString(), decidedAt: due.toISOString() });
  });

  it("can be stopped while pending by whoever manages the job, and not after", async () => {
    stopClockAt(T0);
    const { world, ids, apply, read } = await setup([
      { label: "Experience", type: "single_choice", options: ["Under 2", "2 or more"], knockout: { rejectIf: ["Under 2"], delayMinutes: 30 } },
    ]);
    const { id, knockoutId } = await apply({ [ids[0]]: "Under 2" });
    expect((await call("POST", `/api/applications/${id}/knockout/cancel`, { key: world.interviewer.key })).status).toBe(404);
    const cancelled = await call("POST", `/api/applications/${id}/knockout/cancel`, { key: world.recruiter.key });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.application).toMatchObject({ status: "active", knockout: { label: "Experience", answer: "Under 2", state: "cancelled" } });
    advanceClock(31 * MINUTE);
    expect(await asOwner(() => runKnockout({ knockoutId: knockoutId! }))).toBe("skipped");
    expect((await read(id)).status).toBe("active");
    expect((await call("POST", `/api/applications/${id}/knockout/cancel`, { key: world.recruiter.key })).status).toBe(409);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "application.knockout_cancelled", targetId: String(id) } });
    expect(audit).toMatchObject({ actorUserId: world.recruiter.id, metadata: expect.objectContaining({ rule: { label: "Experience", answer: "Under 2" } }) });
  });

  it("only flags for review when the rule says so, and the first matching question in the form's order decides", async () => {
    stopClockAt(T0);
    const { ids, apply, read } = await setup([
      rightToWork({ rejectIf: false, delayMinutes: 0, action: "review" }),
      { label: "Years of Go", type: "number", knockout: { rejectIf: { below: 2 }, delayMinutes: 0 } },
    ]);
    const { id, knockoutId } = await apply({ [ids[0]]: false, [ids[1]]: 1 });
    expect((await read(id)).knockout).toEqual({ label: "Right to work", answer: "No", action: "review", state: "review", dueAt: T0, decidedAt: null });
    expect(await queuedJob(knockoutId!)).toEqual([]);
    const byNumber = await apply({ [ids[0]]: true, [ids[1]]: 1.5 });
    expect((await read(byNumber.id)).knockout).toMatchObject({ label: "Years of Go", answer: "1.5", state: "pending" });
    const enough = await apply({ [ids[0]]: true, [ids[1]]: 2 });
    expect((await read(enough.id)).knockout).toBeNull();
  });

  it("goes with the answers when the candidate is erased, from the row and from stored events", async () => {
    stopClockAt(T0);
    const { world, ids, apply } = await setup([rightToWork({ rejectIf: false, delayMinutes: 0 })]);
    const { id, knockoutId } = await apply({ [ids[0]]: false });
    await asOwner(() => runKnockout({ knockoutId: knockoutId! }));
    const { candidateId } = await ownerDb.application.findUniqueOrThrow({ where: { id }, select: { candidateId: true } });
    expect((await call("DELETE", `/api/candidates/${candidateId}`, { key: world.admin.key })).status).toBe(200);
    expect(await ownerDb.applicationKnockout.count({ where: { applicationId: id } })).toBe(0);
    const events = await ownerDb.event.findMany({ where: { organizationId: world.organization.id, type: { startsWith: "application." } }, select: { body: true } });
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const event of events) expect(JSON.parse(event.body).data).toMatchObject({ answers: [], knockout: null });
  });
});

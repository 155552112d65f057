import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/auth/api-keys";
import { ownerDb } from "@/lib/db/owner";
import { INTERVIEW_INVITATION_QUEUE } from "@/lib/queue/queues";
import { createApplication, createCandidate, createJob, unique } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// The candidate's manage link moves their interview at most twice, and of moves racing for one
// interview only one is made, with one round of invitations (issue 41, decision 454).
const { call } = withApi();

describe("the candidate's moves of their interview", () => {
  it("are one winner under a race, two in all, and leave cancelling open", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const world = await createWorld("Candidate Move Limit Org");
    const job = await createJob(world.organization.id, { title: "Platform Engineer", hiringManagerIds: [world.hiring_manager.id] });
    const email = `${unique("mover")}@example.test`;
    const candidate = await createCandidate(world.organization.id, { name: "Mo Mover", email });
    const app = await createApplication(job, { candidate, candidateName: "Mo Mover" });
    const created = await call("POST", `/api/applications/${app.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Technical interview", startsAt: "2026-12-02T14:00:00Z", endsAt: "2026-12-02T15:00:00Z", timeZone: "UTC", interviewerIds: [world.interviewer.id] },
    });
    expect(created.status).toBe(201);
    // the link's token as the invitation would carry it; only its hash is stored
    const token = randomBytes(32).toString("base64url");
    await ownerDb.interview.update({ where: { id: created.body.interview.id }, data: { manageTokenHash: hashSecret(token) } });
    // each change queues one invitation job in its own transaction (its mails are sent from it)
    const rescheduledMails = async () => {
      const [{ count }] = await ownerDb.$queryRaw<{ count: number }[]>`
        SELECT count(*)::int AS count FROM pgboss.job
        WHERE name = ${INTERVIEW_INVITATION_QUEUE} AND data->>'change' = 'rescheduled' AND (data->'context'->>'organizationId')::int = ${world.organization.id}`;
      return count;
    };

    const view = await call("GET", `/api/public/interviews/${token}`);
    expect(view.body).toMatchObject({ state: "open", movesLeft: 2 });
    // times well past the 24-hour cut-off
    const later = (body: { slots: { startsAt: string }[] }) => body.slots.map((s) => s.startsAt).filter((start) => start >= "2026-12-03");
    const [first] = later(view.body);

    // three tabs send the same move at once: one moves it, the others are told it changed
    const racing = await Promise.all([1, 2, 3].map(() => call("POST", `/api/public/interviews/${token}/reschedule`, { body: { startsAt: first } })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const lost of racing.filter((r) => r.status === 409)) expect(lost.body.error).toMatch(/changed a moment ago|no longer free/);
    const once = await ownerDb.interview.findUniqueOrThrow({ where: { id: created.body.interview.id } });
    expect([once.startsAt.toISOString(), once.sequence, once.candidateMoves]).toEqual([first, 1, 1]);
    expect(await rescheduledMails()).toBe(1);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "interview.rescheduled" } })).toBe(1);

    const moved = await call("GET", `/api/public/interviews/${token}`);
    expect(moved.body.movesLeft).toBe(1);
    const second = later(moved.body).find((start) => start !== first)!;
    const again = await call("POST", `/api/public/interviews/${token}/reschedule`, { body: { startsAt: second } });
    expect(again.status).toBe(200);
    expect(await rescheduledMails()).toBe(2);

    // the limit: no times offered, a further move refused with what to do, the time unchanged
    const spent = await call("GET", `/api/public/interviews/${token}`);
    expect(spent.body).toMatchObject({ state: "open", movesLeft: 0, slots: [] });
    const third = await call("POST", `/api/public/interviews/${token}/reschedule`, { body: { startsAt: first } });
    expect(third.status).toBe(409);
    expect(third.body.error).toMatch(/moved 2 times already; reply to the invitation e-mail/);
    const kept = await ownerDb.interview.findUniqueOrThrow({ where: { id: created.body.interview.id } });
    expect([kept.startsAt.toISOString(), kept.candidateMoves]).toEqual([second, 2]);
    expect(await rescheduledMails()).toBe(2);

    // a team's move does not count against the candidate, and cancelling stays open
    const teamMove = await call("PATCH", `/api/interviews/${created.body.interview.id}`, { key: world.recruiter.key, body: { startsAt: "2026-12-04T09:00:00Z", endsAt: "2026-12-04T10:00:00Z" } });
    expect(teamMove.status).toBe(200);
    expect((await ownerDb.interview.findUniqueOrThrow({ where: { id: created.body.interview.id } })).candidateMoves).toBe(2);
    expect((await call("POST", `/api/public/interviews/${token}/cancel`)).status).toBe(200);
  });
});

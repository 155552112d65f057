import { beforeAll, describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { startJobWriter } from "@/lib/queue/boss";
import { INTERVIEW_INVITATION_QUEUE } from "@/lib/queue/queues";
import { createApplication, createJob } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// The booking transaction is short (docs/decisions/410): twenty candidates racing for three slots
// of one interviewer through their own scheduling links get three bookings and seventeen 409s,
// nothing else (no expired transaction, no 500, no 503), and never one interviewer booked twice.
const { call } = withApi();
// as scripts/serve.ts does before serving: a job writer started by the first booking would need a
// connection of a pool that the racing bookings all hold
beforeAll(() => startJobWriter().then(() => undefined));
const CANDIDATES = 20;
const SLOTS = ["2026-11-30T09:00:00.000Z", "2026-11-30T10:00:00.000Z", "2026-11-30T11:00:00.000Z"];

describe("a race of candidates for the same slots", () => {
  it("books each slot once and answers every other candidate 409", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const world = await createWorld("Booking Race Org");
    const job = await createJob(world.organization.id, { title: "Race Engineer" });
    const tokens: string[] = [];
    for (let i = 0; i < CANDIDATES; i++) {
      const app = await createApplication(job, { candidateName: `Racer ${i}` });
      const link = await call("POST", `/api/applications/${app.id}/scheduling-links`, {
        key: world.recruiter.key,
        body: { interviewerIds: [world.interviewer.id], durationMinutes: 60, from: "2026-11-30T09:00:00Z", to: "2026-11-30T12:00:00Z", timeZone: "UTC" },
      });
      expect(link.status).toBe(201);
      tokens.push(link.body.url.split("/careers/schedule/")[1]);
    }

    const answers = await Promise.all(tokens.map((token, i) => call("POST", `/api/public/scheduling/${token}`, { body: { startsAt: SLOTS[i % SLOTS.length] } })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CANDIDATES - 3);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.error).toEqual(expect.any(String));
    const booked = answers.filter((a) => a.status === 201).map((a) => a.body.interview.startsAt).sort();
    expect(booked).toEqual(SLOTS);

    // the table agrees: three interviews, no two of the interviewer's overlapping
    const interviews = await ownerDb.interview.findMany({ where: { organizationId: world.organization.id }, select: { startsAt: true } });
    expect(interviews.map((i) => i.startsAt.toISOString()).sort()).toEqual(SLOTS);
    const [{ doubles }] = await ownerDb.$queryRaw<{ doubles: number }[]>`
      SELECT count(*)::int AS doubles FROM interview_interviewers a JOIN interview_interviewers b
        ON a.user_id = b.user_id AND a.interview_id < b.interview_id AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
      WHERE a.user_id = ${world.interviewer.id}`;
    expect(doubles).toBe(0);
    // only the winners' links are used
    expect(await ownerDb.schedulingLink.count({ where: { organizationId: world.organization.id, usedAt: { not: null } } })).toBe(3);
    // the invitations were left to the queue: one job per booking, no mail written in the booking
    const [{ jobs }] = await ownerDb.$queryRaw<{ jobs: number }[]>`
      SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = ${INTERVIEW_INVITATION_QUEUE} AND data->'context'->>'organizationId' = ${String(world.organization.id)}`;
    expect(jobs).toBe(3);
  });
});

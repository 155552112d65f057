import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import { asOrganization } from "@/lib/db/caller-scope";
import type { ApplicationStatus } from "@/lib/generated/prisma/enums";
import { expiredCandidateIdsSql } from "@/lib/server/candidates/expired-candidates";
import { createApplication, createCandidate, createJob } from "@/prisma/factories";
import { createWorld } from "./support/world";

// docs/decisions/258: the retention sweep and preview find expired candidates from the
// applications that ended before the cut-off. The rule as first written (decision 198), checked
// candidate by candidate, is the oracle: on random histories both give the same candidates.
const DAY = 86_400_000;

function oracle(org: number, days: number, now: Date) {
  return ownerDb.$queryRaw<{ id: number }[]>`
    SELECT c.id FROM candidates c
     WHERE c.organization_id = ${org} AND c.erased_at IS NULL
       AND EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = c.id
             AND (a.status = 'active' OR a.closed_at IS NULL OR a.closed_at > ${now}::timestamptz - make_interval(days => ${days}::int)))
     ORDER BY c.id`;
}

// in the organization's scope, as the sweep and the preview run it: the policies name the organization
function indexed(org: number, days: number, now: Date) {
  return asOrganization(org, () => db.$queryRaw<{ id: number }[]>`
    SELECT e.id FROM (${expiredCandidateIdsSql(days, now)}) e ORDER BY e.id`);
}

// a small deterministic generator, so a failure can be replayed
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("expired candidates, index-driven form", () => {
  it("finds exactly the candidates the candidate-by-candidate rule finds, for any setting", async () => {
    const world = await createWorld("Retention Forms Org");
    const other = await createWorld("Retention Forms Elsewhere");
    const jobs = [];
    for (const title of ["One", "Two", "Three"]) jobs.push(await createJob(world.organization.id, { title }));
    const foreignJob = await createJob(other.organization.id, { title: "Foreign" });
    const next = random(20261126);
    const now = new Date();
    const statuses: ApplicationStatus[] = ["active", "rejected", "hired", "withdrawn"];
    for (let i = 0; i < 60; i++) {
      const candidate = await createCandidate(world.organization.id, {});
      const count = Math.floor(next() * 4); // 0-3 applications; none means never erased
      for (let j = 0; j < count; j++) {
        const endedDaysAgo = Math.floor(next() * 400);
        const status = statuses[Math.floor(next() * statuses.length)];
        await createApplication(jobs[j], {
          candidate,
          status,
          createdAt: new Date(now.getTime() - (endedDaysAgo + 10) * DAY),
          endedAt: new Date(now.getTime() - endedDaysAgo * DAY),
        });
      }
      if (next() < 0.1) await ownerDb.candidate.update({ where: { id: candidate.id }, data: { erasedAt: now } });
    }
    // a closed application without closed_at (written before closed_at existed) never expires
    const legacy = await createApplication(jobs[0], { status: "rejected", createdAt: new Date(now.getTime() - 500 * DAY), endedAt: new Date(now.getTime() - 450 * DAY) });
    await ownerDb.application.update({ where: { id: legacy.id }, data: { closedAt: null } });
    for (let i = 0; i < 5; i++) await createApplication(foreignJob, { status: "rejected", endedAt: new Date(now.getTime() - 300 * DAY), createdAt: new Date(now.getTime() - 310 * DAY) });

    for (const days of [1, 30, 90, 180, 365, 1000]) {
      const expected = await oracle(world.organization.id, days, now);
      expect(await indexed(world.organization.id, days, now), `days=${days}`).toEqual(expected);
    }
    // the data covers both answers: some expire at 30 days, not all of them at 1
    expect((await oracle(world.organization.id, 30, now)).length).toBeGreaterThan(0);
    expect((await oracle(world.organization.id, 1000, now)).length).toBe(0);
    expect(await indexed(other.organization.id, 30, now)).toHaveLength(5);
  });
});

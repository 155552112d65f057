import { describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { sqlRows } from "@/lib/db/sql-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { canManageJob, visibleApplicationsWhere, visibleJobsWhere } from "@/lib/server/access/visibility";
import { canManageJobSql, visibleApplicationsSql, visibleJobsSql } from "@/lib/server/access/visibility-sql";
import { createApplication, createJob } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { createWorld, ROLES } from "./support/world";

// The visibility rules exist twice (docs/decisions/213): as Prisma `where` fragments
// (lib/server/access/visibility.ts) for the Prisma reads and as SQL conditions (visibility-sql.ts)
// for the statements of the list reads. For every role and every kind of job and application
// (one the caller manages, one they were only asked to review, an unrelated one of their
// organization, one of a foreign organization), both forms must pick the same rows, and those rows
// must be the ones DECISIONS.md (Roles) names.

type Kind = "managed" | "reviewed" | "unreviewedSibling" | "unrelated" | "foreign";

// what each role sees: jobs and applications by kind (unreviewedSibling: an application nobody was
// asked to review on the job of the reviewed one)
const EXPECTED: Record<Role, { jobs: Kind[]; applications: Kind[]; manages: Kind[] }> = {
  admin: {
    jobs: ["managed", "reviewed", "unrelated"],
    applications: ["managed", "reviewed", "unreviewedSibling", "unrelated"],
    manages: ["managed", "reviewed", "unrelated"],
  },
  recruiter: {
    jobs: ["managed", "reviewed", "unrelated"],
    applications: ["managed", "reviewed", "unreviewedSibling", "unrelated"],
    manages: ["managed", "reviewed", "unrelated"],
  },
  hiring_manager: { jobs: ["managed", "reviewed"], applications: ["managed", "reviewed"], manages: ["managed"] },
  interviewer: { jobs: ["reviewed"], applications: ["reviewed"], manages: [] },
};

async function setting() {
  const world = await createWorld("Visibility Org");
  const foreign = await createWorld("Foreign Org");
  const everyone = ROLES.map((role) => world[role]);
  // every member of the world is listed on the managed job, so each role shows what listing gives it
  const managedJob = await createJob(world.organization.id, { title: "Managed", hiringManagerIds: everyone.map((m) => m.id) });
  const reviewedJob = await createJob(world.organization.id, { title: "Reviewed" });
  const unrelatedJob = await createJob(world.organization.id, { title: "Unrelated" });
  // a foreign organization's job that (against every invariant) lists this world's members and
  // asks them to review: tenancy alone must keep it out
  const foreignJob = await createJob(foreign.organization.id, { title: "Foreign", hiringManagerIds: everyone.map((m) => m.id) });
  const applications = {
    managed: await createApplication(managedJob),
    reviewed: await createApplication(reviewedJob),
    unreviewedSibling: await createApplication(reviewedJob),
    unrelated: await createApplication(unrelatedJob),
    foreign: await createApplication(foreignJob),
  };
  for (const member of everyone) {
    await createReviewRequest(applications.reviewed, member, { completedAt: member.role === "interviewer" ? new Date() : null });
    await createReviewRequest(applications.foreign, member);
  }
  const jobs = { managed: managedJob, reviewed: reviewedJob, unreviewedSibling: reviewedJob, unrelated: unrelatedJob, foreign: foreignJob };
  const orgIds = [world.organization.id, foreign.organization.id];
  return { world, jobs, applications, orgIds };
}

function callerOf(member: { id: string; name: string; role: Role; organizationId: number }): Caller {
  return { userId: member.id, orgId: member.organizationId, role: member.role, name: member.name, credential: { kind: "api_key", id: 0 } };
}

const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

describe("both forms of each visibility rule", () => {
  it("pick the same jobs and applications for every role, and the ones the roles table names", async () => {
    const { world, jobs, applications, orgIds } = await setting();
    for (const role of ROLES) {
      const caller = callerOf(world[role]);

      const jobsByPrisma = await db.job.findMany({ where: { AND: [visibleJobsWhere(caller), { organizationId: { in: orgIds } }] }, select: { id: true } });
      const jobsBySql = await sqlRows<{ id: number }[]>(
        Prisma.sql`SELECT j.id FROM jobs j WHERE ${visibleJobsSql(caller)} AND j.organization_id = ANY(${orgIds}::int4[])`,
      );
      const expectedJobs = sorted(EXPECTED[role].jobs.map((kind) => jobs[kind].id));
      expect(sorted(jobsBySql.map((j) => j.id)), `${role}: jobs, SQL against Prisma`).toEqual(sorted(jobsByPrisma.map((j) => j.id)));
      expect(sorted(jobsByPrisma.map((j) => j.id)), `${role}: jobs (Prisma)`).toEqual(expectedJobs);
      expect(sorted(jobsBySql.map((j) => j.id)), `${role}: jobs (SQL)`).toEqual(expectedJobs);

      const applicationsByPrisma = await db.application.findMany({
        where: { AND: [visibleApplicationsWhere(caller), { organizationId: { in: orgIds } }] },
        select: { id: true },
      });
      const applicationsBySql = await sqlRows<{ id: number }[]>(
        Prisma.sql`SELECT a.id FROM applications a WHERE ${visibleApplicationsSql(caller)} AND a.organization_id = ANY(${orgIds}::int4[])`,
      );
      const expectedApplications = sorted(EXPECTED[role].applications.map((kind) => applications[kind].id));
      expect(sorted(applicationsBySql.map((a) => a.id)), `${role}: applications, SQL against Prisma`).toEqual(
        sorted(applicationsByPrisma.map((a) => a.id)),
      );
      expect(sorted(applicationsByPrisma.map((a) => a.id)), `${role}: applications (Prisma)`).toEqual(expectedApplications);
      expect(sorted(applicationsBySql.map((a) => a.id)), `${role}: applications (SQL)`).toEqual(expectedApplications);
    }
  });

  it("agree on who manages each job (canManage), for every role", async () => {
    const { world, jobs } = await setting();
    const ownJobs = { managed: jobs.managed, reviewed: jobs.reviewed, unrelated: jobs.unrelated };
    for (const role of ROLES) {
      const caller = callerOf(world[role]);
      for (const [kind, job] of Object.entries(ownJobs)) {
        const hiringManagerIds = (await db.jobHiringManager.findMany({ where: { jobId: job.id }, select: { userId: true } })).map((h) => h.userId);
        const [{ manages }] = await sqlRows<{ manages: boolean }[]>(
          Prisma.sql`SELECT ${canManageJobSql(caller, Prisma.sql`ARRAY(SELECT h.user_id FROM job_hiring_managers h WHERE h.job_id = ${job.id})`)} AS manages`,
        );
        const expected = (EXPECTED[role].manages as string[]).includes(kind);
        expect(canManageJob(caller, hiringManagerIds), `${role} on the ${kind} job (JavaScript)`).toBe(expected);
        expect(manages, `${role} on the ${kind} job (SQL)`).toBe(expected);
      }
    }
  });
});

import type { Caller } from "@/lib/auth/caller";
import type { Prisma } from "@/lib/generated/prisma/client";

// Who sees what (DECISIONS.md, Roles), as Prisma `where` fragments so that visibility and
// tenancy are part of every query and a job or application the caller may not see is
// simply not found.
//   admin, recruiter: everything in their organization
//   hiring_manager:   jobs listing them as hiring manager (and their applications),
//                     plus applications they were asked to review
//   interviewer:      applications they were asked to review, and those applications' jobs

export function visibleJobsWhere(caller: Caller): Prisma.JobWhereInput {
  const inOrg = { organizationId: caller.orgId };
  const reviewing = { applications: { some: { reviewRequests: { some: { reviewerId: caller.userId } } } } };
  switch (caller.role) {
    case "admin":
    case "recruiter":
      return inOrg;
    case "hiring_manager":
      return { ...inOrg, OR: [{ hiringManagers: { some: { userId: caller.userId } } }, reviewing] };
    case "interviewer":
      return { ...inOrg, ...reviewing };
  }
}

export function visibleApplicationsWhere(caller: Caller): Prisma.ApplicationWhereInput {
  const inOrg = { organizationId: caller.orgId };
  const reviewing = { reviewRequests: { some: { reviewerId: caller.userId } } };
  switch (caller.role) {
    case "admin":
    case "recruiter":
      return inOrg;
    case "hiring_manager":
      return { ...inOrg, OR: [{ job: { hiringManagers: { some: { userId: caller.userId } } } }, reviewing] };
    case "interviewer":
      return { ...inOrg, ...reviewing };
  }
}

// Candidates are visible through any application the caller can see.
export function visibleCandidatesWhere(caller: Caller): Prisma.CandidateWhereInput {
  if (caller.role === "admin" || caller.role === "recruiter") return { organizationId: caller.orgId };
  return { organizationId: caller.orgId, applications: { some: visibleApplicationsWhere(caller) } };
}

// canManage (endpoints 7, 13) and the managing calls (8-12): admin, recruiter, or a hiring
// manager listed on the job.
export function canManageJob(caller: Caller, hiringManagerIds: readonly string[]): boolean {
  if (caller.role === "admin" || caller.role === "recruiter") return true;
  return caller.role === "hiring_manager" && hiringManagerIds.includes(caller.userId);
}

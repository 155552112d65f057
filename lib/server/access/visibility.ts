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

// Applications on which the caller reviews blind (docs/decisions/170): asked to review, not submitted
// yet, and not managing the job (whoever manages it sees all feedback anyway, decision 030). Null for
// the roles that manage every job. Every application matched is visible to the caller (asked = visible).
export function blindReviewsWhere(caller: Caller): Prisma.ApplicationWhereInput | null {
  if (caller.role === "admin" || caller.role === "recruiter") return null;
  const open = { organizationId: caller.orgId, reviewRequests: { some: { reviewerId: caller.userId, completedAt: null } } };
  return caller.role === "hiring_manager" ? { ...open, job: { hiringManagers: { none: { userId: caller.userId } } } } : open;
}

// Notes on a candidate the caller may read (the candidate's visibility is checked first): all of
// them, except for a blind reviewer of any of the candidate's applications, who reads only their own.
export function readableNotesWhere(caller: Caller, candidateId: number): Prisma.CandidateNoteWhereInput {
  const blind = blindReviewsWhere(caller);
  if (!blind) return { candidateId };
  return { candidateId, OR: [{ authorId: caller.userId }, { candidate: { applications: { none: blind } } }] };
}

// canManage (endpoints 7, 13) and the managing calls (8-12): admin, recruiter, or a hiring
// manager listed on the job.
export function canManageJob(caller: Caller, hiringManagerIds: readonly string[]): boolean {
  if (caller.role === "admin" || caller.role === "recruiter") return true;
  return caller.role === "hiring_manager" && hiringManagerIds.includes(caller.userId);
}

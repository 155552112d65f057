import { can, type Caller } from "@/lib/auth/caller";

// Who sees what is the database's (row-level security, prisma/migrations/20261128100100_row_level_security,
// docs/decisions/300, 470): a job or application the caller may not see is simply not found. What stays
// here is the rule for managing a job (endpoints 7, 13 and the managing calls 8-12): jobs.manage, over
// every job for a caller who sees every job (jobs.view_all), else over the jobs they are listed on as
// hiring manager. It is checked in TypeScript on the job row the caller already reads, before a
// write, and answers 403 where a policy would only hide (decision 300). SQL's caller_manages_job()
// states the same rule; tests/row-level-security.test.ts runs every case through both.
export function canManageJob(caller: Caller, hiringManagerIds: readonly string[]): boolean {
  if (!can(caller, "jobs.manage")) return false;
  return can(caller, "jobs.view_all") || hiringManagerIds.includes(caller.userId);
}

// Whether a caller works on a job: sees every job, or manages it. What a permission to act on a
// job's applications (interviews.schedule, messages.send, ...) reaches, beside the permission itself.
export function worksOnJob(caller: Caller, hiringManagerIds: readonly string[]): boolean {
  return can(caller, "jobs.view_all") || canManageJob(caller, hiringManagerIds);
}

// Whether the caller's applications come from whole jobs (every job, or the ones they manage) rather
// than from their review requests alone: the shape a list's statement takes, never what it returns.
export function reachesJobs(caller: Caller): boolean {
  return can(caller, "jobs.view_all") || can(caller, "jobs.manage");
}

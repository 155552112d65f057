import type { Caller } from "@/lib/auth/caller";

// Who sees what is the database's (row-level security, prisma/migrations/20261128100100_row_level_security,
// docs/decisions/300): a job or application the caller may not see is simply not found. What stays
// here is the rule for managing a job (endpoints 7, 13 and the managing calls 8-12): admin,
// recruiter, or a hiring manager listed on the job. It is checked in TypeScript on the job row the
// caller already reads, before a write, and answers 403 where a policy would only hide (decision 300).
export function canManageJob(caller: Caller, hiringManagerIds: readonly string[]): boolean {
  if (caller.role === "admin" || caller.role === "recruiter") return true;
  return caller.role === "hiring_manager" && hiringManagerIds.includes(caller.userId);
}

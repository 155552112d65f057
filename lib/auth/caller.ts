import type { Role } from "@/lib/generated/prisma/enums";

// Who is making a request. Every domain function takes this first; the request wrapper runs it in
// withCaller, where the database's policies apply tenancy and role visibility (decisions 300, 303).
export type Caller = {
  userId: string;
  orgId: number;
  role: Role;
  name: string;
  // the credential the rate limit is counted against
  credential: { kind: "api_key"; id: number } | { kind: "session"; id: string };
};

export const MANAGING_ROLES: readonly Role[] = ["admin", "recruiter"];

export function isAdmin(caller: Caller): boolean {
  return caller.role === "admin";
}

// admins and recruiters manage every job; hiring managers only those they are listed on
export function managesAllJobs(caller: Caller): boolean {
  return MANAGING_ROLES.includes(caller.role);
}

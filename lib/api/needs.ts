import type { Permission } from "@/lib/auth/permissions";

// What an authenticated endpoint needs, declared in its endpoint declaration (`need`, beside its
// path, schemas and prose in lib/openapi/operations/<resource>.ts): either a permission of the
// catalogue, which the request wrapper checks after identify and before the body is read (403
// naming the permission), or `anyMember` with why any signed-in member may call it (the row-level
// policies decide what they see, or it is the caller's own).
//
// The rule for choosing (decision 466): a permission when the whole endpoint is for its holders,
// whatever the rows (settings, the team and its roles, webhooks, the audit log, reports, exports,
// erasure, merges, templates, pools...). `anyMember` for reads whose rows the policies choose (a
// caller without `offers.view` gets 404 for every offer and an empty list of them), and for writes
// whose permission is checked together with their row ("may manage jobs and manages this one"):
// there a row the caller cannot see answers 404 first, as the API always has, and the domain
// function keeps the check. Any other row-dependent check (is the approver, made the merge) stays
// in the domain function under a declared permission too.
export type AnyMember = { anyMember: string };
export type EndpointNeed = Permission | AnyMember;

export const rows = (why: string): AnyMember => ({ anyMember: why });
export const OWN = rows("it acts on the caller's own account only");
// writes checked on their row: the row's 404 comes first for whoever cannot see it, then the
// permission together with the row (lockManagedJob, managedApplication)
export const MANAGES_JOB = rows("a job the caller cannot see is 404; changing it needs `jobs.manage` and a job the caller manages (403)");
export const SCHEDULES = rows("an application or interview the caller cannot see is 404; scheduling needs `interviews.schedule` and a job the caller works on (403)");

// The permission an endpoint needs, or null when any signed-in member may call it.
export function permissionOf(need: EndpointNeed): Permission | null {
  return typeof need === "string" ? need : null;
}

// A password session of a member whose organization requires two-factor sign-in, before they set it
// up (docs/decisions/490), may call only what the Security settings' enrolment calls, whatever their
// role; every other authenticated operation answers it 403 (lib/api/pipeline/permit.ts, and the
// document says so: lib/openapi/errors.ts).
export const ENROLMENT_OPERATIONS: ReadonlySet<string> = new Set(["getMe", "startTotpEnrolment", "confirmTotpEnrolment", "listMySessions", "revokeMySession"]);
export const MUST_ENROL = "Your organization requires two-factor sign-in: set it up under Settings, Security, first";

import { can, type Caller } from "@/lib/auth/caller";
import { refusalOf } from "@/lib/auth/permissions";
import { ENROLMENT_OPERATIONS, MUST_ENROL, permissionOf } from "@/lib/api/needs";
import type { AuthenticatedOperation } from "@/lib/openapi/types";
import { Forbidden } from "@/lib/errors";

type Declared = Pick<AuthenticatedOperation, "operationId" | "need">;

// Step 3b, permit: the permission the endpoint declares (its `need`, lib/api/needs.ts, decision
// 466), checked once the caller is known and before the body or any row is read. A caller without
// it gets 403 naming it and what it allows, in the catalogue's words (refusalOf), whatever ids or
// body they sent; an endpoint any member may call passes, and its rows decide.
// A caller who must set up two-factor sign-in first (ENROLMENT_OPERATIONS) is refused the rest too.
export function permit(caller: Pick<Caller, "permissions" | "mustEnrolTwoFactor">, endpoint: Declared): void {
  if (caller.mustEnrolTwoFactor && !ENROLMENT_OPERATIONS.has(endpoint.operationId)) throw new Forbidden(MUST_ENROL);
  const permission = permissionOf(endpoint.need);
  if (permission !== null && !can(caller, permission)) throw new Forbidden(refusalOf(permission));
}

// The same, asked of the caller a one-statement read guesses (identify's readAs).
export function permits(caller: Pick<Caller, "permissions" | "mustEnrolTwoFactor">, endpoint: Declared): boolean {
  if (caller.mustEnrolTwoFactor && !ENROLMENT_OPERATIONS.has(endpoint.operationId)) return false;
  const permission = permissionOf(endpoint.need);
  return permission === null || can(caller, permission);
}

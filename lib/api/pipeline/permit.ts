import { can, type Caller } from "@/lib/auth/caller";
import { refusalOf } from "@/lib/auth/permissions";
import { ENROLMENT_OPERATIONS, MUST_ENROL, permissionOf, type OperationId } from "@/lib/api/endpoint-permissions";
import { Forbidden } from "@/lib/errors";

// Step 3b, permit: the permission the endpoint's operation declares (lib/api/endpoint-permissions.ts,
// decision 466), checked once the caller is known and before the body or any row is read. A caller
// without it gets 403 naming it and what it allows, in the catalogue's words (refusalOf), whatever
// ids or body they sent; an endpoint any member may call passes, and its rows decide.
// A caller who must set up two-factor sign-in first (ENROLMENT_OPERATIONS) is refused the rest too.
export function permit(caller: Pick<Caller, "permissions" | "mustEnrolTwoFactor">, operation: OperationId): void {
  if (caller.mustEnrolTwoFactor && !ENROLMENT_OPERATIONS.has(operation)) throw new Forbidden(MUST_ENROL);
  const permission = permissionOf(operation);
  if (permission !== null && !can(caller, permission)) throw new Forbidden(refusalOf(permission));
}

// The same, asked of the caller a one-statement read guesses (identify's readAs).
export function permits(caller: Pick<Caller, "permissions" | "mustEnrolTwoFactor">, operation: OperationId): boolean {
  if (caller.mustEnrolTwoFactor && !ENROLMENT_OPERATIONS.has(operation)) return false;
  const permission = permissionOf(operation);
  return permission === null || can(caller, permission);
}

import { PERMISSION_KEYS, type Permission } from "@/lib/auth/permissions";

// Who is making a request. Every domain function takes this first; the request wrapper runs it in
// withCaller, where the database's policies apply tenancy and the caller's permissions (decisions 300, 470).
export type Caller = {
  userId: string;
  orgId: number;
  // the key of the member's role, for display and the audit trail; checks ask `permissions`
  role: string;
  // what this caller may do: the role's permissions, narrowed by an API key's own list
  permissions: readonly Permission[];
  name: string;
  // the credential the rate limit is counted against (a session's: its member; sessionId: its row)
  credential: { kind: "api_key"; id: number } | { kind: "session"; id: string; sessionId?: string };
  // a password session that must enrol a second factor first (docs/decisions/490): the API admits
  // only the enrolment's operations
  mustEnrolTwoFactor?: true;
};

export function can(caller: Pick<Caller, "permissions">, permission: Permission): boolean {
  return caller.permissions.includes(permission);
}

// The organization's own hand in work no member started (a knockout rule's rejection, a candidate's
// accepted offer, the retention sweep): no member, every permission, tenancy still the policies'.
export const SYSTEM_ROLE = "system";
export function systemCaller(orgId: number, name: string): Caller {
  return { userId: "", orgId, role: SYSTEM_ROLE, permissions: PERMISSION_KEYS, name, credential: { kind: "api_key", id: 0 } };
}

import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { DEFAULT_ROLE } from "@/lib/auth/permissions";
import { endSessionsOf } from "@/lib/auth/user-sessions";
import { now } from "@/lib/clock";
import { sqlState } from "@/lib/db/database-errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { releaseApprovals } from "@/lib/server/offers/release-approvals";
import { TEAM_LOCK } from "@/lib/server/team/lock-team";
import { removeAccount } from "@/lib/server/team/remove-member";
import { SCIM_ACTOR } from "@/lib/server/scim/scim-roles";
import { scimBaseUrl } from "@/lib/server/scim/scim-token";
import {
  booleanOf,
  listResponse,
  patchOperations,
  ScimError,
  scimFilter,
  stringOrNull,
  USER_SCHEMA,
  type PatchOperation,
} from "@/lib/scim/protocol";

// SCIM Users (RFC 7643 4.1) over the organization's members (docs/decisions/497). A user's id is
// the member's; userName is their e-mail. Every function runs as the token's organization's
// system caller, under the policies; the changes and their audit entries commit together.

const userSelect = {
  id: true,
  email: true,
  name: true,
  givenName: true,
  familyName: true,
  scimExternalId: true,
  deactivatedAt: true,
  createdAt: true,
  updatedAt: true,
  scimGroups: { select: { group: { select: { id: true, displayName: true } } } },
} as const;

type UserRow = {
  id: string;
  email: string;
  name: string;
  givenName: string | null;
  familyName: string | null;
  scimExternalId: string | null;
  deactivatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  scimGroups: { group: { id: number; displayName: string } }[];
};

export function toScimUser(user: UserRow) {
  return {
    schemas: [USER_SCHEMA],
    id: user.id,
    ...(user.scimExternalId ? { externalId: user.scimExternalId } : {}),
    userName: user.email,
    name: {
      formatted: user.name,
      ...(user.givenName ? { givenName: user.givenName } : {}),
      ...(user.familyName ? { familyName: user.familyName } : {}),
    },
    displayName: user.name,
    emails: [{ value: user.email, type: "work", primary: true }],
    active: user.deactivatedAt === null,
    groups: user.scimGroups.map(({ group }) => ({ value: String(group.id), display: group.displayName, $ref: `${scimBaseUrl()}/Groups/${group.id}` })),
    meta: { resourceType: "User", created: user.createdAt.toISOString(), lastModified: user.updatedAt.toISOString(), location: `${scimBaseUrl()}/Users/${user.id}` },
  };
}

// What the directory says about a user, in the fields this server keeps.
type UserState = { userName: string; givenName: string | null; familyName: string | null; displayName: string | null; externalId: string | null; active: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
function userNameOf(value: unknown): string {
  if (typeof value !== "string" || !EMAIL.test(value.trim())) throw new ScimError(400, "userName must be the member's e-mail address", "invalidValue");
  return value.trim().toLowerCase();
}

function nameOf(state: UserState): string {
  const parts = [state.givenName, state.familyName].filter((p): p is string => p !== null).join(" ");
  return (state.displayName ?? (parts || null) ?? state.userName).slice(0, 200);
}

// A POST or PUT body as the state it asks for.
function stateOf(body: unknown): UserState {
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new ScimError(400, "A user is a JSON object", "invalidSyntax");
  const b = body as Record<string, unknown>;
  const name = (b.name ?? {}) as Record<string, unknown>;
  return {
    userName: userNameOf(b.userName),
    givenName: stringOrNull(name.givenName, "name.givenName"),
    familyName: stringOrNull(name.familyName, "name.familyName"),
    displayName: stringOrNull(b.displayName, "displayName") ?? stringOrNull(name.formatted, "name.formatted"),
    externalId: stringOrNull(b.externalId, "externalId"),
    active: b.active === undefined ? true : booleanOf(b.active, "active"),
  };
}

function stateOfRow(user: UserRow): UserState {
  return { userName: user.email, givenName: user.givenName, familyName: user.familyName, displayName: user.name, externalId: user.scimExternalId, active: user.deactivatedAt === null };
}

// One PATCH operation on the state. Paths are case-insensitive; attributes this server does not
// keep (title, addresses, the enterprise extension, ...) are accepted and ignored, since a
// directory sends whatever its mapping names and refusing them would stop the whole sync.
function applyOperation(state: UserState, op: PatchOperation["op"], path: string, value: unknown): void {
  const p = path.toLowerCase();
  const remove = op === "remove";
  switch (p) {
    case "active":
      if (!remove) state.active = booleanOf(value, "active");
      return;
    case "username":
      if (remove) throw new ScimError(400, "userName cannot be removed", "mutability");
      state.userName = userNameOf(value);
      return;
    case "displayname":
    case "name.formatted":
      state.displayName = remove ? null : stringOrNull(value, path);
      return;
    case "externalid":
      state.externalId = remove ? null : stringOrNull(value, path);
      return;
    case "name.givenname":
      state.givenName = remove ? null : stringOrNull(value, path);
      return;
    case "name.familyname":
      state.familyName = remove ? null : stringOrNull(value, path);
      return;
    case "name":
      if (remove) {
        state.givenName = state.familyName = null;
        return;
      }
      if (value === null || typeof value !== "object") throw new ScimError(400, "name must be an object", "invalidValue");
      for (const [key, v] of Object.entries(value)) applyOperation(state, op, `name.${key}`, v);
      return;
    default:
      // the e-mail is userName; emails and every other attribute are not kept
      return;
  }
}

function applyPatch(state: UserState, operations: PatchOperation[]): UserState {
  const next = { ...state };
  for (const operation of operations) {
    if (operation.path !== undefined) {
      applyOperation(next, operation.op, operation.path, operation.value);
      continue;
    }
    // no path: the value is an object of attributes (Okta's {"active": false}); Entra ID may name
    // sub-attributes with dots ("name.givenName")
    if (operation.value === null || typeof operation.value !== "object" || Array.isArray(operation.value)) throw new ScimError(400, "An operation without a path needs an object value", "invalidValue");
    for (const [key, v] of Object.entries(operation.value)) applyOperation(next, operation.op, key, v);
  }
  return next;
}

export async function listScimUsers(_caller: Caller, url: URL, paging: { startIndex: number; count: number }) {
  const test = scimFilter(url.searchParams.get("filter"));
  const users = await db.user.findMany({ where: { removedAt: null }, select: userSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return listResponse(users.map(toScimUser).filter(test), paging);
}

export async function getScimUser(_caller: Caller, id: string) {
  const user = await db.user.findFirst({ where: { id, removedAt: null }, select: userSelect });
  if (!user) throw new ScimError(404, `User ${id} not found`);
  return toScimUser(user);
}

function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === "23505" || (error as { code?: unknown } | null)?.code === "P2002";
}

async function lockTeam(tx: Tx, orgId: number) {
  await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(${TEAM_LOCK}, ${orgId})`;
}

// POST /Users. A userName a member of this organization already has is 409 uniqueness; one a
// removed member had brings that account back (their feedback and notes keep their name), as an
// invitation would; another organization's is 409 too, without saying whose.
export async function createScimUser(caller: Caller, body: unknown) {
  const state = stateOf(body);
  let id: string;
  try {
    id = await db.$transaction(async (tx) => {
      await lockTeam(tx, caller.orgId);
      const existing = await tx.user.findFirst({ where: { email: state.userName }, select: { id: true, removedAt: true } });
      if (existing && existing.removedAt === null) throw new ScimError(409, `A member with userName ${state.userName} already exists`, "uniqueness");
      const at = now();
      const data = {
        name: nameOf(state),
        givenName: state.givenName,
        familyName: state.familyName,
        scimExternalId: state.externalId,
        scimManaged: true,
        role: DEFAULT_ROLE,
        deactivatedAt: state.active ? null : at,
      };
      const user = existing
        ? await tx.user.update({ where: { id: existing.id }, data: { ...data, removedAt: null }, select: { id: true } })
        : await tx.user.create({ data: { ...data, organizationId: caller.orgId, email: state.userName }, select: { id: true } });
      await recordAudit(tx, SCIM_ACTOR, {
        organizationId: caller.orgId,
        action: "scim.user_created",
        targetType: "member",
        targetId: user.id,
        targetLabel: data.name,
        metadata: { name: data.name, email: state.userName, active: state.active, restored: existing !== null },
      });
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ScimError(409, `A member with userName ${state.userName} already exists`, "uniqueness");
    throw error;
  }
  return getScimUser(caller, id);
}

// PUT /Users/{id}: the whole user as sent.
export async function replaceScimUser(caller: Caller, id: string, body: unknown) {
  return changeUser(caller, id, () => stateOf(body));
}

// PATCH /Users/{id}: Okta's and Entra ID's operations (lib/scim/protocol.ts).
export async function patchScimUser(caller: Caller, id: string, body: unknown) {
  const operations = patchOperations(body);
  return changeUser(caller, id, (current) => applyPatch(current, operations));
}

async function changeUser(caller: Caller, id: string, next: (current: UserState) => UserState) {
  let deactivated: boolean;
  try {
    deactivated = await db.$transaction(async (tx) => {
      await lockTeam(tx, caller.orgId);
      const user = await tx.user.findFirst({ where: { id, removedAt: null }, select: userSelect });
      if (!user) throw new ScimError(404, `User ${id} not found`);
      const before = stateOfRow(user);
      const after = next(before);
      const name = nameOf(after);
      const fieldsChanged =
        after.userName !== before.userName || name !== user.name || after.givenName !== before.givenName || after.familyName !== before.familyName || after.externalId !== before.externalId;
      const activeChanged = after.active !== before.active;
      if (!fieldsChanged && !activeChanged) return false;
      await tx.user.update({
        where: { id },
        data: {
          email: after.userName,
          name,
          givenName: after.givenName,
          familyName: after.familyName,
          scimExternalId: after.externalId,
          ...(activeChanged ? { deactivatedAt: after.active ? null : now() } : {}),
        },
      });
      const label = { organizationId: caller.orgId, targetType: "member", targetId: id, targetLabel: name };
      if (fieldsChanged) {
        const changed = (s: UserState, n: string) => ({
          ...(after.userName !== before.userName ? { email: s.userName } : {}),
          ...(name !== user.name ? { name: n } : {}),
          ...(after.externalId !== before.externalId ? { externalId: s.externalId } : {}),
        });
        await recordAudit(tx, SCIM_ACTOR, { ...label, action: "scim.user_updated", metadata: { name, email: after.userName, before: changed(before, user.name), after: changed(after, name) } });
      }
      if (activeChanged) {
        // who can no longer decide drops out of the approval chains they wait in, as on a deactivation by an admin
        if (!after.active) await releaseApprovals(tx, caller, { id, name });
        await recordAudit(tx, SCIM_ACTOR, { ...label, action: after.active ? "scim.user_reactivated" : "scim.user_deactivated", metadata: { name, email: after.userName } });
      }
      return activeChanged && !after.active;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ScimError(409, "Another member already has that userName", "uniqueness");
    throw error;
  }
  // their sessions end with the deactivation; their API keys answer 401 from the next request, as
  // the credential lookup reads the member's deactivation on every request
  if (deactivated) await endSessionsOf(caller.orgId, id);
  return getScimUser(caller, id);
}

// DELETE /Users/{id}: deactivated and removed as an admin's removal does (their API keys revoked,
// their reviews withdrawn, their groups left); the row stays for what they wrote.
export async function deleteScimUser(caller: Caller, id: string) {
  await db.$transaction(async (tx) => {
    await lockTeam(tx, caller.orgId);
    const user = await tx.user.findFirst({ where: { id, removedAt: null }, select: { id: true, name: true, email: true, deactivatedAt: true } });
    if (!user) throw new ScimError(404, `User ${id} not found`);
    const { revokedKeys } = await removeAccount(tx, caller, user, now());
    await tx.scimGroupMember.deleteMany({ where: { userId: id } });
    await recordAudit(tx, SCIM_ACTOR, {
      organizationId: caller.orgId,
      action: "scim.user_deleted",
      targetType: "member",
      targetId: id,
      targetLabel: user.name,
      metadata: { name: user.name, email: user.email, revokedKeys },
    });
  });
  await endSessionsOf(caller.orgId, id);
}

// for settleRoles' callers: members named in a group, kept to this organization's live members
export async function liveMemberIds(tx: Tx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await tx.user.findMany({ where: { id: { in: [...new Set(ids)] }, removedAt: null }, select: { id: true } });
  return found.map((u) => u.id);
}


import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { sqlState } from "@/lib/db/database-errors";
import { NotFound } from "@/lib/errors";
import { now } from "@/lib/clock";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { TEAM_LOCK } from "@/lib/server/team/lock-team";
import { SCIM_ACTOR, settleRoles } from "@/lib/server/scim/scim-roles";
import { scimBaseUrl } from "@/lib/server/scim/scim-token";
import { liveMemberIds } from "@/lib/server/scim/scim-users";
import { GROUP_SCHEMA, listResponse, patchOperations, ScimError, scimFilter, stringOrNull, type PatchOperation } from "@/lib/scim/protocol";

// SCIM Groups (RFC 7643 4.2): the directory's groups and their members (docs/decisions/497). A
// group an admin maps to one of the organization's roles gives its members that role
// (lib/server/scim/scim-roles.ts); membership changes settle the roles in the same transaction.

const groupSelect = {
  id: true,
  displayName: true,
  externalId: true,
  roleId: true,
  createdAt: true,
  updatedAt: true,
  members: { select: { user: { select: { id: true, name: true, removedAt: true } } } },
} as const;

type GroupRow = {
  id: number;
  displayName: string;
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
  members: { user: { id: string; name: string; removedAt: Date | null } }[];
};

export function toScimGroup(group: GroupRow) {
  return {
    schemas: [GROUP_SCHEMA],
    id: String(group.id),
    ...(group.externalId ? { externalId: group.externalId } : {}),
    displayName: group.displayName,
    members: group.members
      .filter((m) => m.user.removedAt === null)
      .map(({ user }) => ({ value: user.id, display: user.name, $ref: `${scimBaseUrl()}/Users/${user.id}` })),
    meta: { resourceType: "Group", created: group.createdAt.toISOString(), lastModified: group.updatedAt.toISOString(), location: `${scimBaseUrl()}/Groups/${group.id}` },
  };
}

function groupIdOf(id: string): number {
  const n = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n)) throw new ScimError(404, `Group ${id} not found`);
  return n;
}

export async function listScimGroups(_caller: Caller, url: URL, paging: { startIndex: number; count: number }) {
  const test = scimFilter(url.searchParams.get("filter"));
  // Entra ID asks excludedAttributes=members when it only looks a group up
  const withoutMembers = /(^|,)\s*members\s*(,|$)/i.test(url.searchParams.get("excludedAttributes") ?? "");
  const groups = await db.scimGroup.findMany({ select: groupSelect, orderBy: { id: "asc" } });
  const resources = groups.map(toScimGroup).filter(test);
  return listResponse(withoutMembers ? resources.map(({ members: _members, ...g }) => g) : resources, paging);
}

export async function getScimGroup(_caller: Caller, id: string) {
  const group = await db.scimGroup.findFirst({ where: { id: groupIdOf(id) }, select: groupSelect });
  if (!group) throw new ScimError(404, `Group ${id} not found`);
  return toScimGroup(group);
}

function memberIdsOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((m) => {
    const v = (m as { value?: unknown } | null)?.value;
    if (typeof v !== "string" || v === "") throw new ScimError(400, "A member is {\"value\": \"<user id>\"}", "invalidValue");
    return v;
  });
}

function displayNameOf(value: unknown): string {
  const name = stringOrNull(value, "displayName");
  if (name === null) throw new ScimError(400, "A group needs a displayName", "invalidValue");
  return name.slice(0, 200);
}

function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === "23505" || (error as { code?: unknown } | null)?.code === "P2002";
}

async function inGroupTransaction<T>(work: (tx: Tx) => Promise<T>, displayName?: string): Promise<T> {
  try {
    return await db.$transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ScimError(409, displayName ? `A group named ${displayName} already exists` : "A group with that displayName already exists", "uniqueness");
    throw error;
  }
}

async function lockGroup(tx: Tx, caller: Caller, id: number) {
  await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(${TEAM_LOCK}, ${caller.orgId})`;
  const group = await tx.scimGroup.findFirst({ where: { id }, select: { id: true, displayName: true, externalId: true, members: { select: { userId: true } } } });
  if (!group) throw new ScimError(404, `Group ${id} not found`);
  return group;
}

// Sets the group's members to `wanted` (ids of live members; others are refused as SCIM asks) and
// settles the roles of whoever joined or left.
async function setMembers(tx: Tx, caller: Caller, groupId: number, current: string[], wanted: string[]) {
  const live = await liveMemberIds(tx, wanted);
  const unknown = wanted.filter((id) => !live.includes(id));
  if (unknown.length > 0) throw new ScimError(400, `No user ${unknown[0]}`, "invalidValue");
  const joined = live.filter((id) => !current.includes(id));
  const left = current.filter((id) => !live.includes(id));
  if (left.length > 0) await tx.scimGroupMember.deleteMany({ where: { groupId, userId: { in: left } } });
  if (joined.length > 0) {
    await tx.scimGroupMember.createMany({ data: joined.map((userId) => ({ groupId, userId, organizationId: caller.orgId })) });
    // a member the directory puts in a group is the directory's to keep: its mapping decides their role
    await tx.user.updateMany({ where: { id: { in: joined } }, data: { scimManaged: true } });
  }
  await settleRoles(tx, caller.orgId, [...joined, ...left]);
  return { joined, left };
}

export async function createScimGroup(caller: Caller, body: unknown) {
  const b = (body ?? {}) as Record<string, unknown>;
  const displayName = displayNameOf(b.displayName);
  const externalId = stringOrNull(b.externalId, "externalId");
  const members = memberIdsOf(b.members);
  const id = await inGroupTransaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(${TEAM_LOCK}, ${caller.orgId})`;
    const group = await tx.scimGroup.create({ data: { organizationId: caller.orgId, displayName, externalId }, select: { id: true } });
    const { joined } = await setMembers(tx, caller, group.id, [], members);
    await recordAudit(tx, SCIM_ACTOR, { organizationId: caller.orgId, action: "scim.group_created", targetType: "scim_group", targetId: group.id, targetLabel: displayName, metadata: { displayName, members: joined.length } });
    return group.id;
  }, displayName);
  return getScimGroup(caller, String(id));
}

export async function replaceScimGroup(caller: Caller, id: string, body: unknown) {
  const b = (body ?? {}) as Record<string, unknown>;
  const displayName = displayNameOf(b.displayName);
  const externalId = stringOrNull(b.externalId, "externalId");
  const members = memberIdsOf(b.members);
  await inGroupTransaction(async (tx) => {
    const group = await lockGroup(tx, caller, groupIdOf(id));
    await tx.scimGroup.update({ where: { id: group.id }, data: { displayName, externalId } });
    const { joined, left } = await setMembers(tx, caller, group.id, group.members.map((m) => m.userId), members);
    await auditUpdate(tx, caller, group.id, group.displayName, displayName, joined, left);
  }, displayName);
  return getScimGroup(caller, id);
}

// PATCH /Groups/{id}: Okta's {"op":"add","path":"members","value":[{"value":id}]} and
// {"op":"remove","path":"members[value eq \"id\"]"}, Entra ID's {"op":"Remove","path":"members",
// "value":[{"value":id}]}, and a displayName replaced by path or by value object.
export async function patchScimGroup(caller: Caller, id: string, body: unknown) {
  const operations = patchOperations(body);
  await inGroupTransaction(async (tx) => {
    const group = await lockGroup(tx, caller, groupIdOf(id));
    const current = group.members.map((m) => m.userId);
    let members = [...current];
    let displayName = group.displayName;
    let externalId = group.externalId;
    for (const operation of operations) ({ members, displayName, externalId } = applyGroupOperation(operation, { members, displayName, externalId }));
    if (displayName !== group.displayName || externalId !== group.externalId) await tx.scimGroup.update({ where: { id: group.id }, data: { displayName, externalId } });
    else await tx.scimGroup.update({ where: { id: group.id }, data: { updatedAt: now() } });
    const { joined, left } = await setMembers(tx, caller, group.id, current, members);
    await auditUpdate(tx, caller, group.id, group.displayName, displayName, joined, left);
  });
  return getScimGroup(caller, id);
}

type GroupState = { members: string[]; displayName: string; externalId: string | null };

function applyGroupOperation(operation: PatchOperation, state: GroupState): GroupState {
  const { op, value } = operation;
  const path = operation.path?.trim();
  if (path === undefined) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) throw new ScimError(400, "An operation without a path needs an object value", "invalidValue");
    let next = state;
    for (const [key, v] of Object.entries(value)) {
      if (key.toLowerCase() === "id") continue;
      next = applyGroupOperation({ op, path: key, value: v }, next);
    }
    return next;
  }
  const lower = path.toLowerCase();
  if (lower === "displayname") return op === "remove" ? state : { ...state, displayName: displayNameOf(value) };
  if (lower === "externalid") return { ...state, externalId: op === "remove" ? null : stringOrNull(value, "externalId") };
  if (lower === "members") {
    const ids = memberIdsOf(value);
    if (op === "add") return { ...state, members: [...new Set([...state.members, ...ids])] };
    if (op === "replace") return { ...state, members: [...new Set(ids)] };
    // remove: the members named, or every member when none is named
    return { ...state, members: value === undefined ? [] : state.members.filter((m) => !ids.includes(m)) };
  }
  const one = /^members\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i.exec(path);
  if (one && op === "remove") return { ...state, members: state.members.filter((m) => m !== one[1]) };
  throw new ScimError(400, `Unsupported path ${path}`, "invalidPath");
}

async function auditUpdate(tx: Tx, caller: Caller, groupId: number, before: string, after: string, joined: string[], left: string[]) {
  if (before === after && joined.length === 0 && left.length === 0) return;
  await recordAudit(tx, SCIM_ACTOR, {
    organizationId: caller.orgId,
    action: "scim.group_updated",
    targetType: "scim_group",
    targetId: groupId,
    targetLabel: after,
    metadata: { displayName: after, ...(before !== after ? { renamedFrom: before } : {}), added: joined.length, removed: left.length },
  });
}

export async function deleteScimGroup(caller: Caller, id: string) {
  await db.$transaction(async (tx) => {
    const group = await lockGroup(tx, caller, groupIdOf(id));
    await tx.scimGroup.delete({ where: { id: group.id } });
    await settleRoles(tx, caller.orgId, group.members.map((m) => m.userId));
    await recordAudit(tx, SCIM_ACTOR, { organizationId: caller.orgId, action: "scim.group_deleted", targetType: "scim_group", targetId: group.id, targetLabel: group.displayName, metadata: { displayName: group.displayName } });
  });
}

// The Settings screen's list: each group, how many members it has and the role it maps to.
export async function listGroupMappings(_caller: Caller) {
  const groups = await db.scimGroup.findMany({ select: { id: true, displayName: true, roleId: true, _count: { select: { members: true } } }, orderBy: { displayName: "asc" } });
  return groups.map((g) => ({ id: g.id, displayName: g.displayName, roleId: g.roleId, members: g._count.members }));
}

// An admin maps a group to a role (or to none); its members' roles settle at once.
export async function mapGroupToRole(caller: Caller, groupId: number, roleId: number | null) {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(${TEAM_LOCK}, ${caller.orgId})`;
    const group = await tx.scimGroup.findFirst({ where: { id: groupId }, select: { id: true, displayName: true, roleId: true, members: { select: { userId: true } } } });
    if (!group) throw new NotFound("Group");
    const role = roleId === null ? null : await tx.role.findFirst({ where: { id: roleId }, select: { id: true, name: true } });
    if (roleId !== null && !role) throw new NotFound("Role");
    if (group.roleId === roleId) return;
    await tx.scimGroup.update({ where: { id: group.id }, data: { roleId } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "scim.group_role_set",
      targetType: "scim_group",
      targetId: group.id,
      targetLabel: group.displayName,
      metadata: { displayName: group.displayName, role: role?.name ?? null },
    });
    await settleRoles(tx, caller.orgId, group.members.map((m) => m.userId));
  });
  return (await listGroupMappings(caller)).find((g) => g.id === groupId)!;
}

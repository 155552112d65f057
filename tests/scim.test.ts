import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApiKey } from "@/prisma/factories";
import { withApi, type CallOptions } from "./support/http";
import { sessionCookie } from "./support/session";
import { createWorld } from "./support/world";

// SCIM 2.0 provisioning (issue 45 item 2, docs/decisions/497): the token's endpoints, then the
// /scim/v2 endpoints over HTTP in the order Okta and Entra ID call them.
const { call } = withApi();
const SCIM_JSON = "application/scim+json";
const USER = "urn:ietf:params:scim:schemas:core:2.0:User";
const GROUP = "urn:ietf:params:scim:schemas:core:2.0:Group";
const PATCH_OP = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";

async function scimWorld(name = "Scim Org") {
  const world = await createWorld(name);
  const made = await call("POST", "/api/orgs/me/scim-token", { key: world.admin.key });
  expect(made.status).toBe(201);
  return { world, token: made.body.token as string };
}

function scim(token: string) {
  return (method: string, path: string, body?: unknown, options: CallOptions = {}) =>
    call(method, `/scim/v2${path}`, { ...options, headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { "content-type": SCIM_JSON } : {}), ...options.headers }, rawBody: body === undefined ? undefined : JSON.stringify(body) });
}

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  schemas: [USER],
  userName: email,
  name: { givenName: "Ada", familyName: "Lovelace" },
  emails: [{ primary: true, value: email, type: "work" }],
  active: true,
  ...extra,
});

async function auditActions(organizationId: number, prefix: string) {
  const rows = await ownerDb.auditLog.findMany({ where: { organizationId, action: { startsWith: prefix } }, orderBy: { id: "asc" }, select: { action: true, actorName: true, targetId: true } });
  return rows;
}

describe("/api/orgs/me/scim-token", () => {
  it("shows the token once, keeps its hash only, replaces the old one and turns SCIM off; admins only", async () => {
    const world = await createWorld("Token Org");
    const off = await call("GET", "/api/orgs/me/scim-token", { key: world.admin.key });
    expect(off.status).toBe(200);
    expect(off.body.scim).toEqual({ enabled: false, createdAt: null, baseUrl: expect.stringMatching(/\/scim\/v2$/) });
    expect((await call("POST", "/api/orgs/me/scim-token", { key: world.recruiter.key })).status).toBe(403);
    expect((await call("GET", "/api/orgs/me/scim-token", { key: world.interviewer.key })).status).toBe(403);

    const first = await call("POST", "/api/orgs/me/scim-token", { key: world.admin.key });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ token: expect.stringMatching(/^scim_[A-Za-z0-9_-]{43}$/), createdAt: expect.any(String) });
    const stored = await ownerDb.scimToken.findUniqueOrThrow({ where: { organizationId: world.organization.id } });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(first.body.token);
    expect(stored.createdById).toBe(world.admin.id);
    const on = await call("GET", "/api/orgs/me/scim-token", { key: world.admin.key });
    expect(on.body.scim).toMatchObject({ enabled: true, createdAt: first.body.createdAt });
    expect(JSON.stringify(on.body)).not.toContain(first.body.token);
    expect((await scim(first.body.token)("GET", "/Users")).status).toBe(200);

    const second = await call("POST", "/api/orgs/me/scim-token", { key: world.admin.key });
    expect(second.body.token).not.toBe(first.body.token);
    const revoked = await scim(first.body.token)("GET", "/Users");
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ schemas: [ERROR], status: "401", detail: expect.any(String) });
    expect(revoked.headers.get("content-type")).toBe(SCIM_JSON);
    expect((await scim(second.body.token)("GET", "/Users")).status).toBe(200);

    const turnedOff = await call("DELETE", "/api/orgs/me/scim-token", { key: world.admin.key });
    expect(turnedOff.body.scim.enabled).toBe(false);
    expect((await scim(second.body.token)("GET", "/Users")).status).toBe(401);
    expect((await auditActions(world.organization.id, "scim.token")).map((a) => a.action)).toEqual(["scim.token_created", "scim.token_created", "scim.token_revoked"]);
  });

  it("answers 401 to no token, a malformed one, an API key and a made-up token", async () => {
    const { world } = await scimWorld("Wrong Token Org");
    expect((await call("GET", "/scim/v2/Users")).status).toBe(401);
    expect((await scim("scim_nope")("GET", "/Users")).status).toBe(401);
    expect((await scim(world.admin.key)("GET", "/Users")).status).toBe(401);
    expect((await scim(`scim_${"A".repeat(43)}`)("GET", "/ServiceProviderConfig")).status).toBe(401);
  });
});

describe("/scim/v2 in Okta's order", () => {
  it("finds nobody, creates, reads, renames, maps a group to a role, deactivates (their key and session answer 401) and deletes", async () => {
    const { world, token } = await scimWorld("Okta Org");
    const s = scim(token);
    const email = "ada.okta@example.com";

    const none = await s("GET", `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}&startIndex=1&count=100`);
    expect(none.status).toBe(200);
    expect(none.headers.get("content-type")).toBe(SCIM_JSON);
    expect(none.body).toEqual({ schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"], totalResults: 0, itemsPerPage: 0, startIndex: 1, Resources: [] });

    const created = await s("POST", "/Users", newUser(email, { externalId: "00u1okta" }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ schemas: [USER], userName: email, externalId: "00u1okta", active: true, name: { givenName: "Ada", familyName: "Lovelace", formatted: "Ada Lovelace" }, meta: { resourceType: "User" } });
    expect(created.headers.get("location")).toBe(created.body.meta.location);
    const id = created.body.id as string;
    const member = await ownerDb.user.findUniqueOrThrow({ where: { id } });
    expect(member).toMatchObject({ organizationId: world.organization.id, email, name: "Ada Lovelace", role: "interviewer", deactivatedAt: null, scimManaged: true });

    const again = await s("POST", "/Users", newUser(email.toUpperCase()));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ schemas: [ERROR], status: "409", scimType: "uniqueness" });
    // an address another organization's member has is taken too, without saying whose
    expect((await s("POST", "/Users", newUser(world.admin.email))).body.scimType).toBe("uniqueness");

    const found = await s("GET", `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`);
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0].id).toBe(id);
    expect((await s("GET", `/Users/${id}`)).body).toEqual(created.body);

    const renamed = await s("PATCH", `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: "replace", value: { name: { givenName: "Augusta", familyName: "King" } } }] });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toMatchObject({ givenName: "Augusta", familyName: "King" });

    // the member signs in and makes an API key before the directory takes them away
    const cookie = await sessionCookie(id);
    const { plaintext: key } = await createApiKey({ id, organizationId: world.organization.id });
    expect((await call("GET", "/api/users/me", { cookie })).status).toBe(200);
    expect((await call("GET", "/api/users/me", { key })).status).toBe(200);

    // a group mapped to the recruiter role makes its member a recruiter
    const group = await s("POST", "/Groups", { schemas: [GROUP], displayName: "Recruiting", members: [] });
    expect(group.status).toBe(201);
    const recruiter = await ownerDb.role.findFirstOrThrow({ where: { organizationId: world.organization.id, key: "recruiter" } });
    const mapped = await call("PATCH", `/api/orgs/me/scim-groups/${group.body.id}`, { key: world.admin.key, body: { roleId: recruiter.id } });
    expect(mapped.status).toBe(200);
    expect(mapped.body.group).toEqual({ id: Number(group.body.id), displayName: "Recruiting", roleId: recruiter.id, members: 0 });
    const added = await s("PATCH", `/Groups/${group.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: "add", path: "members", value: [{ value: id, display: email }] }] });
    expect(added.status).toBe(200);
    expect(added.body.members).toEqual([expect.objectContaining({ value: id })]);
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id } })).role).toBe("recruiter");
    expect((await call("GET", "/api/users/me", { key })).body.user.role).toBe("recruiter");
    expect((await s("GET", `/Users/${id}`)).body.groups).toEqual([expect.objectContaining({ value: group.body.id, display: "Recruiting" })]);
    const listed = await call("GET", "/api/orgs/me/scim-groups", { key: world.admin.key });
    expect(listed.body.groups).toEqual([{ id: Number(group.body.id), displayName: "Recruiting", roleId: recruiter.id, members: 1 }]);

    // removed from the group: back to the least role
    await s("PATCH", `/Groups/${group.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: "remove", path: `members[value eq "${id}"]` }] });
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id } })).role).toBe("interviewer");

    const deactivated = await s("PATCH", `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: "replace", value: { active: false } }] });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect((await call("GET", "/api/users/me", { key })).status).toBe(401);
    expect((await call("GET", "/api/users/me", { cookie })).status).toBe(401);
    const sessions = await ownerDb.userSession.findMany({ where: { userId: id } });
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
    const inactive = await s("GET", `/Users?filter=${encodeURIComponent("active eq false")}`);
    expect(inactive.body.Resources.map((u: { id: string }) => u.id)).toEqual([id]);

    const deleted = await s("DELETE", `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect((await s("GET", `/Users/${id}`)).status).toBe(404);
    expect((await s("GET", `/Users/${id}`)).body).toMatchObject({ schemas: [ERROR], status: "404" });
    expect((await ownerDb.apiKey.findFirstOrThrow({ where: { userId: id } })).revokedAt).not.toBeNull();
    expect((await auditActions(world.organization.id, "scim.user")).map((a) => [a.action, a.actorName])).toEqual([
      ["scim.user_created", "Directory sync (SCIM)"],
      ["scim.user_updated", "Directory sync (SCIM)"],
      ["scim.user_deactivated", "Directory sync (SCIM)"],
      ["scim.user_deleted", "Directory sync (SCIM)"],
    ]);
    const roleChanges = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: "member.role_changed", targetId: id }, orderBy: { id: "asc" }, select: { metadata: true } });
    expect(roleChanges.map((r) => r.metadata)).toEqual([
      expect.objectContaining({ before: { role: "interviewer" }, after: { role: "recruiter" } }),
      expect.objectContaining({ before: { role: "recruiter" }, after: { role: "interviewer" } }),
    ]);
  });
});

describe("/scim/v2 in Entra ID's order", () => {
  it("takes string booleans, capitalized ops and paths, and members removed by value list", async () => {
    const { world, token } = await scimWorld("Entra Org");
    const s = scim(token);
    const created = await s("POST", "/Users", { schemas: [USER], externalId: "c1d2", userName: "grace@entra.example", active: true, displayName: "Grace Hopper", emails: [{ primary: true, type: "work", value: "grace@entra.example" }], name: { givenName: "Grace", familyName: "Hopper" }, "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { department: "Navy" } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await s("GET", `/Users?filter=${encodeURIComponent('externalId eq "c1d2"')}`)).body.Resources[0].id).toBe(id);

    const patched = await s("PATCH", `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: "Replace", path: "name.givenName", value: "Amazing Grace" },
        { op: "Replace", path: 'emails[type eq "work"].value', value: "grace@entra.example" },
        { op: "Add", path: "title", value: "Rear Admiral" },
        { op: "Replace", path: "displayName", value: "Amazing Grace Hopper" },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ displayName: "Amazing Grace Hopper", name: { givenName: "Amazing Grace", familyName: "Hopper" }, active: true });

    const group = await s("POST", "/Groups", { schemas: [GROUP], displayName: "Engineering", externalId: "g-1" });
    expect((await s("GET", `/Groups?filter=${encodeURIComponent('displayName eq "engineering"')}&excludedAttributes=members`)).body.Resources).toEqual([
      expect.not.objectContaining({ members: expect.anything() }),
    ]);
    await s("PATCH", `/Groups/${group.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: "Add", path: "members", value: [{ value: id }] }] });
    expect((await s("GET", `/Groups/${group.body.id}`)).body.members.map((m: { value: string }) => m.value)).toEqual([id]);
    await s("PATCH", `/Groups/${group.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: "Remove", path: "members", value: [{ value: id }] }] });
    expect((await s("GET", `/Groups/${group.body.id}`)).body.members).toEqual([]);
    const renamed = await s("PATCH", `/Groups/${group.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: "Replace", path: "displayName", value: "Platform" }] });
    expect(renamed.body.displayName).toBe("Platform");
    expect((await s("POST", "/Groups", { schemas: [GROUP], displayName: "Platform" })).body).toMatchObject({ status: "409", scimType: "uniqueness" });

    const cookie = await sessionCookie(id);
    expect((await call("GET", "/api/users/me", { cookie })).status).toBe(200);
    const off = await s("PATCH", `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: "Replace", path: "active", value: "False" }] });
    expect(off.body.active).toBe(false);
    expect((await call("GET", "/api/users/me", { cookie })).status).toBe(401);
    const on = await s("PATCH", `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: "Replace", path: "active", value: "True" }] });
    expect(on.body.active).toBe(true);
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id } })).deactivatedAt).toBeNull();

    expect((await s("PATCH", `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: "Replace", path: "active", value: "maybe" }] })).body).toMatchObject({ status: "400", scimType: "invalidValue" });
    expect((await s("PATCH", `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: "move", path: "active" }] })).status).toBe(400);

    const replaced = await s("PUT", `/Users/${id}`, { schemas: [USER], userName: "grace.hopper@entra.example", name: { givenName: "Grace", familyName: "Hopper" }, active: true });
    expect(replaced.body).toMatchObject({ userName: "grace.hopper@entra.example", displayName: "Grace Hopper" });
    expect(replaced.body.externalId).toBeUndefined();

    expect((await s("DELETE", `/Groups/${group.body.id}`)).status).toBe(204);
    expect((await s("GET", `/Groups/${group.body.id}`)).status).toBe(404);
    expect((await auditActions(world.organization.id, "scim.group")).map((a) => a.action)).toEqual(["scim.group_created", "scim.group_updated", "scim.group_updated", "scim.group_updated", "scim.group_deleted"]);
  });
});

describe("/scim/v2 filters, paging and discovery", () => {
  it("answers RFC 7644's filter examples that apply to users' attributes", async () => {
    const { world, token } = await scimWorld("Filter Org");
    const s = scim(token);
    const ids: Record<string, string> = {};
    for (const [email, given, family, externalId] of [
      ["bjensen@example.com", "Barbara", "Jensen", "bj"],
      ["jsmith@example.org", "John", "Smith", "js"],
      ["ajensen@example.com", "Anna", "Jensen", null],
    ] as const) {
      ids[email] = (await s("POST", "/Users", { schemas: [USER], userName: email, name: { givenName: given, familyName: family }, ...(externalId ? { externalId } : {}) })).body.id;
    }
    await s("PATCH", `/Users/${ids["ajensen@example.com"]}`, { schemas: [PATCH_OP], Operations: [{ op: "replace", value: { active: false } }] });
    const seeded = [world.admin, world.recruiter, world.hiring_manager, world.interviewer].map((m) => m.id);
    const matching = async (filter: string) => {
      const answer = await s("GET", `/Users?filter=${encodeURIComponent(filter)}`);
      expect(answer.status, filter).toBe(200);
      return (answer.body.Resources as { id: string }[]).map((u) => u.id).filter((id) => !seeded.includes(id)).sort();
    };
    const only = (...emails: string[]) => emails.map((e) => ids[e]).sort();
    expect(await matching('userName eq "bjensen@example.com"')).toEqual(only("bjensen@example.com"));
    expect(await matching('userName Eq "BJensen@Example.com"')).toEqual(only("bjensen@example.com"));
    expect(await matching('name.familyName co "O\'Malley"')).toEqual([]);
    expect(await matching('name.familyName co "jens"')).toEqual(only("bjensen@example.com", "ajensen@example.com"));
    expect(await matching('userName sw "J"')).toEqual(only("jsmith@example.org"));
    expect(await matching('urn:ietf:params:scim:schemas:core:2.0:User:userName sw "J"')).toEqual(only("jsmith@example.org"));
    expect(await matching("externalId pr")).toEqual(only("bjensen@example.com", "jsmith@example.org"));
    expect(await matching('meta.lastModified gt "2000-01-01T00:00:00Z"')).toEqual(only("bjensen@example.com", "jsmith@example.org", "ajensen@example.com"));
    expect(await matching('userName ew "example.org"')).toEqual(only("jsmith@example.org"));
    expect(await matching('name.familyName eq "Jensen" and active eq true')).toEqual(only("bjensen@example.com"));
    expect(await matching('userName sw "j" or externalId eq "bj"')).toEqual(only("bjensen@example.com", "jsmith@example.org"));
    expect(await matching('emails[type eq "work" and value co "@example.com"]')).toEqual(only("bjensen@example.com", "ajensen@example.com"));
    expect(await matching('emails[type eq "work"].value eq "jsmith@example.org"')).toEqual(only("jsmith@example.org"));
    expect(await matching('not (userName ew "example.com")')).toEqual(only("jsmith@example.org"));
    expect(await matching("active eq false")).toEqual(only("ajensen@example.com"));

    const bad = await s("GET", `/Users?filter=${encodeURIComponent("userName eq")}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ schemas: [ERROR], status: "400", scimType: "invalidFilter" });
  });

  it("pages with startIndex and count, capped at 200", async () => {
    const { world, token } = await scimWorld("Paging Org");
    const s = scim(token);
    for (let i = 0; i < 5; i++) await s("POST", "/Users", { schemas: [USER], userName: `p${i}@paging.example` });
    const all = await s("GET", "/Users");
    expect(all.body).toMatchObject({ totalResults: 9, itemsPerPage: 9, startIndex: 1 });
    const page = await s("GET", "/Users?startIndex=3&count=2");
    expect(page.body).toMatchObject({ totalResults: 9, itemsPerPage: 2, startIndex: 3 });
    expect(page.body.Resources.map((u: { id: string }) => u.id)).toEqual(all.body.Resources.slice(2, 4).map((u: { id: string }) => u.id));
    expect((await s("GET", "/Users?startIndex=9&count=5")).body).toMatchObject({ itemsPerPage: 1, startIndex: 9 });
    expect((await s("GET", "/Users?startIndex=0&count=0")).body).toMatchObject({ totalResults: 9, itemsPerPage: 0, startIndex: 1, Resources: [] });
    expect((await s("GET", "/Users?count=100000")).body.itemsPerPage).toBe(9);
    expect(world.organization.id).toBeGreaterThan(0);
  });

  it("describes itself: ServiceProviderConfig, Schemas, ResourceTypes", async () => {
    const { token } = await scimWorld("Discovery Org");
    const s = scim(token);
    const config = await s("GET", "/ServiceProviderConfig");
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      bulk: { supported: false },
      etag: { supported: false },
      changePassword: { supported: false },
      sort: { supported: false },
      authenticationSchemes: [expect.objectContaining({ type: "oauthbearertoken" })],
    });
    const schemas = await s("GET", "/Schemas");
    expect(schemas.body.Resources.map((r: { id: string }) => r.id)).toEqual([USER, GROUP]);
    const types = await s("GET", "/ResourceTypes");
    expect(types.body.Resources.map((r: { endpoint: string }) => r.endpoint)).toEqual(["/Users", "/Groups"]);
  });
});

describe("/scim/v2 tenancy", () => {
  it("never reaches another organization's users or groups with a token", async () => {
    const a = await scimWorld("Tenant A");
    const b = await scimWorld("Tenant B");
    const inB = await scim(b.token)("POST", "/Users", { schemas: [USER], userName: "only.b@tenant.example" });
    const groupB = await scim(b.token)("POST", "/Groups", { schemas: [GROUP], displayName: "B team" });
    const s = scim(a.token);
    const listed = await s("GET", "/Users");
    const seen = (listed.body.Resources as { id: string }[]).map((u) => u.id);
    expect(seen).not.toContain(inB.body.id);
    expect(seen).not.toContain(b.world.admin.id);
    expect(seen).toContain(a.world.admin.id);
    expect((await s("GET", `/Users/${inB.body.id}`)).status).toBe(404);
    expect((await s("GET", `/Users/${b.world.admin.id}`)).status).toBe(404);
    expect((await s("PATCH", `/Users/${inB.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: "replace", value: { active: false } }] })).status).toBe(404);
    expect((await s("DELETE", `/Users/${b.world.admin.id}`)).status).toBe(404);
    expect((await s("GET", `/Groups/${groupB.body.id}`)).status).toBe(404);
    expect((await s("GET", "/Groups")).body.totalResults).toBe(0);
    // a member of another organization cannot be put in this one's group
    const groupA = await s("POST", "/Groups", { schemas: [GROUP], displayName: "A team" });
    expect((await s("PATCH", `/Groups/${groupA.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: "add", path: "members", value: [{ value: inB.body.id }] }] })).status).toBe(400);
    // nor mapped by another organization's admin
    expect((await call("PATCH", `/api/orgs/me/scim-groups/${groupA.body.id}`, { key: b.world.admin.key, body: { roleId: null } })).status).toBe(404);
    const untouched = await ownerDb.user.findUniqueOrThrow({ where: { id: b.world.admin.id } });
    expect(untouched.deactivatedAt).toBeNull();
  });
});

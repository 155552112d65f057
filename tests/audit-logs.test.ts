import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// n entries alternating between two actions and two actors, oldest first (ids ascending).
// Synthetic target ids are not numbers, so they never match a real row other test files audit.
async function seedLogs(world: Awaited<ReturnType<typeof createWorld>>, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    organizationId: world.organization.id,
    actorUserId: i % 2 === 0 ? world.admin.id : world.recruiter.id,
    actorName: i % 2 === 0 ? world.admin.name : world.recruiter.name,
    action: i % 3 === 0 ? "stage.created" : "job.updated",
    targetType: i % 3 === 0 ? "stage" : "job",
    targetId: `synthetic-${i + 1}`,
    metadata: { seq: i },
  }));
  await ownerDb.auditLog.createMany({ data: rows });
  return ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id }, orderBy: { id: "desc" } });
}

describe("GET /api/audit-logs", () => {
  it("lists entries newest first with every field and the page", async () => {
    const world = await createWorld();
    await call("POST", "/api/api-keys", { key: world.admin.key, body: { name: "first" } });
    await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { accentColor: "#123456" } });
    const res = await call("GET", "/api/audit-logs", { key: world.admin.key });
    expect(res.status).toBe(200);
    expect(res.body.page).toEqual({ limit: 50, offset: 0, total: 2 });
    expect(res.body.logs).toEqual([
      {
        id: expect.any(Number),
        actorUserId: world.admin.id,
        actorName: world.admin.name,
        action: "organization.branding_updated",
        targetType: "organization",
        targetId: String(world.organization.id),
        metadata: { before: { logoUrl: null, accentColor: null }, after: { logoUrl: null, accentColor: "#123456" } },
        createdAt: expect.stringMatching(ISO),
      },
      {
        id: expect.any(Number),
        actorUserId: world.admin.id,
        actorName: world.admin.name,
        action: "api_key.created",
        targetType: "api_key",
        targetId: expect.any(String),
        metadata: { name: "first", keyPrefix: expect.any(String) },
        createdAt: expect.stringMatching(ISO),
      },
    ]);
    expect(res.body.logs[0].id).toBeGreaterThan(res.body.logs[1].id);
  });

  it("shows a system entry with a null actorUserId", async () => {
    const world = await createWorld();
    await ownerDb.auditLog.create({
      data: { organizationId: world.organization.id, actorUserId: null, actorName: "Candidate (public site)", action: "application.withdrawn", targetType: "application", targetId: "synthetic-7" },
    });
    const res = await call("GET", "/api/audit-logs", { key: world.admin.key });
    expect(res.body.logs[0]).toMatchObject({ actorUserId: null, actorName: "Candidate (public site)", metadata: {} });
  });

  it("pages with limit and offset, including a deep offset, and clamps limit to 100", async () => {
    const world = await createWorld();
    const all = await seedLogs(world, 1_250);
    const ids = all.map((r) => r.id);

    const first = await call("GET", "/api/audit-logs?limit=10", { key: world.admin.key });
    expect(first.body.page).toEqual({ limit: 10, offset: 0, total: 1_250 });
    expect(first.body.logs.map((l: { id: number }) => l.id)).toEqual(ids.slice(0, 10));

    const deep = await call("GET", "/api/audit-logs?limit=7&offset=1200", { key: world.admin.key });
    expect(deep.body.page).toEqual({ limit: 7, offset: 1200, total: 1_250 });
    expect(deep.body.logs.map((l: { id: number }) => l.id)).toEqual(ids.slice(1200, 1207));
    expect(deep.body.logs[0].metadata).toEqual({ seq: 49 });

    const tail = await call("GET", "/api/audit-logs?limit=100&offset=1240", { key: world.admin.key });
    expect(tail.body.logs.map((l: { id: number }) => l.id)).toEqual(ids.slice(1240));

    // pages read from either end of the index join up into the whole log, in order
    const walked: number[] = [];
    for (let offset = 0; offset < 1_250; offset += 97) {
      const res = await call("GET", `/api/audit-logs?limit=97&offset=${offset}`, { key: world.admin.key });
      walked.push(...res.body.logs.map((l: { id: number }) => l.id));
    }
    expect(walked).toEqual(ids);

    const clamped = await call("GET", "/api/audit-logs?limit=1000", { key: world.admin.key });
    expect(clamped.body.page.limit).toBe(100);
    expect(clamped.body.logs).toHaveLength(100);

    const beyond = await call("GET", "/api/audit-logs?offset=9007199254740991", { key: world.admin.key });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ logs: [], page: { limit: 50, offset: 9007199254740991, total: 1_250 } });
  });

  it("filters by action, targetType and actorUserId, alone and combined", async () => {
    const world = await createWorld();
    const all = await seedLogs(world, 60);
    const idsWhere = (pred: (r: (typeof all)[number]) => boolean) => all.filter(pred).map((r) => r.id);
    const get = async (qs: string) => {
      const res = await call("GET", `/api/audit-logs?limit=100&${qs}`, { key: world.admin.key });
      expect(res.status).toBe(200);
      expect(res.body.page.total).toBe(res.body.logs.length);
      return res.body.logs.map((l: { id: number }) => l.id);
    };
    expect(await get("action=stage.created")).toEqual(idsWhere((r) => r.action === "stage.created"));
    expect(await get("targetType=job")).toEqual(idsWhere((r) => r.targetType === "job"));
    expect(await get(`actorUserId=${world.recruiter.id}`)).toEqual(idsWhere((r) => r.actorUserId === world.recruiter.id));
    const combined = await get(`action=job.updated&targetType=job&actorUserId=${world.admin.id}`);
    expect(combined).toEqual(idsWhere((r) => r.action === "job.updated" && r.actorUserId === world.admin.id));
    expect(combined.length).toBe(20);
    expect(await get("action=nothing.matches")).toEqual([]);

    const paged = await call("GET", "/api/audit-logs?action=stage.created&limit=5&offset=15", { key: world.admin.key });
    expect(paged.body.page).toEqual({ limit: 5, offset: 15, total: 20 });
    expect(paged.body.logs.map((l: { id: number }) => l.id)).toEqual(idsWhere((r) => r.action === "stage.created").slice(15, 20));
  });

  // docs/decisions/255: a single filter's total comes from counters kept by triggers; they must
  // equal a count of the entries after inserts of one and many rows, rollbacks, changes and deletes.
  it("keeps each filter's total equal to a count of its entries through every kind of write", async () => {
    const world = await createWorld();
    const org = world.organization.id;
    await seedLogs(world, 30);
    const actor = { userId: world.interviewer.id, name: world.interviewer.name };
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ownerDb.$transaction(async (tx) => {
          await recordAudit(tx, i % 3 === 0 ? { userId: null, name: "Retention policy" } : actor, { organizationId: org, action: "note.created", targetType: "candidate", targetId: `c-${i}`, metadata: { candidateId: i, length: 1 } });
          if (i % 4 === 1) throw new Error("rolled back");
        }).catch(() => "rolled back"),
      ),
    );
    await ownerDb.auditLog.updateMany({ where: { organizationId: org, targetId: "synthetic-3" }, data: { action: "stage.renamed", targetType: "job" } });
    await ownerDb.auditLog.deleteMany({ where: { organizationId: org, targetId: { in: ["synthetic-1", "synthetic-2", "c-0"] } } });

    const counted = await ownerDb.$queryRaw<{ field: string; value: string; total: number }[]>`
      SELECT 'action' AS field, action AS value, count(*)::int AS total FROM audit_logs WHERE organization_id = ${org} GROUP BY action
      UNION ALL SELECT 'target_type', target_type, count(*)::int FROM audit_logs WHERE organization_id = ${org} GROUP BY target_type
      UNION ALL SELECT 'actor_user_id', actor_user_id, count(*)::int FROM audit_logs WHERE organization_id = ${org} AND actor_user_id IS NOT NULL GROUP BY actor_user_id
      ORDER BY 1, 2`;
    const kept = await ownerDb.auditLogFilterCount.findMany({ where: { organizationId: org, total: { not: 0 } }, orderBy: [{ field: "asc" }, { value: "asc" }] });
    expect(kept.map(({ field, value, total }) => ({ field, value, total }))).toEqual(counted);

    // and the API answers them, for values with entries and without
    for (const { field, value, total } of counted) {
      const name = { action: "action", target_type: "targetType", actor_user_id: "actorUserId" }[field]!;
      const res = await call("GET", `/api/audit-logs?${name}=${encodeURIComponent(value)}&limit=1`, { key: world.admin.key });
      expect(res.body.page.total, `${field}=${value}`).toBe(total);
    }
    expect((await call("GET", `/api/audit-logs?actorUserId=${world.hiring_manager.id}`, { key: world.admin.key })).body.page.total).toBe(0);
  });

  it("narrows by a date range (from inclusive, to exclusive) and by words, with the other filters and paging", async () => {
    const world = await createWorld();
    const other = await createWorld();
    const at = (iso: string) => new Date(iso);
    const entry = (actorName: string, action: string, metadata: object, createdAt: Date, organizationId = world.organization.id) => ({
      organizationId,
      actorUserId: null,
      actorName,
      action,
      targetType: action.split(".")[0],
      targetId: `synthetic-${action}`,
      metadata,
      createdAt,
    });
    await ownerDb.auditLog.createMany({
      data: [
        entry("Dana Reyes", "member.role_changed", { name: "Sam Lee", email: "sam@lee.example", before: { role: "interviewer" }, after: { role: "admin" } }, at("2026-11-01T10:00:00.000Z")),
        entry("Dana Reyes", "application.moved", { fromStage: "Screen", toStage: "Onsite", targetLabel: "Quinn Jensen (Backend)" }, at("2026-11-02T23:30:00.000Z")),
        entry("Rita Recruiter", "application.moved", { fromStage: "Applied", toStage: "Screen", targetLabel: "Uma Patel (Designer)" }, at("2026-11-03T00:00:00.000Z")),
        entry("Rita Recruiter", "invitation.created", { email: "new.person@acme.example", role: "interviewer" }, at("2026-11-04T12:00:00.000Z")),
        entry("Dana Reyes", "member.role_changed", { name: "Sam Lee", before: { role: "admin" }, after: { role: "recruiter" } }, at("2026-11-02T12:00:00.000Z"), other.organization.id),
      ],
    });
    const list = async (qs: string) => {
      const res = await call("GET", `/api/audit-logs?${qs}`, { key: world.admin.key });
      expect(res.status, qs).toBe(200);
      return { total: res.body.page.total as number, actions: (res.body.logs as { action: string; actorName: string }[]).map((l) => `${l.actorName}: ${l.action}`) };
    };
    // an offset in the query is a zone like any other; `to` is exclusive
    expect(await list("from=2026-11-02T00:00:00.000Z&to=2026-11-03T00:00:00.000Z")).toEqual({ total: 1, actions: ["Dana Reyes: application.moved"] });
    expect((await list("from=2026-11-02T00:00:00%2B01:00&to=2026-11-04T00:00:00%2B01:00")).total).toBe(2);
    expect((await list("from=2026-11-03T00:00:00.000Z")).total).toBe(2);
    expect((await list("to=2026-11-01T10:00:00.000Z")).total).toBe(0);
    // words: actor, subject (label, member name or e-mail), action words; every word must match, any case
    expect((await list("q=sam")).actions).toEqual(["Dana Reyes: member.role_changed"]);
    expect((await list("q=ROLE")).total).toBe(1);
    expect((await list("q=rita")).total).toBe(2);
    expect((await list("q=moved%20quinn")).actions).toEqual(["Dana Reyes: application.moved"]);
    expect((await list("q=new.person@acme")).actions).toEqual(["Rita Recruiter: invitation.created"]);
    expect((await list("q=100%25")).total).toBe(0);
    expect((await list("q=%20%20")).total).toBe(4);
    // combined with the spec's filters and paging
    expect(await list("q=moved&action=application.moved&from=2026-11-03T00:00:00.000Z")).toEqual({ total: 1, actions: ["Rita Recruiter: application.moved"] });
    expect(await list("q=moved&limit=1&offset=1")).toEqual({ total: 2, actions: ["Dana Reyes: application.moved"] });
    for (const qs of ["from=yesterday", "to=2026-11-02", "from=2026-11-02T00:00:00", `q=${"x".repeat(201)}`]) {
      expect((await call("GET", `/api/audit-logs?${qs}`, { key: world.admin.key })).status, qs).toBe(400);
    }
  });

  it("never shows another organization's entries", async () => {
    const a = await createWorld();
    const b = await createWorld();
    await seedLogs(a, 5);
    const res = await call("GET", "/api/audit-logs", { key: b.admin.key });
    expect(res.body).toEqual({ logs: [], page: { limit: 50, offset: 0, total: 0 } });
    const byActor = await call("GET", `/api/audit-logs?actorUserId=${a.admin.id}`, { key: b.admin.key });
    expect(byActor.body.page.total).toBe(0);
  });

  it("is admin only (403, before the query is validated) and validates the query (400)", async () => {
    const world = await createWorld();
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      const res = await call("GET", "/api/audit-logs", { key: world[role].key });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String), code: "forbidden" });
    }
    for (const qs of ["limit=-1", "limit=abc", "offset=-5", "offset=1.5", "limit=", "action="]) {
      expect((await call("GET", `/api/audit-logs?${qs}`, { key: world.admin.key })).status, qs).toBe(400);
    }
    // the route's permission comes before the input is read (its endpoint's `need`)
    expect((await call("GET", "/api/audit-logs?limit=abc", { key: world.interviewer.key })).status).toBe(403);
    expect((await call("GET", "/api/audit-logs")).status).toBe(401);
  });

  it("keeps the unfiltered total and pages exact across concurrent writes and rolled-back ones", async () => {
    const world = await createWorld();
    const actor = { userId: world.admin.id, name: world.admin.name };
    const entry = (i: number) => ({ organizationId: world.organization.id, action: "job.updated" as const, targetType: "job", targetId: `synthetic-${i}`, metadata: { before: {}, after: {} } });
    const writes = Array.from({ length: 24 }, (_, i) =>
      ownerDb.$transaction(async (tx) => {
        await recordAudit(tx, actor, entry(i));
        if (i % 4 === 0) throw new Error("rolled back");
      }).catch(() => "rolled back"),
    );
    await Promise.all(writes);
    const stored = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id }, orderBy: { id: "desc" } });
    expect(stored).toHaveLength(18);
    // gapless 1..n, in id order
    expect(stored.map((r) => r.seq)).toEqual(Array.from({ length: 18 }, (_, i) => 18 - i));
    const filtered = await call("GET", "/api/audit-logs?action=job.updated&limit=100", { key: world.admin.key });
    const unfiltered = await call("GET", "/api/audit-logs?limit=100", { key: world.admin.key });
    expect(unfiltered.body.page.total).toBe(18);
    expect(unfiltered.body.logs.map((l: { id: number }) => l.id)).toEqual(stored.map((r) => r.id));
    expect(filtered.body.logs).toEqual(unfiltered.body.logs);
    const middle = await call("GET", "/api/audit-logs?limit=5&offset=7", { key: world.admin.key });
    expect(middle.body.logs.map((l: { id: number }) => l.id)).toEqual(stored.slice(7, 12).map((r) => r.id));
  });
});

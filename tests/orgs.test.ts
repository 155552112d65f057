import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createJob, createOrganization } from "@/prisma/factories";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";
import { createWorld } from "./support/world";

const { call } = withApi();

describe("GET /api/orgs/me", () => {
  it("answers the caller's organization with every field, idpOrgId null when unset", async () => {
    const world = await createWorld("Me Org");
    for (const role of ["admin", "recruiter", "hiring_manager", "interviewer"] as const) {
      const res = await call("GET", "/api/orgs/me", { key: world[role].key });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        organization: {
          id: world.organization.id,
          idpOrgId: null,
          name: "Me Org",
          slug: world.organization.slug,
          logoUrl: null,
          accentColor: null,
          privacyPolicyUrl: null,
          candidateRetentionDays: null,
        eeoSurveyEnabled: false,
        careersLanguages: ["en", "de", "fr", "es", "pt"],
        requireTwoFactor: false,
        sessionLifetimeHours: 8,
        answerWithinDays: 21,
        rejectUnansweredAfterDeadline: false,
        sendCandidateSurvey: false,
        },
      });
    }
    expect((await call("GET", "/api/orgs/me")).status).toBe(401);
  });

  it("shows idpOrgId when the organization has one", async () => {
    const world = await createWorld();
    await ownerDb.organization.update({ where: { id: world.organization.id }, data: { idpOrgId: "org_42" } });
    const res = await call("GET", "/api/orgs/me", { key: world.recruiter.key });
    expect(res.body.organization.idpOrgId).toBe("org_42");
  });
});

describe("PATCH /api/orgs/branding", () => {
  it("lets an admin set, partially update and clear branding, with an audit entry per change", async () => {
    const world = await createWorld();
    const key = world.admin.key;
    const set = await call("PATCH", "/api/orgs/branding", {
      key,
      body: { logoUrl: "https://cdn.example.com/logo.png", accentColor: "#1A2B3C" },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      organization: {
        id: world.organization.id,
        idpOrgId: null,
        name: world.organization.name,
        slug: world.organization.slug,
        logoUrl: "https://cdn.example.com/logo.png",
        accentColor: "#1A2B3C",
        privacyPolicyUrl: null,
        candidateRetentionDays: null,
        eeoSurveyEnabled: false,
        careersLanguages: ["en", "de", "fr", "es", "pt"],
        requireTwoFactor: false,
        sessionLifetimeHours: 8,
        answerWithinDays: 21,
        rejectUnansweredAfterDeadline: false,
        sendCandidateSurvey: false,
      },
    });

    const partial = await call("PATCH", "/api/orgs/branding", { key, body: { accentColor: "#ffffff" } });
    expect(partial.body.organization).toMatchObject({ logoUrl: "https://cdn.example.com/logo.png", accentColor: "#ffffff" });

    const cleared = await call("PATCH", "/api/orgs/branding", { key, body: { logoUrl: null } });
    expect(cleared.body.organization).toMatchObject({ logoUrl: null, accentColor: "#ffffff" });

    const stored = await ownerDb.organization.findUniqueOrThrow({ where: { id: world.organization.id } });
    expect(stored).toMatchObject({ logoUrl: null, accentColor: "#ffffff" });

    const audits = await ownerDb.auditLog.findMany({
      where: { organizationId: world.organization.id, action: "organization.branding_updated" },
      orderBy: { id: "asc" },
    });
    expect(audits).toHaveLength(3);
    expect(audits[0]).toMatchObject({
      actorUserId: world.admin.id,
      actorName: world.admin.name,
      targetType: "organization",
      targetId: String(world.organization.id),
      metadata: {
        before: { logoUrl: null, accentColor: null },
        after: { logoUrl: "https://cdn.example.com/logo.png", accentColor: "#1A2B3C" },
      },
    });
    expect(audits[2].metadata).toEqual({
      before: { logoUrl: "https://cdn.example.com/logo.png", accentColor: "#ffffff" },
      after: { logoUrl: null, accentColor: "#ffffff" },
    });

    // the same values again change nothing and log nothing
    const same = await call("PATCH", "/api/orgs/branding", { key, body: { accentColor: "#ffffff" } });
    expect(same.status).toBe(200);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "organization.branding_updated" } })).toBe(3);
  });

  it("validates URL, color and presence of a field", async () => {
    const world = await createWorld();
    const key = world.admin.key;
    const bad = [
      {},
      { logoUrl: "http://insecure.example.com/logo.png" },
      { logoUrl: "not a url" },
      { logoUrl: `https://example.com/${"a".repeat(2048)}` },
      { accentColor: "red" },
      { accentColor: "#12345" },
      { accentColor: "#1234567" },
      { accentColor: 123 },
    ];
    for (const body of bad) {
      const res = await call("PATCH", "/api/orgs/branding", { key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    expect((await call("PATCH", "/api/orgs/branding", { key, rawBody: "{}", headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("is admin only", async () => {
    const world = await createWorld();
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      const res = await call("PATCH", "/api/orgs/branding", { key: world[role].key, body: { accentColor: "#000000" } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String), code: "forbidden" });
    }
    // the route's permission comes before the body is read (its endpoint's `need`)
    expect((await call("PATCH", "/api/orgs/branding", { key: world.interviewer.key, body: { accentColor: "x" } })).status).toBe(403);
    expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { accentColor: "x" } })).status).toBe(400);
    expect((await ownerDb.organization.findUniqueOrThrow({ where: { id: world.organization.id } })).accentColor).toBeNull();
    expect((await call("PATCH", "/api/orgs/branding", { body: { accentColor: "#000000" } })).status).toBe(401);
  });

  it("changes only the caller's organization", async () => {
    const a = await createWorld();
    const b = await createWorld();
    await call("PATCH", "/api/orgs/branding", { key: a.admin.key, body: { accentColor: "#abcdef" } });
    expect((await ownerDb.organization.findUniqueOrThrow({ where: { id: b.organization.id } })).accentColor).toBeNull();
    expect((await call("GET", "/api/orgs/me", { key: b.admin.key })).body.organization.accentColor).toBeNull();
  });
});

describe("PATCH /api/orgs/slug", () => {
  it("changes the slug with an audit entry holding before and after", async () => {
    const world = await createWorld();
    const old = world.organization.slug;
    const res = await call("PATCH", "/api/orgs/slug", { key: world.admin.key, body: { slug: "new-slug-one" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      organization: {
        id: world.organization.id,
        idpOrgId: null,
        name: world.organization.name,
        slug: "new-slug-one",
        logoUrl: null,
        accentColor: null,
        privacyPolicyUrl: null,
        candidateRetentionDays: null,
        eeoSurveyEnabled: false,
        careersLanguages: ["en", "de", "fr", "es", "pt"],
        requireTwoFactor: false,
        sessionLifetimeHours: 8,
        answerWithinDays: 21,
        rejectUnansweredAfterDeadline: false,
        sendCandidateSurvey: false,
      },
    });
    expect((await ownerDb.organization.findUniqueOrThrow({ where: { id: world.organization.id } })).slug).toBe("new-slug-one");
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "organization.slug_updated" } });
    expect(audit).toMatchObject({
      actorUserId: world.admin.id,
      targetType: "organization",
      targetId: String(world.organization.id),
      metadata: { before: { slug: old }, after: { slug: "new-slug-one" } },
    });
    // setting the current slug again is a no-op
    const again = await call("PATCH", "/api/orgs/slug", { key: world.admin.key, body: { slug: "new-slug-one" } });
    expect(again.status).toBe(200);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "organization.slug_updated" } })).toBe(1);
  });

  it("refuses invalid and reserved slugs with 400", async () => {
    const world = await createWorld();
    const bad = ["ab", "a".repeat(49), "Upper", "-lead", "trail-", "dou--ble", "sp ace", "api", "admin", "careers", "login", "settings", "withdraw", 42, null];
    for (const slug of bad) {
      const res = await call("PATCH", "/api/orgs/slug", { key: world.admin.key, body: { slug } });
      expect(res.status, String(slug)).toBe(400);
    }
    expect((await call("PATCH", "/api/orgs/slug", { key: world.admin.key, body: {} })).status).toBe(400);
    expect((await ownerDb.organization.findUniqueOrThrow({ where: { id: world.organization.id } })).slug).toBe(world.organization.slug);
  });

  it("answers 409 for a slug another organization holds", async () => {
    const world = await createWorld();
    const other = await createOrganization({ slug: "taken-slug" });
    const res = await call("PATCH", "/api/orgs/slug", { key: world.admin.key, body: { slug: "taken-slug" } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: expect.stringContaining("already used"), code: "conflict" });
    expect((await ownerDb.organization.findUniqueOrThrow({ where: { id: other.id } })).slug).toBe("taken-slug");
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("is admin only, and permission is checked before the conflict", async () => {
    const world = await createWorld();
    await createOrganization({ slug: "held-by-other" });
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      expect((await call("PATCH", "/api/orgs/slug", { key: world[role].key, body: { slug: "fresh-slug" } })).status).toBe(403);
      expect((await call("PATCH", "/api/orgs/slug", { key: world[role].key, body: { slug: "held-by-other" } })).status).toBe(403);
    }
  });

  it("lets exactly one of two concurrent requests take a free slug", async () => {
    const a = await createWorld();
    const b = await createWorld();
    const [ra, rb] = await Promise.all([
      call("PATCH", "/api/orgs/slug", { key: a.admin.key, body: { slug: "race-slug" } }),
      call("PATCH", "/api/orgs/slug", { key: b.admin.key, body: { slug: "race-slug" } }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    expect(await ownerDb.organization.count({ where: { slug: "race-slug" } })).toBe(1);
  });
});

// Issue 43, finding 11a (docs/decisions/460): the languages the careers pages offer.
describe("the careers pages' languages", () => {
  it("are all five until an admin chooses a non-empty list, audited with the other settings", async () => {
    const world = await createWorld("Languages Org");
    const key = world.admin.key;
    expect((await call("GET", "/api/orgs/me", { key })).body.organization.careersLanguages).toEqual(["en", "de", "fr", "es", "pt"]);
    for (const careersLanguages of [[], ["en", "xx"], ["de", "de"], "de", [null]]) {
      const res = await call("PATCH", "/api/orgs/branding", { key, body: { careersLanguages } });
      expect(res.status, JSON.stringify(careersLanguages)).toBe(400);
      expect(res.body.details).toEqual([expect.objectContaining({ path: expect.stringMatching(/^careersLanguages/) })]);
    }
    expect((await call("PATCH", "/api/orgs/branding", { key: world.recruiter.key, body: { careersLanguages: ["de"] } })).status).toBe(403);
    const res = await call("PATCH", "/api/orgs/branding", { key, body: { careersLanguages: ["de", "en"] } });
    expect(res.status).toBe(200);
    expect(res.body.organization.careersLanguages).toEqual(["de", "en"]);
    // the same list again writes nothing
    expect((await call("PATCH", "/api/orgs/branding", { key, body: { careersLanguages: ["de", "en"] } })).status).toBe(200);
    const logs = (await call("GET", "/api/audit-logs?action=organization.branding_updated", { key })).body.logs;
    expect(logs).toHaveLength(1);
    expect(logs[0].metadata).toEqual({
      before: { logoUrl: null, accentColor: null, careersLanguages: ["en", "de", "fr", "es", "pt"] },
      after: { logoUrl: null, accentColor: null, careersLanguages: ["de", "en"] },
    });
    const job = await createJob(world.organization.id, { title: "Languages Engineer" });
    expect((await call("GET", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}`)).body.organization.careersLanguages).toEqual(["de", "en"]);
  });

  it("are kept by the database to a non-empty list of known languages, each once", async () => {
    const organization = await createOrganization();
    for (const list of ["{}", "{en,xx}", "{de,de}"]) {
      await expect(ownerDb.$executeRawUnsafe(`UPDATE organizations SET careers_languages = '${list}' WHERE id = ${organization.id}`), list).rejects.toThrow(/organizations_careers_languages_check/);
    }
    expect(await ownerDb.$executeRawUnsafe(`UPDATE organizations SET careers_languages = '{pt}' WHERE id = ${organization.id}`)).toBe(1);
  });
});

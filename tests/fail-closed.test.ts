import { describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/auth/api-keys";
import { db } from "@/lib/db";
import { asPublic } from "@/lib/db/caller-scope";
import { ownerDb } from "@/lib/db/owner";
import { sqlRows } from "@/lib/db/sql-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import { createApplication, createJob } from "@/prisma/factories";
import { createWorld } from "./support/world";

// Decision 463: the request pool's statements run as hiring_nobody until a caller is set, and a
// public or token route's as hiring_public for the one organization its slug or token names. These
// run through the app's own pool and roles: the tests' login is a superuser, who would see anything.

type Guarded = { name: string; hasOrg: boolean };

async function guardedTables(): Promise<Guarded[]> {
  return ownerDb.$queryRaw<Guarded[]>`
    SELECT c.relname AS name, EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'organization_id' AND NOT a.attisdropped) AS "hasOrg"
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity ORDER BY 1`;
}

async function rowCount(table: string): Promise<number> {
  const [{ n }] = await ownerDb.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${table}"`);
  return n;
}

describe("a statement without a caller", () => {
  it("runs as hiring_nobody, which reads no row of any guarded table and writes none", async () => {
    const world = await createWorld("Nobody Org");
    await createApplication(await createJob(world.organization.id, { title: "Nobody job" }));
    const [session] = await sqlRows<{ role: string }[]>(Prisma.sql`SELECT current_user::text AS role`);
    expect(session.role).toBe("hiring_nobody");
    const tables = await guardedTables();
    expect(tables.length).toBeGreaterThan(50);
    for (const { name } of tables) {
      const before = await rowCount(name);
      // both ways a request reads: Prisma's pool and the plain statements of lib/db/sql-rows.ts
      await expect(db.$queryRawUnsafe(`SELECT * FROM "${name}" LIMIT 1`), name).rejects.toThrow(/permission denied/);
      await expect(sqlRows(Prisma.sql([`SELECT count(*) FROM "${name}"`])), name).rejects.toThrow(/permission denied/);
      await expect(db.$executeRawUnsafe(`DELETE FROM "${name}"`), name).rejects.toThrow(/permission denied/);
      await expect(db.$executeRawUnsafe(`INSERT INTO "${name}" DEFAULT VALUES`), name).rejects.toThrow(/permission denied/);
      expect(await rowCount(name), name).toBe(before);
    }
    await expect(db.organization.create({ data: { name: "Sneaked in", slug: "sneaked-in" } })).rejects.toThrow(/permission denied/);
    expect(await ownerDb.organization.count({ where: { slug: "sneaked-in" } })).toBe(0);
    await expect(db.job.findMany()).rejects.toThrow(/permission denied/);
  });

  it("may still look a credential up, which every request does before it knows its caller", async () => {
    const world = await createWorld("Lookup Org");
    const [session] = await sqlRows<{ role: string }[]>(Prisma.sql`SELECT current_user::text AS role`);
    expect(session.role).toBe("hiring_nobody");
    const [found] = await sqlRows<{ user_id: string }[]>(Prisma.sql`SELECT user_id FROM credential_lookup(${hashSecret(world.admin.key)}, NULL, now())`);
    expect(found.user_id).toBe(world.admin.id);
  });

  it("forces row security on every table of an organization's data, and only the owner reads past it", async () => {
    const tables = await ownerDb.$queryRaw<{ name: string; forced: boolean }[]>`
      SELECT c.relname AS name, c.relforcerowsecurity AS forced FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity`;
    expect(tables.filter((t) => !t.forced).map((t) => t.name)).toEqual([]);
    const roles = await ownerDb.$queryRaw<{ name: string; login: boolean; bypass: boolean; super: boolean }[]>`
      SELECT rolname AS name, rolcanlogin AS login, rolbypassrls AS bypass, rolsuper AS super FROM pg_roles
       WHERE rolname IN ('hiring_nobody', 'hiring_public') ORDER BY 1`;
    expect(roles).toEqual([
      { name: "hiring_nobody", login: false, bypass: false, super: false },
      { name: "hiring_public", login: false, bypass: false, super: false },
    ]);
    const [owner] = await ownerDb.$queryRaw<{ bypass: boolean }[]>`SELECT rolsuper OR rolbypassrls AS bypass FROM pg_roles WHERE rolname = current_user`;
    expect(owner.bypass).toBe(true);
  });
});

describe("a public or token route", () => {
  it("reads and writes only the rows of the organization its slug or token names", async () => {
    const mine = await createWorld("Public Mine");
    const theirs = await createWorld("Public Theirs");
    const myApplication = await createApplication(await createJob(mine.organization.id, { title: "Mine job" }));
    const theirApplication = await createApplication(await createJob(theirs.organization.id, { title: "Their job" }));
    const token = `public-scope-token-${Date.now()}`;
    await ownerDb.withdrawalToken.create({ data: { applicationId: myApplication.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + 3_600_000) } });

    const seen = () =>
      Promise.all([
        db.$queryRaw<{ role: string }[]>`SELECT current_user::text AS role`.then(([row]) => row.role),
        db.organization.findMany({ select: { id: true } }).then((rows) => rows.map((r) => r.id)),
        db.application.findMany({ select: { organizationId: true } }).then((rows) => [...new Set(rows.map((r) => r.organizationId))]),
        db.candidate.findMany({ select: { organizationId: true } }).then((rows) => [...new Set(rows.map((r) => r.organizationId))]),
        db.user.findMany({ select: { organizationId: true } }).then((rows) => [...new Set(rows.map((r) => r.organizationId))]),
        sqlRows<{ organizationId: number }[]>(Prisma.sql`SELECT DISTINCT organization_id AS "organizationId" FROM jobs`).then((rows) => rows.map((r) => r.organizationId)),
      ]);
    const only = (id: number) => ["hiring_public", [id], [id], [id], [id], [id]];
    expect(await asPublic({ kind: "slug", key: mine.organization.slug }, seen)).toEqual(only(mine.organization.id));
    expect(await asPublic({ kind: "slug", key: theirs.organization.slug }, seen)).toEqual(only(theirs.organization.id));
    expect(await asPublic({ kind: "withdrawal", key: hashSecret(token) }, seen)).toEqual(only(mine.organization.id));
    // a slug or token that names nothing reads nothing
    const none = ["hiring_public", [], [], [], [], []];
    expect(await asPublic({ kind: "slug", key: "no-such-organization" }, seen)).toEqual(none);
    expect(await asPublic({ kind: "withdrawal", key: hashSecret("no-such-token") }, seen)).toEqual(none);

    // nor writes another organization's rows: not by id, not by a new row
    const visitor = (work: () => Promise<unknown>) => asPublic({ kind: "slug", key: mine.organization.slug }, work);
    expect(await visitor(() => db.application.updateMany({ where: { id: theirApplication.id }, data: { candidateName: "Changed" } }))).toEqual({ count: 0 });
    await expect(visitor(() => db.candidate.create({ data: { organizationId: theirs.organization.id, name: "Planted", email: "planted@example.com" } }))).rejects.toThrow(/row-level security/);
    expect(await ownerDb.candidate.count({ where: { email: "planted@example.com" } })).toBe(0);
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: theirApplication.id } })).candidateName).not.toBe("Changed");
  });
});

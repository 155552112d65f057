import pg from "pg";
import { describe, expect, it } from "vitest";
import { advanceClock } from "@/lib/clock";
import { ownerDb } from "@/lib/db/owner";
import { NotFound } from "@/lib/errors";
import { findPublicOrganization } from "@/lib/server/public/find-public-organization";
import { databaseTraffic } from "@/lib/db/caller-scope";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { MID_WINDOW, stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// A request sets its caller on its connection at most once (decision 321): the credential lookup is
// a function the app role may call in any scope, so it runs on whatever settings its connection
// carries, and only the handler's first statement may have to switch them to the caller.
const { call } = withApi();

async function measured(requests: { path: string; key: string }[]) {
  const before = databaseTraffic();
  for (const { path, key } of requests) expect((await call("GET", path, { key })).status, path).toBe(200);
  const after = databaseTraffic();
  return { statements: after.statements - before.statements, switches: after.switches - before.switches };
}

describe("settings switches per request", () => {
  it("reads the board in one round trip and no switch when the connection already carries the caller", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { title: "Board", hiringManagerIds: [world.hiring_manager.id] });
    await createApplication(job);
    const board = { path: `/api/jobs/${job.id}/applications`, key: world.admin.key };
    await measured([board]);
    // the credential statement with the board's body inside it (a combined read, decision 312)
    expect(await measured([board, board, board])).toEqual({ statements: 3, switches: 0 });
  });

  it("switches once per request when callers take turns", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { title: "Board", hiringManagerIds: [world.hiring_manager.id] });
    await createApplication(job);
    const path = `/api/jobs/${job.id}/applications`;
    const turns = [world.admin.key, world.hiring_manager.key, world.recruiter.key].map((key) => ({ path, key }));
    await measured(turns);
    // the switch to the caller each credential was seen as, then the combined statement
    expect(await measured(turns)).toEqual({ statements: 6, switches: 3 });
  });

  it("stamps a key's last use in the lookup itself, at most once a minute", async () => {
    stopClockAt();
    const world = await createWorld();
    const lastUsed = async () => (await ownerDb.apiKey.findFirstOrThrow({ where: { userId: world.recruiter.id } })).lastUsedAt;
    const jobs = { path: "/api/jobs", key: world.recruiter.key };
    expect(await measured([jobs])).toEqual({ statements: 3, switches: 1 });
    expect(await lastUsed()).toEqual(new Date(MID_WINDOW));
    advanceClock(59_000);
    await measured([jobs]);
    expect(await lastUsed()).toEqual(new Date(MID_WINDOW));
    advanceClock(2_000);
    await measured([jobs]);
    expect(await lastUsed()).toEqual(new Date(Date.parse(MID_WINDOW) + 61_000));
  });

  it("does not stamp the last use of a revoked key or of a deactivated member's key, and refuses both", async () => {
    stopClockAt();
    const world = await createWorld();
    const lastUsed = async (userId: string) => (await ownerDb.apiKey.findFirstOrThrow({ where: { userId } })).lastUsedAt;
    await ownerDb.apiKey.updateMany({ where: { userId: world.recruiter.id }, data: { revokedAt: new Date(MID_WINDOW) } });
    await ownerDb.user.update({ where: { id: world.hiring_manager.id }, data: { deactivatedAt: new Date(MID_WINDOW) } });
    expect((await call("GET", "/api/jobs", { key: world.recruiter.key })).status).toBe(401);
    expect((await call("GET", "/api/jobs", { key: world.hiring_manager.key })).status).toBe(401);
    expect(await lastUsed(world.recruiter.id)).toBeNull();
    expect(await lastUsed(world.hiring_manager.id)).toBeNull();
  });

  it("answers a session's lookup with its member and no key, and an unknown key or member with no row", async () => {
    const world = await createWorld();
    const lookup = (key: string | null, member: string | null) =>
      ownerDb.$queryRaw<{ key_id: number | null; user_id: string; organization_id: number; role: string; bucket: string }[]>`
        SELECT key_id, user_id, organization_id, role, bucket FROM credential_lookup(${key}::text, ${member}::text, now())`;
    expect(await lookup(null, world.recruiter.id)).toEqual([
      { key_id: null, user_id: world.recruiter.id, organization_id: world.organization.id, role: "recruiter", bucket: `session:${world.recruiter.id}` },
    ]);
    expect(await lookup("0".repeat(64), null)).toEqual([]);
    expect(await lookup(null, "no-such-member")).toEqual([]);
  });

  it("lets only the app role call the credential lookup, which runs as its owner with a pinned search path", async () => {
    const [fn] = await ownerDb.$queryRaw<{ definer: boolean; config: string[]; app: boolean; everyone: boolean }[]>`
      SELECT p.prosecdef AS definer, p.proconfig AS config,
             has_function_privilege('hiring_app', p.oid, 'EXECUTE') AS app,
             coalesce(p.proacl::text[] && ARRAY['=X/' || pg_get_userbyid(p.proowner)], true) AS everyone
        FROM pg_proc p WHERE p.proname = 'credential_lookup'`;
    expect(fn).toEqual({ definer: true, config: ["search_path=public, pg_temp"], app: true, everyone: false });
  });
});

describe("a public visit finds its organization when it switches", () => {
  it("finds a careers slug that named no organization on the connection's last visit once one takes it", async () => {
    const slug = unique("late-org").toLowerCase();
    // the careers pages' read (their getServerSideProps runs no other statement between visits)
    await expect(findPublicOrganization(slug)).rejects.toThrow(NotFound);
    // made on a connection of its own, as the admin CLI or another instance makes it: the pool's
    // connection that answered the miss still carries that visit's settings, and is the one it hands out next
    const outside = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await outside.connect();
    try {
      await outside.query("INSERT INTO organizations (name, slug) VALUES ($1, $2)", [`Late ${slug}`, slug]);
    } finally {
      await outside.end();
    }
    for (let visit = 0; visit < 3; visit += 1) expect((await findPublicOrganization(slug)).name, `visit ${visit + 1}`).toBe(`Late ${slug}`);
  });
});

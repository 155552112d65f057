import { createServer, type Socket } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import { withCaller } from "@/lib/db/caller-scope";
import { useLogger } from "@/lib/observability/logger";
import { caldavFetchWith, CalendarUnreachable, NOT_REACHED, TargetRefused } from "@/lib/server/calendar/caldav-fetch";
import { freePort, startRadicale, type Radicale } from "./support/radicale";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";
import { permissionsOf } from "@/lib/auth/permissions";
import { withSettings } from "./support/settings";

// A member's own CalDAV calendar over the API (docs/decisions/380-382), against a real radicale.
withSettings({ CALDAV_ALLOW_PRIVATE_TARGETS: "true" });
const { call, baseUrl } = withApi();

const PASSWORDS = { ada: "correct horse battery", bo: "bo-app-password" };
let radicale: Radicale;
let workUrl: string;

beforeAll(async () => {
  radicale = await startRadicale(PASSWORDS);
  await radicale.makeCalendar("ada", "personal", "Personal");
  workUrl = await radicale.makeCalendar("ada", "work", "Work");
  await radicale.makeCalendar("bo", "main", "Bo's calendar");
});
afterAll(() => radicale?.stop());

const rowsOf = (userId: string) => ownerDb.calendarConnection.findMany({ where: { userId } });

describe("connecting your calendar", () => {
  it("tries the connection, stores the password encrypted, and never answers with it", async () => {
    const world = await createWorld("Calendar Org");
    const key = world.interviewer.key;
    expect((await call("GET", "/api/users/me/calendar", { key })).body).toEqual({ connected: false, url: null, username: null, calendarName: null, lastCheckedAt: null });

    const put = await call("PUT", "/api/users/me/calendar", { key, body: { url: `${radicale.baseUrl}/`, username: "ada", password: PASSWORDS.ada } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ connected: true, url: `${radicale.baseUrl}/`, username: "ada" });
    expect(["Personal", "Work"]).toContain(put.body.calendarName);
    const got = await call("GET", "/api/users/me/calendar", { key });
    expect(got.body).toEqual(put.body);
    for (const answer of [put, got]) expect(JSON.stringify(answer.body)).not.toContain(PASSWORDS.ada);

    const [row] = await rowsOf(world.interviewer.id);
    expect(row.passwordEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(PASSWORDS.ada);
    const plain = await ownerDb.$queryRaw<{ hits: number }[]>`SELECT count(*)::int AS hits FROM calendar_connections WHERE row_to_json(calendar_connections)::text LIKE ${`%${PASSWORDS.ada}%`}`;
    expect(plain[0].hits).toBe(0);

    const audit = await call("GET", "/api/audit-logs?action=calendar.connected", { key: world.admin.key });
    expect(audit.body.logs).toHaveLength(1);
    expect(audit.body.logs[0]).toMatchObject({ actorUserId: world.interviewer.id, targetType: "calendar", metadata: { host: new URL(radicale.baseUrl).host, replaced: false } });
    expect(JSON.stringify(audit.body)).not.toContain(PASSWORDS.ada);
  });

  it("uses the calendar the URL names, and replaces an earlier connection", async () => {
    const world = await createWorld("Calendar Named Org");
    const key = world.recruiter.key;
    await call("PUT", "/api/users/me/calendar", { key, body: { url: `${radicale.baseUrl}/bo/`, username: "bo", password: PASSWORDS.bo } });
    const put = await call("PUT", "/api/users/me/calendar", { key, body: { url: workUrl, username: "ada", password: PASSWORDS.ada } });
    expect(put.body).toMatchObject({ connected: true, url: workUrl, username: "ada", calendarName: "Work" });
    const rows = await rowsOf(world.recruiter.id);
    expect(rows.map((r) => [r.calendarUrl, r.username])).toEqual([[workUrl, "ada"]]);
    const actions = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, targetType: "calendar" }, orderBy: { id: "asc" } });
    expect(actions.map((a) => (a.metadata as { replaced: boolean }).replaced)).toEqual([false, true]);
  });

  it("refuses a wrong password, an unreachable server and a server that is not CalDAV, naming the field and storing nothing", async () => {
    const world = await createWorld("Calendar Refused Org");
    const key = world.hiring_manager.key;
    const wrong = await call("PUT", "/api/users/me/calendar", { key, body: { url: `${radicale.baseUrl}/`, username: "ada", password: "not the password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "invalid_request", details: [{ path: "password" }] });
    expect(wrong.body.error).toMatch(/refused this user name and password/);

    const closed = await call("PUT", "/api/users/me/calendar", { key, body: { url: `http://127.0.0.1:${await freePort()}/`, username: "ada", password: PASSWORDS.ada } });
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({ details: [{ path: "url" }] });
    expect(closed.body.error).toMatch(/could not be reached/);

    // the product's own API answers JSON, not WebDAV
    const notCaldav = await call("PUT", "/api/users/me/calendar", { key, body: { url: `${baseUrl()}/api/version`, username: "ada", password: PASSWORDS.ada } });
    expect(notCaldav.status).toBe(400);
    expect(notCaldav.body).toMatchObject({ details: [{ path: "url" }] });

    expect((await call("PUT", "/api/users/me/calendar", { key, body: { url: "", username: "ada", password: "" } })).status).toBe(400);
    expect(await rowsOf(world.hiring_manager.id)).toEqual([]);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, targetType: "calendar" } })).toBe(0);

    // a failed attempt leaves a working connection as it was
    await call("PUT", "/api/users/me/calendar", { key, body: { url: `${radicale.baseUrl}/`, username: "bo", password: PASSWORDS.bo } });
    expect((await call("PUT", "/api/users/me/calendar", { key, body: { url: `${radicale.baseUrl}/`, username: "ada", password: "wrong" } })).status).toBe(400);
    expect((await call("GET", "/api/users/me/calendar", { key })).body).toMatchObject({ connected: true, username: "bo", calendarName: "Bo's calendar" });
  });

  it("refuses loopback and plain http unless CALDAV_ALLOW_PRIVATE_TARGETS is on, before any request is sent", async () => {
    await expect(caldavFetchWith({ allowPrivate: false })(`${radicale.baseUrl}/`, { method: "PROPFIND" })).rejects.toBeInstanceOf(TargetRefused);
    await expect(caldavFetchWith({ allowPrivate: false })("https://127.0.0.1/", { method: "PROPFIND" })).rejects.toThrow(/public address/);
    await expect(caldavFetchWith({ allowPrivate: false })("https://169.254.169.254/", { method: "PROPFIND" })).rejects.toThrow(/public address/);
    // 127.0.0.1 written as IPv6 forms that embed it: IPv4-compatible, IPv4-translated, IPv4-mapped
    for (const host of ["[::7f00:1]", "[::127.0.0.1]", "[::ffff:0:7f00:1]", "[::ffff:127.0.0.1]", "[::ffff:0:a9fe:a9fe]"]) {
      await expect(caldavFetchWith({ allowPrivate: false })(`https://${host}/`, { method: "PROPFIND" }), host).rejects.toThrow(/public address/);
    }
    expect((await caldavFetchWith({ allowPrivate: true })(`${radicale.baseUrl}/`, { method: "OPTIONS" })).status).toBeLessThan(500);
  });

  it("answers one message for every way the server is not reached, with the detail only in the log", async () => {
    const lines: Record<string, unknown>[] = [];
    useLogger(pino({ level: "warn" }, new Writable({ write: (chunk, _encoding, done) => done(void lines.push(JSON.parse(String(chunk)))) })));
    // a port nobody listens on, one that hangs up at once, one that never answers, and TLS to a plain-HTTP server
    const sockets: Socket[] = [];
    const hangsUp = createServer((socket) => socket.destroy());
    const silent = createServer((socket) => void sockets.push(socket));
    await Promise.all([hangsUp, silent].map((server) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))));
    const portOf = (server: typeof silent) => (server.address() as { port: number }).port;
    const urls = [`http://127.0.0.1:${await freePort()}/`, `http://127.0.0.1:${portOf(hangsUp)}/`, `http://127.0.0.1:${portOf(silent)}/`, `https://${new URL(radicale.baseUrl).host}/`];
    try {
      const failures = await Promise.all(urls.map((url) => caldavFetchWith({ allowPrivate: true })(url, { method: "PROPFIND" }).then(() => null, (error: unknown) => error)));
      for (const failure of failures) {
        expect(failure).toBeInstanceOf(CalendarUnreachable);
        expect((failure as Error).message).toBe(NOT_REACHED);
      }
      const details = lines.filter((line) => line.msg === "calendar server not reached").map((line) => String(line.detail));
      expect(details).toEqual(expect.arrayContaining([expect.stringMatching(/ECONNREFUSED/), expect.stringMatching(/ECONNRESET/), expect.stringMatching(/no answer within 10 s/), expect.stringMatching(/SSL|TLS|EPROTO/i)]));
    } finally {
      useLogger(pino({ level: "warn" }));
      for (const socket of sockets) socket.destroy();
      await Promise.all([hangsUp, silent].map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  it("is the member's own: nobody else reads the row, and disconnecting forgets it once", async () => {
    const world = await createWorld("Calendar Own Org");
    await call("PUT", "/api/users/me/calendar", { key: world.interviewer.key, body: { url: `${radicale.baseUrl}/`, username: "bo", password: PASSWORDS.bo } });
    for (const other of [world.admin, world.recruiter, world.hiring_manager]) {
      expect((await call("GET", "/api/users/me/calendar", { key: other.key })).body.connected).toBe(false);
      const seen = await withCaller({ orgId: world.organization.id, userId: other.id, role: other.role, permissions: permissionsOf(other.role) }, () => db.calendarConnection.count());
      expect(seen, other.role).toBe(0);
    }
    const own = await withCaller({ orgId: world.organization.id, userId: world.interviewer.id, role: "interviewer", permissions: permissionsOf("interviewer") }, () => db.calendarConnection.count());
    expect(own).toBe(1);

    const removed = await call("DELETE", "/api/users/me/calendar", { key: world.interviewer.key });
    expect(removed.body).toEqual({ connected: false, url: null, username: null, calendarName: null, lastCheckedAt: null });
    expect(await rowsOf(world.interviewer.id)).toEqual([]);
    expect((await call("DELETE", "/api/users/me/calendar", { key: world.interviewer.key })).status).toBe(200);
    const actions = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, targetType: "calendar" }, orderBy: { id: "asc" } });
    expect(actions.map((a) => a.action)).toEqual(["calendar.connected", "calendar.disconnected"]);
  });

  it("is forgotten when an admin removes the member from the team", async () => {
    const world = await createWorld("Calendar Removed Org");
    for (const member of [world.interviewer, world.recruiter]) {
      await call("PUT", "/api/users/me/calendar", { key: member.key, body: { url: `${radicale.baseUrl}/`, username: "bo", password: PASSWORDS.bo } });
    }
    expect((await call("DELETE", `/api/team/${world.interviewer.id}`, { key: world.admin.key })).status).toBe(200);
    expect(await rowsOf(world.interviewer.id)).toEqual([]);
    expect(await rowsOf(world.recruiter.id)).toHaveLength(1);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { advanceClock } from "@/lib/clock";
import { hashPassword } from "@/lib/auth/passwords";
import { ownerDb } from "@/lib/db/owner";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { signInWithCredentials } from "./support/sign-in";
import { createWorld, type Member } from "./support/world";
import { withSettings } from "./support/settings";

// Sessions a person and an admin can see (docs/decisions/490): a row per sign-in, listed, signed
// out one by one or everywhere, ended by deactivation, bounded by the organization's lifetime.
const { call, baseUrl } = withApi();
const settings = withSettings();
const PASSWORD = "sessions test password";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

beforeAll(() => settings.change({ NEXTAUTH_URL: baseUrl() }));

let hour = 0;
function stopClock() {
  hour += 1;
  stopClockAt(new Date(Date.UTC(2026, 11, 8, 0, 0, 10) + hour * 3_600_000));
}

async function signIn(member: Member, userAgent = FIREFOX): Promise<string> {
  await ownerDb.user.update({ where: { id: member.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  const { cookie, error } = await signInWithCredentials(baseUrl(), { email: member.email, password: PASSWORD }, userAgent);
  expect(error).toBeNull();
  return cookie!;
}

const audits = (organizationId: number, action: string) => ownerDb.auditLog.findMany({ where: { organizationId, action }, orderBy: { id: "asc" } });

describe("a member's sessions", () => {
  it("lists the open ones with their device in words, marking this one", async () => {
    stopClock();
    const world = await createWorld("Sessions Org");
    const laptop = await signIn(world.recruiter, FIREFOX);
    advanceClock(5_000);
    const phone = await signIn(world.recruiter, SAFARI_IPHONE);
    await signIn(world.interviewer);

    const listed = await call("GET", "/api/users/me/sessions", { cookie: phone });
    expect(listed.status).toBe(200);
    expect(listed.body.sessions.map((s: { device: string; current: boolean; signInMethod: string }) => [s.device, s.current, s.signInMethod])).toEqual([
      ["Safari on iPhone", true, "password"],
      ["Firefox on Windows", false, "password"],
    ]);
    expect(listed.body.sessions[0]).toMatchObject({ userAgent: SAFARI_IPHONE, lastSeenAt: listed.body.sessions[0].createdAt });
    // by default a session lasts 8 hours from its sign-in
    expect(Date.parse(listed.body.sessions[1].expiresAt) - Date.parse(listed.body.sessions[1].createdAt)).toBe(8 * 3_600_000);
    // an API key's request lists the same, none of them its own
    const byKey = await call("GET", "/api/users/me/sessions", { key: world.recruiter.key });
    expect(byKey.body.sessions.map((s: { current: boolean }) => s.current)).toEqual([false, false]);
    expect((await call("GET", "/api/jobs", { cookie: laptop })).status).toBe(200);
  });

  it("signs one out: its cookie is 401 from then on, the other still works, and another's is 404", async () => {
    stopClock();
    const world = await createWorld("Sign-out Org");
    const laptop = await signIn(world.recruiter, FIREFOX);
    const phone = await signIn(world.recruiter, SAFARI_IPHONE);
    const other = await signIn(world.interviewer);
    const [otherSession] = (await call("GET", "/api/users/me/sessions", { cookie: other })).body.sessions;
    const mine = (await call("GET", "/api/users/me/sessions", { cookie: laptop })).body.sessions;
    const phoneSession = mine.find((s: { device: string }) => s.device === "Safari on iPhone");

    expect((await call("DELETE", `/api/users/me/sessions/${otherSession.id}`, { cookie: laptop })).status).toBe(404);
    expect((await call("GET", "/api/jobs", { cookie: other })).status).toBe(200);

    expect((await call("DELETE", `/api/users/me/sessions/${phoneSession.id}`, { cookie: laptop })).body).toEqual({ ok: true });
    expect((await call("GET", "/api/jobs", { cookie: phone })).status).toBe(401);
    expect((await call("GET", "/api/jobs", { cookie: laptop })).status).toBe(200);
    expect((await call("DELETE", `/api/users/me/sessions/${phoneSession.id}`, { cookie: laptop })).status).toBe(404);
    const [entry] = await audits(world.organization.id, "session.signed_out");
    expect(entry).toMatchObject({ actorUserId: world.recruiter.id, metadata: expect.objectContaining({ device: "Safari on iPhone", current: false }) });
  });

  it("ends the session's row on signing out, so a kept copy of the cookie is refused", async () => {
    stopClock();
    const world = await createWorld("Sign-out Menu Org");
    const cookie = await signIn(world.recruiter);
    const csrf = await fetch(`${baseUrl()}/api/auth/csrf`, { headers: { cookie } });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const out = await fetch(`${baseUrl()}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `${cookie}; ${csrfCookie}` },
      body: new URLSearchParams({ csrfToken, json: "true" }).toString(),
    });
    expect(out.status).toBe(200);
    expect((await call("GET", "/api/jobs", { cookie })).status).toBe(401);
    const [entry] = await audits(world.organization.id, "session.signed_out");
    expect(entry).toMatchObject({ actorUserId: world.recruiter.id, metadata: expect.objectContaining({ current: true }) });
  });

  it("stamps last_seen_at at most once a minute", async () => {
    stopClock();
    const world = await createWorld("Last Seen Org");
    const cookie = await signIn(world.recruiter);
    const lastSeen = async () => (await ownerDb.userSession.findFirstOrThrow({ where: { userId: world.recruiter.id } })).lastSeenAt.getTime();
    const signedInAt = await lastSeen();
    advanceClock(30_000);
    await call("GET", "/api/jobs", { cookie });
    expect(await lastSeen()).toBe(signedInAt);
    advanceClock(31_000);
    await call("GET", "/api/jobs", { cookie });
    expect(await lastSeen()).toBe(signedInAt + 61_000);
    advanceClock(20_000);
    await call("GET", "/api/jobs", { cookie });
    expect(await lastSeen()).toBe(signedInAt + 61_000);
  });
});

describe("an admin's hand on sessions", () => {
  it("signs a member out everywhere (admins only), leaving their API key and other members alone", async () => {
    stopClock();
    const world = await createWorld("Everywhere Org");
    const laptop = await signIn(world.recruiter, FIREFOX);
    const phone = await signIn(world.recruiter, SAFARI_IPHONE);
    const admin = await signIn(world.admin);

    expect((await call("POST", `/api/team/${world.recruiter.id}/sign-out-everywhere`, { key: world.hiring_manager.key })).status).toBe(403);
    expect((await call("POST", `/api/team/${world.recruiter.id}/sign-out-everywhere`, { cookie: laptop })).status).toBe(403);
    const other = await createWorld("Elsewhere Org");
    expect((await call("POST", `/api/team/${other.recruiter.id}/sign-out-everywhere`, { key: world.admin.key })).status).toBe(404);

    const ended = await call("POST", `/api/team/${world.recruiter.id}/sign-out-everywhere`, { cookie: admin });
    expect(ended.body).toEqual({ ended: 2 });
    expect((await call("GET", "/api/jobs", { cookie: laptop })).status).toBe(401);
    expect((await call("GET", "/api/jobs", { cookie: phone })).status).toBe(401);
    expect((await call("GET", "/api/jobs", { key: world.recruiter.key })).status).toBe(200);
    expect((await call("GET", "/api/jobs", { cookie: admin })).status).toBe(200);
    const [entry] = await audits(world.organization.id, "member.signed_out_everywhere");
    expect(entry).toMatchObject({ actorUserId: world.admin.id, targetId: world.recruiter.id, metadata: expect.objectContaining({ sessions: 2 }) });
  });

  it("stops a deactivated member's sessions at their next request, as a suspension (decision 173), and ends them for good on removal", async () => {
    stopClock();
    const world = await createWorld("Deactivate Org");
    const cookie = await signIn(world.recruiter);
    expect((await call("PATCH", `/api/team/${world.recruiter.id}`, { key: world.admin.key, body: { status: "deactivated" } })).status).toBe(200);
    expect((await call("GET", "/api/jobs", { cookie })).status).toBe(401);
    expect((await call("GET", "/api/users/me/sessions", { cookie })).status).toBe(401);
    // suspended, not ended: reactivation lets the same session in again, like the member's API keys
    expect((await call("PATCH", `/api/team/${world.recruiter.id}`, { key: world.admin.key, body: { status: "active" } })).status).toBe(200);
    expect((await call("GET", "/api/jobs", { cookie })).status).toBe(200);

    const removed = await signIn(world.interviewer);
    expect((await call("DELETE", `/api/team/${world.interviewer.id}`, { key: world.admin.key })).status).toBe(200);
    expect((await call("GET", "/api/jobs", { cookie: removed })).status).toBe(401);
    expect(await ownerDb.userSession.count({ where: { userId: world.interviewer.id, revokedAt: null } })).toBe(0);
  });

  it("bounds sessions by the organization's lifetime, 1 to 720 hours; a shorter one shortens open sessions", async () => {
    stopClock();
    const world = await createWorld("Lifetime Org");
    for (const hours of [0, 721, 1.5]) {
      expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { sessionLifetimeHours: hours } })).status).toBe(400);
    }
    const early = await signIn(world.recruiter);
    advanceClock(2 * 3_600_000);
    expect((await call("GET", "/api/jobs", { cookie: early })).status).toBe(200);
    const set = await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { sessionLifetimeHours: 1 } });
    expect(set.body.organization.sessionLifetimeHours).toBe(1);
    // signed in two hours ago: past the new lifetime at once
    expect((await call("GET", "/api/jobs", { cookie: early })).status).toBe(401);

    const fresh = await signIn(world.recruiter);
    advanceClock(59 * 60_000);
    expect((await call("GET", "/api/jobs", { cookie: fresh })).status).toBe(200);
    advanceClock(2 * 60_000);
    expect((await call("GET", "/api/jobs", { cookie: fresh })).status).toBe(401);

    // a longer lifetime applies to the next sign-in
    await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { sessionLifetimeHours: 720 } });
    const long = await signIn(world.recruiter);
    advanceClock(700 * 3_600_000);
    expect((await call("GET", "/api/jobs", { cookie: long })).status).toBe(200);
    const [entry] = await audits(world.organization.id, "organization.branding_updated");
    expect(entry.metadata).toMatchObject({ before: { sessionLifetimeHours: 8 }, after: { sessionLifetimeHours: 1 } });
  });
});

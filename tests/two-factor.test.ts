import { beforeAll, describe, expect, it } from "vitest";
import { generate } from "otplib";
import { advanceClock, nowMs } from "@/lib/clock";
import { hashPassword } from "@/lib/auth/passwords";
import { SIGN_IN_CODE_REQUIRED, SIGN_IN_CODE_THROTTLED, SIGN_IN_CODE_WRONG, SIGN_IN_FAILED } from "@/lib/auth/sign-in";
import { recoveryCodeHash } from "@/lib/auth/totp";
import { ownerDb } from "@/lib/db/owner";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { signInWithCredentials } from "./support/sign-in";
import { createWorld, type Member } from "./support/world";
import { withSettings } from "./support/settings";

// Two-factor sign-in (docs/decisions/490): enrolment, the sign-in's code step through the real
// next-auth route, replayed and recovery codes, the organization's requirement and the throttle.
const { call, baseUrl } = withApi();
// a low limit for this file only (production: 10 wrong codes per member per 15 minutes)
const settings = withSettings({ RATE_LIMIT_SIGN_IN_PER_15_MINUTES: "3" });
const PASSWORD = "two-factor test password";

beforeAll(() => settings.change({ NEXTAUTH_URL: baseUrl() }));

// each test its own quarter hour, so the rate-limit windows of one do not reach the next
let quarter = 0;
function stopClock() {
  quarter += 1;
  stopClockAt(new Date(Date.UTC(2026, 11, 7, 8, 0, 10) + quarter * 15 * 60_000));
}

const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(nowMs() / 1000) });

async function withPassword(member: Member) {
  await ownerDb.user.update({ where: { id: member.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  return member;
}

async function signIn(member: Member, code?: string) {
  return signInWithCredentials(baseUrl(), { email: member.email, password: PASSWORD, ...(code === undefined ? {} : { code }) });
}

// signs in with the password (no factor yet), sets an authenticator up; the secret and the codes
async function enrol(member: Member) {
  const { cookie } = await signIn(member);
  expect(cookie).toBeTruthy();
  const started = await call("POST", "/api/users/me/totp", { cookie: cookie! });
  expect(started.status).toBe(200);
  const verified = await call("POST", "/api/users/me/totp/verify", { cookie: cookie!, body: { code: await codeAt(started.body.secret) } });
  expect(verified.status).toBe(200);
  return { cookie: cookie!, secret: started.body.secret as string, recoveryCodes: verified.body.recoveryCodes as string[] };
}

const audits = (organizationId: number, action: string) => ownerDb.auditLog.findMany({ where: { organizationId, action }, orderBy: { id: "asc" } });

describe("enrolment", () => {
  it("answers a pending secret and its otpauth URL, refuses a wrong code, and a right one turns it on with ten one-time codes", async () => {
    stopClock();
    const world = await createWorld("Enrol Org");
    const dana = await withPassword(world.recruiter);
    const { cookie } = await signIn(dana);

    const started = await call("POST", "/api/users/me/totp", { cookie: cookie! });
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(started.body.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("issuer")).toBe("Hiring");
    expect(decodeURIComponent(url.pathname)).toContain(dana.email);
    // pending, and encrypted at rest
    const pending = await ownerDb.user.findUniqueOrThrow({ where: { id: dana.id }, select: { totpPendingSecret: true, totpSecret: true, totpEnabledAt: true } });
    expect(pending.totpPendingSecret).toBeTruthy();
    expect(pending.totpPendingSecret).not.toContain(started.body.secret);
    expect(pending).toMatchObject({ totpSecret: null, totpEnabledAt: null });

    const wrong = await call("POST", "/api/users/me/totp/verify", { cookie: cookie!, body: { code: "000000" === (await codeAt(started.body.secret)) ? "111111" : "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([expect.objectContaining({ path: "code" })]);

    // a code of the step before still counts (a phone's clock a little behind)
    const previous = await generate({ secret: started.body.secret, epoch: Math.floor(nowMs() / 1000) - 30 });
    const right = await call("POST", "/api/users/me/totp/verify", { cookie: cookie!, body: { code: previous } });
    expect(right.status).toBe(200);
    expect(right.body.recoveryCodes).toHaveLength(10);
    expect(new Set(right.body.recoveryCodes).size).toBe(10);
    const on = await ownerDb.user.findUniqueOrThrow({ where: { id: dana.id }, select: { totpSecret: true, totpPendingSecret: true, recoveryCodeHashes: true } });
    expect(on.totpPendingSecret).toBeNull();
    expect(on.totpSecret).not.toContain(started.body.secret);
    // stored hashed only
    expect(on.recoveryCodeHashes).toEqual(right.body.recoveryCodes.map(recoveryCodeHash));
    expect(on.recoveryCodeHashes.join(" ")).not.toContain(right.body.recoveryCodes[0].replace("-", ""));

    // a second set-up while it is on is refused; so is either step with an API key
    expect((await call("POST", "/api/users/me/totp", { cookie: cookie! })).status).toBe(409);
    expect((await call("POST", "/api/users/me/totp", { key: dana.key })).status).toBe(403);
    expect((await call("DELETE", "/api/users/me/totp", { key: dana.key, body: { code: "123456" } })).status).toBe(403);
    expect(await audits(world.organization.id, "member.two_factor_enabled")).toEqual([expect.objectContaining({ actorUserId: dana.id, targetId: dana.id })]);
  });
});

describe("signing in with two-factor on", () => {
  it("asks for the code only after the right password, refuses a wrong or replayed code, and signs in with the current one", async () => {
    stopClock();
    const world = await createWorld("Sign-in Org");
    const sam = await withPassword(world.hiring_manager);
    const { secret } = await enrol(sam);
    advanceClock(30_000);

    // a wrong password reads as before: nothing says a code would follow
    expect(await signInWithCredentials(baseUrl(), { email: sam.email, password: "not it" })).toEqual({ cookie: null, error: SIGN_IN_FAILED });
    expect(await signInWithCredentials(baseUrl(), { email: sam.email, password: "not it", code: await codeAt(secret) })).toEqual({ cookie: null, error: SIGN_IN_FAILED });
    // the right password alone: the code step, and no session
    expect(await signIn(sam)).toEqual({ cookie: null, error: SIGN_IN_CODE_REQUIRED });

    const code = await codeAt(secret);
    const signedIn = await signIn(sam, code);
    expect(signedIn.error).toBeNull();
    expect((await call("GET", "/api/users/me", { cookie: signedIn.cookie! })).status).toBe(200);
    // the same code again, still within its step: refused
    expect(await signIn(sam, code)).toEqual({ cookie: null, error: SIGN_IN_CODE_WRONG });
    // nor an earlier step's code, once a later one was used
    advanceClock(30_000);
    expect((await signIn(sam, await generate({ secret, epoch: Math.floor(nowMs() / 1000) - 30 }))).error).toBe(SIGN_IN_CODE_WRONG);
    expect((await signIn(sam, await codeAt(secret))).error).toBeNull();
    advanceClock(30_000);
    expect((await signIn(sam, "000000" === (await codeAt(secret)) ? "111111" : "000000")).error).toBe(SIGN_IN_CODE_WRONG);

    const failed = await audits(world.organization.id, "member.sign_in_failed");
    // the wrong passwords; the replayed code, the earlier step's and the wrong one (the right code
    // between gave one count back, so the limit of 3 is reached only now)
    expect(failed.map((entry) => (entry.metadata as { reason: string }).reason)).toEqual(["password", "password", "code", "code", "code"]);
    expect((await signIn(sam, "123456")).error).toBe(SIGN_IN_CODE_THROTTLED);
    const signedInEntries = await audits(world.organization.id, "member.signed_in");
    expect(signedInEntries.at(-1)).toMatchObject({ actorUserId: sam.id, metadata: expect.objectContaining({ method: "password", device: "Firefox on Linux" }) });
  });

  it("takes each recovery code once, in place of a code", async () => {
    stopClock();
    const world = await createWorld("Recovery Org");
    const ivan = await withPassword(world.interviewer);
    const { recoveryCodes } = await enrol(ivan);
    const [first, second] = recoveryCodes;

    expect((await signIn(ivan, first.toUpperCase())).error).toBeNull();
    expect(await signIn(ivan, first)).toEqual({ cookie: null, error: SIGN_IN_CODE_WRONG });
    expect((await signIn(ivan, second.replace("-", ""))).error).toBeNull();
    const used = await audits(world.organization.id, "member.recovery_code_used");
    expect(used.map((entry) => (entry.metadata as { remaining: number }).remaining)).toEqual([9, 8]);
  });

  it("limits wrong codes per member, even when the right one comes next, and a right code gives its count back", async () => {
    stopClock();
    const world = await createWorld("Throttle Org");
    const rita = await withPassword(world.recruiter);
    const { cookie, secret } = await enrol(rita);
    const wrong = async () => ("000000" === (await codeAt(secret)) ? "111111" : "000000");
    // two wrong, then a right one: its count back, so two more wrong still leave the third
    advanceClock(30_000);
    for (let i = 0; i < 2; i++) expect((await signIn(rita, await wrong())).error).toBe(SIGN_IN_CODE_WRONG);
    expect((await signIn(rita, await codeAt(secret))).error).toBeNull();
    advanceClock(30_000);
    expect((await signIn(rita, await wrong())).error).toBe(SIGN_IN_CODE_WRONG);
    expect((await signIn(rita, await codeAt(secret))).error).toBe(SIGN_IN_CODE_THROTTLED);
    // turning it off with a code is limited by the same count
    const off = await call("DELETE", "/api/users/me/totp", { cookie, body: { code: await codeAt(secret) } });
    expect(off.status).toBe(429);
    expect(off.headers.get("retry-after")).toBeTruthy();
    // the limit's window passes
    advanceClock(15 * 60_000);
    expect((await signIn(rita, await codeAt(secret))).error).toBeNull();
  });

  it("turns off with a current code (not with a wrong one), and sign-in asks for no code after", async () => {
    stopClock();
    const world = await createWorld("Disable Org");
    const hana = await withPassword(world.hiring_manager);
    const { cookie, secret } = await enrol(hana);
    advanceClock(30_000);
    const wrong = await call("DELETE", "/api/users/me/totp", { cookie, body: { code: "000000" === (await codeAt(secret)) ? "111111" : "000000" } });
    expect(wrong.status).toBe(400);
    expect((await call("DELETE", "/api/users/me/totp", { cookie, body: { code: await codeAt(secret) } })).body).toEqual({ ok: true });
    expect((await call("DELETE", "/api/users/me/totp", { cookie, body: { code: await codeAt(secret) } })).status).toBe(409);
    expect((await signIn(hana)).error).toBeNull();
    expect(await ownerDb.user.findUniqueOrThrow({ where: { id: hana.id }, select: { totpSecret: true, recoveryCodeHashes: true } })).toEqual({ totpSecret: null, recoveryCodeHashes: [] });
    expect(await audits(world.organization.id, "member.two_factor_disabled")).toHaveLength(1);
  });
});

describe("the organization's requirement", () => {
  it("sends a password session without two-factor to the enrolment alone, leaves API keys alone, and lifts once it is set up", async () => {
    stopClock();
    const world = await createWorld("Required Org");
    const dana = await withPassword(world.recruiter);
    const only = await call("PATCH", "/api/orgs/branding", { key: world.recruiter.key, body: { requireTwoFactor: true } });
    expect(only.status).toBe(403);
    const set = await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { requireTwoFactor: true } });
    expect(set.status).toBe(200);
    expect(set.body.organization).toMatchObject({ requireTwoFactor: true, sessionLifetimeHours: 8 });
    const [entry] = await audits(world.organization.id, "organization.branding_updated");
    expect(entry.metadata).toMatchObject({ before: { requireTwoFactor: false }, after: { requireTwoFactor: true } });

    const { cookie } = await signIn(dana);
    expect(cookie).toBeTruthy();
    const refused = await call("GET", "/api/jobs", { cookie: cookie! });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/two-factor/);
    expect((await call("GET", "/api/users/me", { cookie: cookie! })).status).toBe(200);
    expect((await call("GET", "/api/users/me/sessions", { cookie: cookie! })).status).toBe(200);
    // an API key is not a password sign-in
    expect((await call("GET", "/api/jobs", { key: dana.key })).status).toBe(200);

    const started = await call("POST", "/api/users/me/totp", { cookie: cookie! });
    expect((await call("POST", "/api/users/me/totp/verify", { cookie: cookie!, body: { code: await codeAt(started.body.secret) } })).status).toBe(200);
    expect((await call("GET", "/api/jobs", { cookie: cookie! })).status).toBe(200);
  });
});

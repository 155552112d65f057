import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createHash } from "node:crypto";
import { advanceClock } from "@/lib/clock";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { OFFER_EXPIRY_QUEUE } from "@/lib/queue/queues";
import { expireOffer } from "@/lib/server/offers/expire-offer";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { startSmtpSink } from "./support/smtp-sink";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// room for the mail queue's retry (below): a test may wait for it
vi.setConfig({ testTimeout: 120_000 });

const MAIL_WAIT_MS = 90_000;

// The candidate's side of an offer (docs/decisions/393): the e-mailed single-use link, the letter,
// the signed acceptance that hires, the decline, and expiry through the clock seam.
const sink = await startSmtpSink();
withSettings({ SMTP_URL: sink.url });
const { call } = withApi();
// the mail queue's workers deliver to the sink
beforeAll(() => startBackgroundWork());
afterAll(async () => {
  await stopBackgroundWork();
  await sink.close();
});

const SALARY = { amount: 85000, currency: "EUR", period: "year" };
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

async function sentOffer(options: { candidateName?: string; expiresAt?: string; terms?: string; locale?: string } = {}) {
  const world = await createWorld("Acceptance Org");
  const job = await createJob(world.organization.id, { title: "Backend Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const email = `${unique("offered")}@example.test`;
  const application = await createApplication(job, { candidateName: options.candidateName ?? "Ada Lovelace", candidateEmail: email, stageIndex: 3 });
  if (options.locale) await ownerDb.application.update({ where: { id: application.id }, data: { locale: options.locale } });
  const drafted = await call("POST", `/api/applications/${application.id}/offers`, {
    key: world.recruiter.key,
    body: { salary: SALARY, startDate: "2027-01-04", expiresAt: options.expiresAt ?? null, employmentType: "full_time", terms: options.terms ?? "25 days of **paid** leave." },
  });
  const offerId = drafted.body.offer.id;
  expect((await call("POST", `/api/offers/${offerId}/submit`, { key: world.recruiter.key })).body.offer.status).toBe("approved");
  const sent = await call("POST", `/api/offers/${offerId}/send`, { key: world.recruiter.key });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.body.offer).toMatchObject({ status: "sent", sentAt: expect.any(String) });
  // the mail queue's first attempt can miss under the whole suite's load (vitest, Playwright and the
  // smoke run side by side on two cores) and is retried 30-60 s later: the tests assert delivery, not speed
  const mail = await eventually(() => sink.received.find((m) => m.to.includes(email)), MAIL_WAIT_MS, "the offer mail");
  const token = /\/careers\/offers\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  return { world, job, application, offerId, token: token!, email };
}

describe("the candidate's offer link", () => {
  it("shows the letter; only the token's hash is stored, and the stored mail hides the link", async () => {
    const { offerId, token, email } = await sentOffer();
    const row = await ownerDb.offer.findUniqueOrThrow({ where: { id: offerId } });
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const stored = await eventually(() => ownerDb.outboxEmail.findFirst({ where: { toAddress: email, sentAt: { not: null } } }), MAIL_WAIT_MS, "the mail sent");
    expect(stored.textBody).toContain("/careers/offers/[hidden]");

    const page = await call("GET", `/api/public/offers/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.offer).toMatchObject({ status: "sent", salary: SALARY, startDate: "2027-01-04", candidateName: "Ada Lovelace", jobTitle: "Backend Engineer" });
    expect(page.body.offer.letterHtml).toContain("<p>Dear Ada Lovelace,</p>");
    expect(page.body.offer.letterHtml).toContain("<strong>Backend Engineer</strong>");
    expect(page.body.offer.letterHtml).toContain("€85,000 per year");
    expect(page.body.offer.letterHtml).toContain("25 days of <strong>paid</strong> leave.");
    expect(page.body.offer.letterSha256).toBe(sha256(page.body.offer.letterHtml));
    expect((await call("GET", `/api/public/offers/${token.slice(0, -1)}x`)).status).toBe(404);
  });

  it("writes the offer e-mail in the language the candidate applied in", async () => {
    const { email } = await sentOffer({ locale: "pt", expiresAt: "2030-06-01T12:00:00.000Z" });
    const mail = sink.received.find((m) => m.to.includes(email))!;
    expect((await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "offer_sent" } })).subject).toBe("A sua proposta de Acceptance Org: Backend Engineer");
    expect(mail.text).toContain("Olá, Ada Lovelace,");
    expect(mail.text).toContain("tem o prazer de lhe propor a posição de Backend Engineer.");
    expect(mail.text).toContain("A proposta está aberta até 2030-06-01 12:00 UTC.");
    expect(mail.text).not.toMatch(/Dear|offer you/);
  });

  it("merges names as text: markup in a name or terms never becomes HTML in the letter", async () => {
    const { token } = await sentOffer({ candidateName: "Eve <script>alert(1)</script> *Star*", terms: '<img src=x onerror="alert(1)"> [click](javascript:alert(1))' });
    const html = (await call("GET", `/api/public/offers/${token}`)).body.offer.letterHtml as string;
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain("Dear Eve &lt;script&gt;alert(1)&lt;/script&gt; *Star*,");
  });

  it("accepts with the full name typed: time, address and the letter's hash are kept; the application is hired and the team e-mailed; the link works once", async () => {
    const { world, job, application, offerId, token } = await sentOffer();
    const page = (await call("GET", `/api/public/offers/${token}`)).body.offer;
    const wrong = await call("POST", `/api/public/offers/${token}`, { body: { accept: true, signatureName: "Ada" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ path: "signatureName", message: expect.any(String) }]);
    expect((await call("POST", `/api/public/offers/${token}`, { body: { accept: true, signatureName: "Ada Lovelace", letterSha256: "0".repeat(64) } })).status).toBe(409);

    const accepted = await call("POST", `/api/public/offers/${token}`, { body: { accept: true, signatureName: "  ada   LOVELACE ", letterSha256: page.letterSha256 }, headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({ ok: true, status: "accepted" });
    const row = await ownerDb.offer.findUniqueOrThrow({ where: { id: offerId } });
    expect(row).toMatchObject({ status: "accepted", signatureName: "ada   LOVELACE", letterSha256: sha256(page.letterHtml), respondedAt: expect.any(Date) });
    expect(row.signatureAddress).toEqual(expect.any(String));
    expect(row.signatureAddress!.length).toBeGreaterThan(0);

    const hired = await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(hired).toMatchObject({ status: "hired", currentStageId: job.stages[4].id });
    const events = await ownerDb.event.findMany({ where: { organizationId: world.organization.id }, orderBy: { createdAt: "asc" }, select: { type: true } });
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["offer.created", "offer.approved", "offer.sent", "offer.accepted", "application.updated"]));
    const team = await ownerDb.outboxEmail.findMany({ where: { organizationId: world.organization.id, kind: "offer_accepted" }, select: { toAddress: true } });
    expect(team.map((m) => m.toAddress).sort()).toEqual([world.recruiter.email, world.hiring_manager.email].sort());
    const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, actorUserId: null }, orderBy: { id: "asc" }, select: { action: true } });
    expect(audit.map((a) => a.action)).toEqual(["application.moved", "application.status_changed", "offer.accepted"]);

    expect((await call("GET", `/api/public/offers/${token}`)).status).toBe(404);
    expect((await call("POST", `/api/public/offers/${token}`, { body: { accept: false } })).status).toBe(404);
    expect((await call("GET", `/api/offers/${offerId}`, { key: world.recruiter.key })).body.offer).toMatchObject({ status: "accepted", respondedAt: expect.any(String) });
  });

  it("declines with an optional reason: the application stays as it was and the team hears of it", async () => {
    const { world, application, offerId, token } = await sentOffer();
    const declined = await call("POST", `/api/public/offers/${token}`, { body: { accept: false, reason: "I took another offer" } });
    expect(declined.body).toEqual({ ok: true, status: "declined" });
    expect(await ownerDb.offer.findUniqueOrThrow({ where: { id: offerId } })).toMatchObject({ status: "declined", declineReason: "I took another offer", signatureName: null });
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("active");
    expect(await ownerDb.event.count({ where: { organizationId: world.organization.id, type: "offer.declined" } })).toBe(1);
    expect(await ownerDb.outboxEmail.count({ where: { organizationId: world.organization.id, kind: "offer_declined" } })).toBe(2);
  });

  it("expires at expiresAt through the queue and the app's clock, not before", async () => {
    // ahead of the database's own clock, so the queue's workers leave the job for this test to run
    stopClockAt("2030-06-03T10:00:00.000Z");
    const { world, offerId, token } = await sentOffer({ expiresAt: "2030-06-03T11:00:00.000Z" });
    const [job] = await ownerDb.$queryRaw<{ startAfter: Date }[]>`SELECT start_after AS "startAfter" FROM pgboss.job WHERE name = ${OFFER_EXPIRY_QUEUE} AND (data->>'offerId')::int = ${offerId}`;
    expect(job.startAfter.toISOString()).toBe("2030-06-03T11:00:00.000Z");
    advanceClock(60 * 60 * 1000 - 1000);
    expect(await asOwner(() => expireOffer({ offerId }))).toBe("not_due");
    expect((await call("GET", `/api/public/offers/${token}`)).status).toBe(200);
    advanceClock(1000);
    // past expiresAt the link is closed even before the job ran
    expect((await call("GET", `/api/public/offers/${token}`)).status).toBe(404);
    expect(await asOwner(() => expireOffer({ offerId }))).toBe("expired");
    expect(await asOwner(() => expireOffer({ offerId }))).toBe("skipped");
    expect((await ownerDb.offer.findUniqueOrThrow({ where: { id: offerId } })).status).toBe("expired");
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "offer.expired" } });
    expect(audit).toMatchObject({ actorUserId: null, actorName: "Offer expiry" });
  });

  it("refuses to send what is not approved, and an offer whose expiry has passed", async () => {
    stopClockAt("2026-11-26T10:00:00.000Z");
    const world = await createWorld("Acceptance Refusals Org");
    const job = await createJob(world.organization.id);
    const application = await createApplication(job);
    const draft = (await call("POST", `/api/applications/${application.id}/offers`, { key: world.recruiter.key, body: { salary: SALARY, expiresAt: "2026-11-26T09:00:00Z" } })).body.offer;
    expect((await call("POST", `/api/offers/${draft.id}/send`, { key: world.recruiter.key })).status).toBe(409);
    await call("POST", `/api/offers/${draft.id}/submit`, { key: world.recruiter.key });
    const late = await call("POST", `/api/offers/${draft.id}/send`, { key: world.recruiter.key });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/expiry has passed/);
    expect((await call("POST", `/api/offers/${draft.id}/send`, { key: world.interviewer.key })).status).toBe(404);
  });
});

describe("offers in the person's export and erasure", () => {
  it("export the letter and the signature; erasure removes them, keeps the offer's terms and outcome, and scrubs the audit entries", async () => {
    const { world, application, offerId, token } = await sentOffer({ candidateName: "Grace Hopper" });
    await call("POST", `/api/public/offers/${token}`, { body: { accept: true, signatureName: "Grace Hopper" } });
    const candidateId = application.candidateId;
    const exported = await call("GET", `/api/candidates/${candidateId}/export`, { key: world.admin.key });
    expect(exported.body.offers).toEqual([
      expect.objectContaining({
        id: offerId,
        status: "accepted",
        salary: SALARY,
        letterHtml: expect.stringContaining("Dear Grace Hopper,"),
        signature: { name: "Grace Hopper", signedAt: expect.any(String), address: expect.any(String), letterSha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      }),
    ]);
    expect((await call("DELETE", `/api/candidates/${candidateId}`, { key: world.admin.key })).status).toBe(200);
    const row = await ownerDb.offer.findUniqueOrThrow({ where: { id: offerId } });
    expect(row).toMatchObject({ status: "accepted", letterHtml: null, signatureName: null, signatureAddress: null, letterSha256: null, tokenHash: null });
    expect(Number(row.salaryAmount)).toBe(SALARY.amount);
    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, targetType: "offer" }, select: { metadata: true } });
    expect(JSON.stringify(audits)).not.toContain("Grace Hopper");
  });
});


describe("GET /api/reports/offers", () => {
  it("counts offers made and how they ended, the acceptance rate and the days from application to offer, over what the caller may read", async () => {
    stopClockAt("2030-06-10T10:00:00.000Z");
    const accepted = await sentOffer();
    await call("POST", `/api/public/offers/${accepted.token}`, { body: { accept: true, signatureName: "Ada Lovelace" } });
    const report = await call("GET", "/api/reports/offers?range=all", { key: accepted.world.recruiter.key });
    expect(report.body).toMatchObject({ range: "all", offersMade: 1, accepted: 1, declined: 0, expired: 0, awaitingAnswer: 0, acceptanceRate: 1 });
    // the application was created by the factory just before; the offer was sent at the stopped clock
    const application = await ownerDb.application.findUniqueOrThrow({ where: { id: accepted.application.id } });
    const days = (Date.parse("2030-06-10T10:00:00.000Z") - application.createdAt.getTime()) / 86_400_000;
    expect(report.body.avgDaysApplicationToOffer).toBeCloseTo(days, 1);
    expect((await call("GET", "/api/reports/offers?range=all", { key: accepted.world.interviewer.key })).body).toMatchObject({ offersMade: 0, acceptanceRate: null, avgDaysApplicationToOffer: null });
    expect((await call("GET", "/api/reports/offers?range=1y", { key: accepted.world.recruiter.key })).status).toBe(400);
  });
});

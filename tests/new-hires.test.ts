import { afterAll, describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/auth/api-keys";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { NEW_HIRE_HANDOFF_QUEUE } from "@/lib/queue/queues";
import { handOffNewHire } from "@/lib/server/new-hires/hand-off-new-hire";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { startBambooHrApi } from "./support/bamboohr-api";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// The new hire handed to the HR system (docs/decisions/483): made in the accept's transaction, once;
// its candidate.hired event; read, listed and exported by whoever may read the accepted offer; the
// BambooHR connector against a server answering BambooHR's documented calls.
const DOMAIN = "acme";
const KEY = "0123456789abcdef0123456789abcdef01234567";
const bamboo = await startBambooHrApi({ companyDomain: DOMAIN, apiKey: KEY });
withSettings({ BAMBOOHR_API_URL: bamboo.url });
const { call } = withApi();
afterAll(() => bamboo.close());

const SALARY = { amount: 85000, currency: "EUR", period: "year" };

// An organization with an offer sent to "Ada Lovelace" on a job the hiring manager manages; the
// link's token is set by the test (only its hash is stored) rather than read from the mail.
async function scene(options: { connect?: boolean; candidateName?: string; webhook?: boolean } = {}) {
  const world = await createWorld(unique("New Hire Org"));
  const job = await createJob(world.organization.id, { title: "Backend Engineer", department: "Engineering", location: "Berlin", hiringManagerIds: [world.hiring_manager.id] });
  const email = `${unique("ada")}@example.test`;
  const application = await createApplication(job, { candidateName: options.candidateName ?? "Ada Lovelace", candidateEmail: email, stageIndex: 3 });
  await ownerDb.application.update({ where: { id: application.id }, data: { candidatePhone: "+44 20 7946 0000" } });
  await ownerDb.resumeFile.create({ data: { organizationId: world.organization.id, applicationId: application.id, storageKey: `resumes/${unique("cv")}.pdf`, fileName: "ada.pdf", contentType: "application/pdf", sizeBytes: 1000 } });
  if (options.connect) expect((await call("PUT", "/api/orgs/me/bamboohr", { key: world.admin.key, body: { companyDomain: DOMAIN, apiKey: KEY } })).status).toBe(200);
  if (options.webhook) expect((await call("POST", "/api/webhooks", { key: world.admin.key, body: { url: "https://93.184.216.34/hook", events: ["candidate.hired"] } })).status).toBe(201);
  const drafted = await call("POST", `/api/applications/${application.id}/offers`, {
    key: world.recruiter.key,
    body: { salary: SALARY, startDate: "2027-01-04", expiresAt: null, employmentType: "full_time", terms: null },
  });
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
  const offerId = drafted.body.offer.id as number;
  expect((await call("POST", `/api/offers/${offerId}/submit`, { key: world.recruiter.key })).body.offer.status).toBe("approved");
  expect((await call("POST", `/api/offers/${offerId}/send`, { key: world.recruiter.key })).status).toBe(200);
  const token = unique("tok").replace(/[^A-Za-z0-9_-]/g, "").padEnd(43, "x").slice(0, 43);
  await ownerDb.offer.update({ where: { id: offerId }, data: { tokenHash: hashSecret(token) } });
  const accept = () => call("POST", `/api/public/offers/${token}`, { body: { accept: true, signatureName: options.candidateName ?? "Ada Lovelace" } });
  return { world, job, application, offerId, email, accept };
}

describe("the new hire", () => {
  it("is made once when the candidate accepts, with the person, job, salary, manager and document links", async () => {
    const { world, job, application, offerId, email, accept } = await scene({ webhook: true });
    expect(await ownerDb.newHire.count({ where: { offerId } })).toBe(0);
    expect((await accept()).status).toBe(200);
    // a repeated accept finds the link answered: no second new hire
    expect((await accept()).status).toBe(404);
    const rows = await ownerDb.newHire.findMany({ where: { organizationId: world.organization.id } });
    expect(rows).toHaveLength(1);

    const list = await call("GET", "/api/new-hires", { key: world.recruiter.key });
    expect(list.status).toBe(200);
    expect(list.body.page).toEqual({ limit: 50, offset: 0, total: 1 });
    const hire = list.body.newHires[0];
    expect(hire).toEqual({
      id: rows[0].id,
      offerId,
      applicationId: application.id,
      candidateId: application.candidateId,
      person: { name: "Ada Lovelace", email, phone: "+44 20 7946 0000" },
      job: { id: job.id, title: "Backend Engineer", department: "Engineering", location: "Berlin", employmentType: "full_time" },
      salary: SALARY,
      startDate: "2027-01-04",
      manager: { id: world.hiring_manager.id, name: world.hiring_manager.name, email: world.hiring_manager.email },
      documents: [
        { kind: "offer_letter", url: `/api/offers/${offerId}/letter` },
        { kind: "resume", url: `/api/applications/${application.id}/resume` },
      ],
      handoffs: [],
      createdAt: expect.any(String),
    });
    expect((await call("GET", `/api/new-hires/${hire.id}`, { key: world.hiring_manager.key })).body).toEqual({ newHire: hire });

    // its candidate.hired event carries the record, and a subscribed endpoint has a delivery of it
    const event = await ownerDb.event.findFirstOrThrow({ where: { organizationId: world.organization.id, type: "candidate.hired" } });
    const body = JSON.parse(event.body);
    expect(body).toEqual({ type: "candidate.hired", timestamp: expect.any(String), data: { ...hire, previous: null } });
    expect(await ownerDb.webhookDelivery.count({ where: { eventId: event.id } })).toBe(1);
    expect(await ownerDb.event.count({ where: { organizationId: world.organization.id, type: "candidate.hired" } })).toBe(1);
  });

  it("is read only by who may read the accepted offer", async () => {
    const { world, accept } = await scene();
    await accept();
    const [hire] = (await call("GET", "/api/new-hires", { key: world.admin.key })).body.newHires;
    expect(hire.person.name).toBe("Ada Lovelace");
    // the interviewer's role does not include offers.view
    expect((await call("GET", "/api/new-hires", { key: world.interviewer.key })).body).toEqual({ newHires: [], page: { limit: 50, offset: 0, total: 0 } });
    expect((await call("GET", `/api/new-hires/${hire.id}`, { key: world.interviewer.key })).status).toBe(404);
    // exports are for who reads offers, refused before any row is read (decision 466)
    expect((await call("GET", `/api/new-hires/${hire.id}/export.csv`, { key: world.interviewer.key })).status).toBe(403);
    // another organization's admin
    const other = await createWorld(unique("Other Org"));
    expect((await call("GET", `/api/new-hires/${hire.id}`, { key: other.admin.key })).status).toBe(404);
    expect((await call("GET", "/api/new-hires", { key: other.admin.key })).body.page.total).toBe(0);
    // a hiring manager of another job of the same organization
    const elsewhere = await createJob(world.organization.id, { title: "Designer", hiringManagerIds: [world.hiring_manager.id] });
    await ownerDb.jobHiringManager.deleteMany({ where: { userId: world.hiring_manager.id, jobId: { not: elsewhere.id } } });
    expect((await call("GET", `/api/new-hires/${hire.id}`, { key: world.hiring_manager.key })).status).toBe(404);
  });

  it("is listed newest first, filtered by job and since, and paged", async () => {
    const first = await scene();
    await first.accept();
    const list = (q: string) => call("GET", `/api/new-hires${q}`, { key: first.world.admin.key });
    expect((await list(`?jobId=${first.job.id}`)).body.page.total).toBe(1);
    expect((await list(`?jobId=${first.job.id + 100000}`)).body.page.total).toBe(0);
    expect((await list("?since=2999-01-01T00:00:00Z")).body.page.total).toBe(0);
    expect((await list("?since=2000-01-01T00:00:00Z")).body.page.total).toBe(1);
    expect((await list("?since=yesterday")).status).toBe(400);
    expect((await list("?limit=0")).status).toBe(400);
    // a second hire in the same organization comes first
    const job2 = await createJob(first.world.organization.id, { title: "Data Engineer", hiringManagerIds: [first.world.hiring_manager.id] });
    const app2 = await createApplication(job2, { candidateName: "Grace Hopper", candidateEmail: `${unique("grace")}@example.test`, stageIndex: 3 });
    const offer2 = await call("POST", `/api/applications/${app2.id}/offers`, { key: first.world.recruiter.key, body: { salary: SALARY, startDate: null, expiresAt: null, employmentType: null, terms: null } });
    await call("POST", `/api/offers/${offer2.body.offer.id}/submit`, { key: first.world.recruiter.key });
    await call("POST", `/api/offers/${offer2.body.offer.id}/send`, { key: first.world.recruiter.key });
    const token = "g".repeat(43);
    await ownerDb.offer.update({ where: { id: offer2.body.offer.id }, data: { tokenHash: hashSecret(token) } });
    expect((await call("POST", `/api/public/offers/${token}`, { body: { accept: true, signatureName: "Grace Hopper" } })).status).toBe(200);
    const both = await list("");
    expect(both.body.newHires.map((h: { person: { name: string } }) => h.person.name)).toEqual(["Grace Hopper", "Ada Lovelace"]);
    const second = await list("?limit=1&offset=1");
    expect(second.body.newHires.map((h: { person: { name: string } }) => h.person.name)).toEqual(["Ada Lovelace"]);
    expect(second.body.page).toEqual({ limit: 1, offset: 1, total: 2 });
    // Grace's offer had no start date or employment type, and the job no department: nulls, not guesses
    expect(both.body.newHires[0]).toMatchObject({ startDate: null, job: { department: null, employmentType: null } });
  });

  it("is exported as JSON and CSV, escaped for spreadsheets, and each export is audited", async () => {
    const { world, accept } = await scene({ candidateName: 'Ada "Countess", =Lovelace' });
    expect((await accept()).status).toBe(200);
    const [hire] = (await call("GET", "/api/new-hires", { key: world.recruiter.key })).body.newHires;

    const json = await call("GET", `/api/new-hires/${hire.id}/export`, { key: world.recruiter.key });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-disposition")).toBe(`attachment; filename="new-hire-${hire.id}.json"`);
    expect(json.body).toEqual({ exportedAt: expect.any(String), newHires: [hire] });

    const csv = await call("GET", `/api/new-hires/${hire.id}/export.csv`, { key: world.recruiter.key });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="new-hire-${hire.id}.csv"`);
    const lines = (csv.body as string).split("\r\n");
    expect(lines[0]).toBe(
      "New hire id,Name,Email,Phone,Job id,Job title,Department,Location,Employment type,Salary amount,Salary currency,Salary period,Start date,Manager,Manager email,Offer letter,Resume,Accepted at,BambooHR status,BambooHR employee id",
    );
    // quotes doubled and the comma quoted; the phone starts with "+", which a spreadsheet would run as a formula
    expect(lines[1]).toContain(`${hire.id},"Ada ""Countess"", =Lovelace",${hire.person.email},'+44 20 7946 0000,`);
    expect(lines[1]).toContain(",Backend Engineer,Engineering,Berlin,full_time,85000.00,EUR,year,2027-01-04,");
    expect(lines[2]).toBe("");
    expect(lines).toHaveLength(3);

    const all = await call("GET", "/api/new-hires/export.csv", { key: world.admin.key });
    expect((all.body as string).split("\r\n")).toHaveLength(3);
    const allJson = await call("GET", `/api/new-hires/export?jobId=${hire.job.id}`, { key: world.admin.key });
    expect(allJson.body.newHires).toEqual([hire]);
    // reading is not exporting; the three downloads are audited, without the data
    const audit = await call("GET", "/api/audit-logs?action=new_hire.exported", { key: world.admin.key });
    expect(audit.body.logs.map((l: { metadata: Record<string, unknown> }) => [l.metadata.format, l.metadata.count])).toEqual([
      ["json", 1],
      ["csv", 1],
      ["csv", 1],
      ["json", 1],
    ]);
    expect(JSON.stringify(audit.body)).not.toContain("85000");
    // the interviewer may not export, whatever the filters
    expect((await call("GET", "/api/new-hires/export.csv", { key: world.interviewer.key })).status).toBe(403);
  });
  it("is in the person's export, and leaves with them when their data is erased, hand-offs and all", async () => {
    const { world, application, accept } = await scene({ connect: true });
    await accept();
    expect(await ownerDb.newHireHandoff.count({ where: { organizationId: world.organization.id } })).toBe(1);
    // the person's own export (art. 15) holds it
    const [hire] = (await call("GET", "/api/new-hires", { key: world.admin.key })).body.newHires;
    expect((await call("GET", `/api/candidates/${application.candidateId}/export`, { key: world.admin.key })).body.newHires).toEqual([hire]);
    expect((await call("DELETE", `/api/candidates/${application.candidateId}`, { key: world.admin.key })).status).toBe(200);
    expect(await ownerDb.newHire.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await ownerDb.newHireHandoff.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });
});

describe("the BambooHR connector", () => {
  it("is switched on with a subdomain and key BambooHR accepts, kept encrypted and never returned", async () => {
    const world = await createWorld(unique("Bamboo Org"));
    const before = bamboo.calls.length;
    const wrong = await call("PUT", "/api/orgs/me/bamboohr", { key: world.admin.key, body: { companyDomain: DOMAIN, apiKey: "ffffffffffffffffffffffffffffffff" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain("401");
    expect((await call("PUT", "/api/orgs/me/bamboohr", { key: world.admin.key, body: { companyDomain: "other", apiKey: KEY } })).status).toBe(400);
    expect((await call("PUT", "/api/orgs/me/bamboohr", { key: world.admin.key, body: { companyDomain: "not a domain!", apiKey: KEY } })).status).toBe(400);
    expect(await ownerDb.bambooHrConnection.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect((await call("PUT", "/api/orgs/me/bamboohr", { key: world.recruiter.key, body: { companyDomain: DOMAIN, apiKey: KEY } })).status).toBe(403);

    const connected = await call("PUT", "/api/orgs/me/bamboohr", { key: world.admin.key, body: { companyDomain: "https://ACME.bamboohr.com", apiKey: KEY } });
    expect(connected.body).toEqual({ bamboohr: { connected: true, companyDomain: DOMAIN, connectedAt: expect.any(String) } });
    const tried = bamboo.calls.slice(before).at(-1)!;
    expect(tried).toMatchObject({ method: "GET", path: `/api/gateway.php/${DOMAIN}/v1/meta/fields` });
    expect(Buffer.from(tried.authorization!.replace(/^Basic /, ""), "base64").toString()).toMatch(new RegExp(`^${KEY}:`));
    const stored = await ownerDb.bambooHrConnection.findUniqueOrThrow({ where: { organizationId: world.organization.id } });
    expect(stored.apiKeyEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(KEY);
    const read = await call("GET", "/api/orgs/me/bamboohr", { key: world.admin.key });
    expect(JSON.stringify(read.body)).not.toContain(KEY);
    expect(read.body.bamboohr.connected).toBe(true);
    expect((await call("GET", "/api/orgs/me/bamboohr", { key: world.hiring_manager.key })).status).toBe(403);

    expect((await call("DELETE", "/api/orgs/me/bamboohr", { key: world.admin.key })).body.bamboohr).toEqual({ connected: false, companyDomain: null, connectedAt: null });
    expect(await ownerDb.bambooHrConnection.count({ where: { organizationId: world.organization.id } })).toBe(0);
    const audit = await call("GET", "/api/audit-logs?targetType=organization", { key: world.admin.key });
    expect(audit.body.logs.map((l: { action: string }) => l.action)).toEqual(["bamboohr.disconnected", "bamboohr.connected"]);
  });

  it("adds the new hire as a BambooHR employee through the queue and keeps the employee id", async () => {
    const { world, accept } = await scene({ connect: true });
    expect((await accept()).status).toBe(200);
    const handoff = await ownerDb.newHireHandoff.findFirstOrThrow({ where: { organizationId: world.organization.id } });
    expect(handoff).toMatchObject({ connector: "bamboohr", status: "pending", attempts: 0, label: "Ada Lovelace (Backend Engineer)" });
    // queued in the accept's transaction
    const jobs = await ownerDb.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${NEW_HIRE_HANDOFF_QUEUE} AND data->>'handoffId' = ${String(handoff.id)}`;
    expect(jobs[0].n).toBe(1);

    const before = bamboo.calls.length;
    await asOwner(() => handOffNewHire({ handoffId: handoff.id }));
    const [post] = bamboo.calls.slice(before);
    expect(post.method).toBe("POST");
    expect(post.path).toBe(`/api/gateway.php/${DOMAIN}/v1/employees/`);
    expect(post.contentType).toBe("application/json");
    expect(post.authorization).toBe(`Basic ${Buffer.from(`${KEY}:x`).toString("base64")}`);
    const hire = await ownerDb.newHire.findFirstOrThrow({ where: { organizationId: world.organization.id } });
    expect(post.body).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      homeEmail: hire.email,
      mobilePhone: "+44 20 7946 0000",
      jobTitle: "Backend Engineer",
      department: "Engineering",
      location: "Berlin",
      hireDate: "2027-01-04",
      employmentHistoryStatus: "Full-Time",
    });
    expect(JSON.stringify(post.body)).not.toContain("85000");
    const done = await ownerDb.newHireHandoff.findUniqueOrThrow({ where: { id: handoff.id } });
    expect(done).toMatchObject({ status: "delivered", attempts: 1, lastError: null, externalId: expect.stringMatching(/^\d+$/) });
    // a job run again (a redelivery) posts nothing more
    await asOwner(() => handOffNewHire({ handoffId: handoff.id }));
    expect(bamboo.calls.length).toBe(before + 1);
    const read = await call("GET", `/api/new-hires/${hire.id}`, { key: world.recruiter.key });
    expect(read.body.newHire.handoffs).toEqual([{ connector: "bamboohr", status: "delivered", attempts: 1, error: null, employeeId: done.externalId, deliveredAt: expect.any(String) }]);
  });

  it("retries an outage, fails a refusal at once, and shows both in the hand-off log", async () => {
    const a = await scene({ connect: true });
    await a.accept();
    const first = await ownerDb.newHireHandoff.findFirstOrThrow({ where: { organizationId: a.world.organization.id } });
    bamboo.state.fail = [500];
    await expect(asOwner(() => handOffNewHire({ handoffId: first.id }))).rejects.toThrow("BambooHR: BambooHR answered 500");
    expect(await ownerDb.newHireHandoff.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: "pending", attempts: 1, lastError: "BambooHR answered 500: Service unavailable" });
    await asOwner(() => handOffNewHire({ handoffId: first.id }));
    expect(await ownerDb.newHireHandoff.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: "delivered", attempts: 2, lastError: null });

    // a second hire in the same organization, refused with a 400: failed, not retried
    const job2 = await createJob(a.world.organization.id, { title: "Data Engineer", hiringManagerIds: [a.world.hiring_manager.id] });
    const app2 = await createApplication(job2, { candidateName: "Grace Hopper", candidateEmail: `${unique("grace")}@example.test`, stageIndex: 3 });
    const offer2 = await call("POST", `/api/applications/${app2.id}/offers`, { key: a.world.recruiter.key, body: { salary: SALARY, startDate: null, expiresAt: null, employmentType: null, terms: null } });
    await call("POST", `/api/offers/${offer2.body.offer.id}/submit`, { key: a.world.recruiter.key });
    await call("POST", `/api/offers/${offer2.body.offer.id}/send`, { key: a.world.recruiter.key });
    const token = "h".repeat(43);
    await ownerDb.offer.update({ where: { id: offer2.body.offer.id }, data: { tokenHash: hashSecret(token) } });
    expect((await call("POST", `/api/public/offers/${token}`, { body: { accept: true, signatureName: "Grace Hopper" } })).status).toBe(200);
    const second = await ownerDb.newHireHandoff.findFirstOrThrow({ where: { organizationId: a.world.organization.id, id: { not: first.id } } });
    bamboo.state.fail = [400];
    await asOwner(() => handOffNewHire({ handoffId: second.id }));
    const calls = bamboo.calls.length;
    await asOwner(() => handOffNewHire({ handoffId: second.id }));
    expect(bamboo.calls.length).toBe(calls);

    const log = await call("GET", "/api/orgs/me/bamboohr/handoffs", { key: a.world.admin.key });
    expect(log.status).toBe(200);
    expect(log.body.handoffs.map((h: { label: string; status: string; attempts: number; error: string | null }) => [h.label, h.status, h.attempts, h.error])).toEqual([
      ["Grace Hopper (Data Engineer)", "failed", 1, "BambooHR answered 400: Invalid field: department"],
      ["Ada Lovelace (Backend Engineer)", "delivered", 2, null],
    ]);
    expect(log.body.page).toEqual({ limit: 50, offset: 0, total: 2 });
    expect((await call("GET", "/api/orgs/me/bamboohr/handoffs", { key: a.world.recruiter.key })).status).toBe(403);
    // the recruiter sees the failure on the new hire itself
    const hires = await call("GET", `/api/new-hires?applicationId=${app2.id}`, { key: a.world.recruiter.key });
    expect(hires.body.newHires[0].handoffs[0]).toMatchObject({ status: "failed", employeeId: null });
  });

  it("queues nothing where the organization has not switched BambooHR on, and fails a hand-off after a disconnect", async () => {
    const off = await scene();
    await off.accept();
    expect(await ownerDb.newHireHandoff.count({ where: { organizationId: off.world.organization.id } })).toBe(0);

    const on = await scene({ connect: true });
    await on.accept();
    const handoff = await ownerDb.newHireHandoff.findFirstOrThrow({ where: { organizationId: on.world.organization.id } });
    await call("DELETE", "/api/orgs/me/bamboohr", { key: on.world.admin.key });
    await asOwner(() => handOffNewHire({ handoffId: handoff.id }));
    expect(await ownerDb.newHireHandoff.findUniqueOrThrow({ where: { id: handoff.id } })).toMatchObject({ status: "failed", lastError: "BambooHR is no longer connected" });
  });
});

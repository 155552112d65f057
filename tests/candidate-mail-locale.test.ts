import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createJob, createOrganization, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Candidate e-mails in the language the candidate applied in (docs/decisions/363): the built-in
// wording comes from the catalogues; an organization's own template is sent as it wrote it.
const { call } = withApi();

async function apply(organizationSlug: string, jobSlug: string, body: Record<string, unknown>) {
  const email = `${unique("sprache")}@example.test`;
  const res = await call("POST", `/api/public/orgs/${organizationSlug}/jobs/${jobSlug}/apply`, { body: { name: "Grete Weiß", email, ...body } });
  expect(res.status).toBe(201);
  const application = await ownerDb.application.findFirstOrThrow({ where: { candidate: { email } } });
  const received = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "application_received" } });
  return { email, application, received };
}

describe("candidate e-mails in the applicant's language", () => {
  it("keeps the locale of a German application and writes its received, withdrawal-link and rejection mails in German", async () => {
    const world = await createWorld("Sprachen GmbH");
    const job = await createJob(world.organization.id, { title: "Lagerist", status: "open" });
    const { email, application, received } = await apply(world.organization.slug, job.slug, { locale: "de" });
    expect(application.locale).toBe("de");
    expect(received.subject).toBe("Ihre Bewerbung als Lagerist bei Sprachen GmbH");
    expect(received.textBody).toContain("Guten Tag Grete Weiß,");
    expect(received.textBody).toMatch(/Bewerbung mit diesem Link zurückziehen \(er funktioniert einmal, innerhalb von 90 Tagen\): http\S+\/careers\/withdraw\//);

    const asked = await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/withdraw`, { body: { email } });
    expect(asked.status).toBe(200);
    const link = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "withdrawal_link" } });
    expect(link.subject).toBe("Bestätigen Sie das Zurückziehen Ihrer Bewerbung als Lagerist");
    expect(link.textBody).toMatch(/öffnen Sie diesen Link innerhalb von 24 Stunden[^\n]*\n\nhttp\S+\/careers\/withdraw\//);

    const rejected = await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { status: "rejected", notifyCandidate: true } });
    expect(rejected.status).toBe(200);
    const rejection = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "rejection" } });
    expect(rejection.subject).toBe("Ihre Bewerbung als Lagerist bei Sprachen GmbH");
    expect(rejection.textBody).toContain("Ihre Bewerbung nicht weiterzuverfolgen");
  });

  // decision 460: the organization's offered languages limit its pages, never an applicant's mails
  it("keeps mailing a German applicant in German after the organization stops offering German", async () => {
    const world = await createWorld("Nicht Mehr Deutsch");
    const job = await createJob(world.organization.id, { title: "Lagerist", status: "open" });
    const { email, application } = await apply(world.organization.slug, job.slug, { locale: "de" });
    expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { careersLanguages: ["en"] } })).status).toBe(200);
    expect((await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { status: "rejected", notifyCandidate: true } })).status).toBe(200);
    const rejection = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "rejection" } });
    expect(rejection.subject).toBe("Ihre Bewerbung als Lagerist bei Nicht Mehr Deutsch");
  });

  it("sends an organization's own template as written, whatever the applicant's language", async () => {
    const world = await createWorld("Own Words Org");
    const put = await call("PUT", "/api/orgs/me/email-templates", {
      key: world.admin.key,
      body: { applicationReceived: { subject: "Got it: {{job.title}}", body: "Hi {{candidate.name}}, thanks." } },
    });
    expect(put.status).toBe(200);
    const job = await createJob(world.organization.id, { title: "Baker", status: "open" });
    const { received } = await apply(world.organization.slug, job.slug, { locale: "fr" });
    expect(received.subject).toBe("Got it: Baker");
    // the line we add ourselves follows the applicant's language
    expect(received.textBody).toMatch(/^Hi Grete Weiß, thanks\.\n\nSi vous changez d’avis/);
  });

  it("reads a regional tag by its language and anything unknown, or nothing, as English", async () => {
    const organization = await createOrganization({ name: "Tag Org" });
    const job = await createJob(organization.id, { title: "Cook", status: "open" });
    expect((await apply(organization.slug, job.slug, { locale: "pt-BR" })).application.locale).toBe("pt");
    const unknown = await apply(organization.slug, job.slug, { locale: "it" });
    expect(unknown.application.locale).toBe("en");
    expect(unknown.received.subject).toBe("Your application for Cook at Tag Org");
    const none = await apply(organization.slug, job.slug, {});
    expect(none.application.locale).toBe("en");
    expect(none.received.textBody).toContain("(it works once, within 90 days)");
  });
});

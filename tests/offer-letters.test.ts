import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { extractText } from "@/lib/files/extract-text";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { expectSandboxed } from "./support/file-headers";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Offer-letter templates, the letter rendered to HTML and to a PDF stored like résumés
// (docs/decisions/394). The PDF is read back with pdf.js (the résumé text reader), a parser independent of pdf-lib.
const { call, baseUrl } = withApi();

const TEMPLATE = [
  "# {{org.name}} offer",
  "",
  "Dear {{candidate.name}},",
  "",
  "You are offered **{{job.title}}** at {{offer.salary}}, starting {{offer.startDate}}.",
  "",
  "{{offer.terms}}",
].join("\n");

async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expectSandboxed(response.headers, response.url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const text = await extractText(Buffer.from(bytes), "pdf");
  return (text ?? "").replace(/\s+/g, " ");
}

describe("offer letters", () => {
  it("are kept by admins and recruiters, read by who makes offers, and refuse unknown merge fields", async () => {
    const world = await createWorld("Letters Org");
    const bad = await call("POST", "/api/offer-letter-templates", { key: world.recruiter.key, body: { name: "Broken", body: "Hi {{candidate.nickname}} {{offer.bonus}}" } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: "body", message: "names unknown merge fields: {{candidate.nickname}}, {{offer.bonus}}" }]);
    const created = await call("POST", "/api/offer-letter-templates", { key: world.recruiter.key, body: { name: "Standard", body: TEMPLATE } });
    expect(created.status).toBe(201);
    expect((await call("POST", "/api/offer-letter-templates", { key: world.admin.key, body: { name: "STANDARD", body: "x" } })).status).toBe(409);
    expect((await call("POST", "/api/offer-letter-templates", { key: world.hiring_manager.key, body: { name: "Mine", body: "x" } })).status).toBe(403);
    expect((await call("GET", "/api/offer-letter-templates", { key: world.hiring_manager.key })).body.templates.map((t: { name: string }) => t.name)).toEqual(["Standard"]);
    expect((await call("GET", "/api/offer-letter-templates", { key: world.interviewer.key })).status).toBe(403);
    const other = await createWorld("Letters Other Org");
    expect((await call("GET", "/api/offer-letter-templates", { key: other.admin.key })).body.templates).toEqual([]);
    expect((await call("PUT", `/api/offer-letter-templates/${created.body.template.id}`, { key: other.admin.key, body: { name: "Taken", body: "x" } })).status).toBe(404);
    const renamed = await call("PUT", `/api/offer-letter-templates/${created.body.template.id}`, { key: world.admin.key, body: { name: "Standard 2027", body: TEMPLATE } });
    expect(renamed.body.template.name).toBe("Standard 2027");
    expect((await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, targetType: "offer_letter" }, orderBy: { id: "asc" } })).map((a) => a.action)).toEqual(["offer_letter.created", "offer_letter.updated"]);
  });

  it("render the chosen letter with the offer's values to the page and to a PDF that the recruiter and the candidate download", async () => {
    const world = await createWorld("Letters Pdf Org");
    const job = await createJob(world.organization.id, { title: "Site Reliability Engineer" });
    const email = `${unique("pdf")}@example.test`;
    const application = await createApplication(job, { candidateName: "Ada Lovelace", candidateEmail: email });
    const template = (await call("POST", "/api/offer-letter-templates", { key: world.recruiter.key, body: { name: "Standard", body: TEMPLATE } })).body.template;
    const foreign = await call("POST", `/api/applications/${application.id}/offers`, { key: world.recruiter.key, body: { salary: { amount: 85000, currency: "EUR", period: "year" }, letterTemplateId: 2_000_000 } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual([{ path: "letterTemplateId", message: "is not an offer letter of this organization" }]);
    const offer = (
      await call("POST", `/api/applications/${application.id}/offers`, {
        key: world.recruiter.key,
        body: { salary: { amount: 85000, currency: "EUR", period: "year" }, startDate: "2027-01-04", terms: "Includes a *relocation* budget.", letterTemplateId: template.id },
      })
    ).body.offer;
    expect(offer.letterTemplateId).toBe(template.id);
    await call("POST", `/api/offers/${offer.id}/submit`, { key: world.recruiter.key });
    const sent = await call("POST", `/api/offers/${offer.id}/send`, { key: world.recruiter.key });
    expect(sent.body.offer.letterUrl).toBe(`/api/offers/${offer.id}/letter`);

    const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "offer_sent" } });
    const token = /\/careers\/offers\/([A-Za-z0-9_-]{43})/.exec(mail.textBody)![1];
    const html = (await call("GET", `/api/public/offers/${token}`)).body.offer.letterHtml as string;
    expect(html).toBe(
      "<h1>Letters Pdf Org offer</h1>\n<p>Dear Ada Lovelace,</p>\n<p>You are offered <strong>Site Reliability Engineer</strong> at €85,000 per year, starting January 4, 2027.</p>\n<p>Includes a <em>relocation</em> budget.</p>",
    );

    const recruiterCopy = await pdfText(await fetch(`${baseUrl()}/api/offers/${offer.id}/letter`, { headers: { authorization: `Bearer ${world.recruiter.key}` } }));
    for (const phrase of ["Letters Pdf Org offer", "Dear Ada Lovelace,", "You are offered Site Reliability Engineer at €85,000 per year, starting January 4, 2027.", "Includes a relocation budget."]) {
      expect(recruiterCopy).toContain(phrase);
    }
    const candidateCopy = await pdfText(await fetch(`${baseUrl()}/api/public/offers/${token}/letter`));
    expect(candidateCopy).toBe(recruiterCopy);
    expect((await fetch(`${baseUrl()}/api/offers/${offer.id}/letter`, { headers: { authorization: `Bearer ${world.interviewer.key}` } })).status).toBe(404);

    // the template changes later: the letter sent stays as it was
    await call("PUT", `/api/offer-letter-templates/${template.id}`, { key: world.recruiter.key, body: { name: "Standard", body: "Changed {{candidate.name}}" } });
    expect((await call("GET", `/api/public/offers/${token}`)).body.offer.letterHtml).toBe(html);
  });
});

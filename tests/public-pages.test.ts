import { describe, expect, it } from "vitest";
import { accentPalette, contrast } from "@/components/careers/accent";
import { jobPostingData, serializeJsonLd } from "@/components/careers/JobPostingJsonLd";
import type { PublicJobDetail, PublicOrganization } from "@/lib/schemas/public";

const organization: PublicOrganization = { name: "Acme", slug: "acme", logoUrl: "https://cdn.example.test/logo.png", accentColor: "#ffcc00", privacyPolicyUrl: null, eeoSurveyEnabled: false, careersLanguages: ["en", "de", "fr", "es", "pt"] };
const job: PublicJobDetail = {
  slug: "backend",
  title: "Backend Engineer",
  location: "Berlin",
  employmentType: "contract",
  department: "Engineering",
  workplaceType: "hybrid",
  salaryMin: 60000,
  salaryMax: null,
  salaryCurrency: "EUR",
  description: "Line one </script><script>alert(1)</script>",
  duration: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
  eeoSurvey: false,
  questions: [],
};

describe("JobPosting JSON-LD", () => {
  it("carries the required properties with schema.org values", () => {
    const data = jobPostingData(organization, job, "https://jobs.test/careers/acme/backend", "https://jobs.test/careers/acme");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Backend Engineer",
      datePosted: "2026-11-01T10:00:00.000Z",
      employmentType: "CONTRACTOR",
      hiringOrganization: { "@type": "Organization", name: "Acme", logo: "https://cdn.example.test/logo.png" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Berlin" } },
      baseSalary: { "@type": "MonetaryAmount", currency: "EUR", value: { "@type": "QuantitativeValue", minValue: 60000, unitText: "YEAR" } },
    });
    expect(data).not.toHaveProperty("jobLocationType");
    expect(data.baseSalary?.value).not.toHaveProperty("maxValue");
  });

  it("marks remote jobs TELECOMMUTE and leaves out an unset salary", () => {
    const data = jobPostingData(organization, { ...job, workplaceType: "remote", location: "EU", salaryMin: null }, "u", "b");
    expect(data).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { name: "EU" } });
    expect(data).not.toHaveProperty("jobLocation");
    expect(data).not.toHaveProperty("baseSalary");
  });

  it("names no currency for a salary that has none", () => {
    const data = jobPostingData(organization, { ...job, salaryCurrency: null }, "u", "b");
    expect(data.baseSalary).toBeDefined();
    expect(data.baseSalary).not.toHaveProperty("currency");
  });

  it("serializes so that a description cannot close the script element", () => {
    const text = serializeJsonLd(jobPostingData(organization, job, "u", "b"));
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text).description).toBe(job.description);
  });
});

describe("accent colors", () => {
  it("keeps AA contrast for text on and in any accent", () => {
    for (const color of ["#ffcc00", "#ffffff", "#000000", "#777777", "#3b6cf6", "#00ff00", "#ff0000", "#0f172a", null]) {
      const p = accentPalette(color);
      expect(contrast(p.accent, p.onAccent), `${color} button`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.accentText, "#ffffff"), `${color} link`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("ignores a malformed accent", () => {
    expect(accentPalette("red; background: url(x)").accent).toBe("#2753e0");
  });
});

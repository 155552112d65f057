import { describe, expect, it } from "vitest";
import { jobPostingData } from "@/components/careers/JobPostingJsonLd";
import type { PublicJobDetail, PublicOrganization } from "@/lib/schemas/public";

// Google's JobPosting structured data (developers.google.com/search/docs/appearance/structured-data/job-posting):
// required title, description, datePosted, hiringOrganization, and jobLocation, or for a fully
// remote job applicantLocationRequirements with jobLocationType TELECOMMUTE; recommended
// baseSalary, directApply, employmentType, identifier, validThrough (only when the posting expires).
const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"];
const UNITS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"];

type Data = Record<string, unknown> & { [key: string]: any };

function problemsOf(data: Data): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(what);
  };
  need(data["@context"] === "https://schema.org" && data["@type"] === "JobPosting", "@context/@type");
  need(typeof data.title === "string" && data.title.length > 0, "title");
  need(typeof data.description === "string" && data.description.trim().length > 0, "description");
  need(typeof data.datePosted === "string" && !Number.isNaN(Date.parse(data.datePosted)) && /^\d{4}-\d{2}-\d{2}T/.test(data.datePosted), "datePosted (ISO 8601)");
  need(data.hiringOrganization?.["@type"] === "Organization" && data.hiringOrganization?.name, "hiringOrganization.name");
  need(!data.hiringOrganization?.logo || /^https?:\/\//.test(data.hiringOrganization.logo), "hiringOrganization.logo absolute");
  if (data.jobLocationType === "TELECOMMUTE") {
    need(data.applicantLocationRequirements?.["@type"] && data.applicantLocationRequirements?.name, "applicantLocationRequirements");
  } else {
    need(data.jobLocation?.["@type"] === "Place" && data.jobLocation?.address?.["@type"] === "PostalAddress", "jobLocation");
    need(data.jobLocationType === undefined, "jobLocationType only TELECOMMUTE");
  }
  need(data.directApply === true || data.directApply === false, "directApply");
  need(data.identifier?.["@type"] === "PropertyValue" && data.identifier?.name && data.identifier?.value, "identifier");
  if (data.employmentType !== undefined) need(EMPLOYMENT_TYPES.includes(data.employmentType), "employmentType value");
  if (data.baseSalary !== undefined) {
    need(data.baseSalary["@type"] === "MonetaryAmount" && data.baseSalary.value?.["@type"] === "QuantitativeValue", "baseSalary types");
    need(UNITS.includes(data.baseSalary.value?.unitText), "baseSalary unitText");
    need(typeof data.baseSalary.value?.minValue === "number" || typeof data.baseSalary.value?.maxValue === "number", "baseSalary value");
    need(/^[A-Z]{3}$/.test(data.baseSalary.currency ?? ""), "baseSalary currency (ISO 4217)");
  }
  if (data.validThrough !== undefined) need(!Number.isNaN(Date.parse(data.validThrough)), "validThrough");
  return problems;
}

const organization: PublicOrganization = { name: "Acme", slug: "acme", logoUrl: "/acme-logo.svg", accentColor: null, privacyPolicyUrl: null, eeoSurveyEnabled: false, careersLanguages: ["en", "de", "fr", "es", "pt"] };
const base: PublicJobDetail = {
  slug: "backend",
  title: "Backend Engineer",
  location: "Lisbon",
  employmentType: "full_time",
  department: "Engineering",
  workplaceType: "on_site",
  salaryMin: 50000,
  salaryMax: 70000,
  salaryCurrency: "EUR",
  description: "Build the APIs.",
  duration: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
  eeoSurvey: false,
  questions: [],
};
const page = "https://jobs.example.test/careers/acme/backend";
const board = "https://jobs.example.test/careers/acme";

describe("the careers job page's JobPosting against Google's required and recommended properties", () => {
  it("has them all for an on-site job with a salary, the logo made absolute", () => {
    const data = jobPostingData(organization, base, page, board) as Data;
    expect(problemsOf(data)).toEqual([]);
    expect(data).toMatchObject({
      identifier: { "@type": "PropertyValue", name: "Acme", value: "backend" },
      employmentType: "FULL_TIME",
      hiringOrganization: { logo: "https://jobs.example.test/acme-logo.svg", sameAs: board },
      baseSalary: { currency: "EUR", value: { minValue: 50000, maxValue: 70000, unitText: "YEAR" } },
    });
    // a job has no closing date, so none is claimed
    expect(data).not.toHaveProperty("validThrough");
  });

  it("has them for a fully remote job: TELECOMMUTE with where applicants may live", () => {
    const data = jobPostingData(organization, { ...base, workplaceType: "remote", location: "European Union" }, page, board) as Data;
    expect(problemsOf(data)).toEqual([]);
    expect(data).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { name: "European Union" } });
  });

  it("has them for a hybrid job without a salary or a description, every employment type mapped", () => {
    for (const employmentType of ["full_time", "part_time", "contract", "temporary", "internship"] as const) {
      const data = jobPostingData(organization, { ...base, workplaceType: "hybrid", employmentType, salaryMin: null, salaryMax: null, description: null }, page, board) as Data;
      expect(problemsOf(data), employmentType).toEqual([]);
      expect(data).not.toHaveProperty("baseSalary");
    }
  });

  it("the checker itself notices what is missing", () => {
    const data = jobPostingData(organization, { ...base, location: null }, page, board) as Data;
    expect(problemsOf(data)).toEqual(["jobLocation"]);
    expect(problemsOf({ ...(jobPostingData(organization, base, page, board) as Data), identifier: undefined })).toEqual(["identifier"]);
  });
});

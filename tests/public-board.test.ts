import { describe, expect, it } from "vitest";
import { createJob, createOrganization } from "@/prisma/factories";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";

const { call } = withApi();

async function boardOrg() {
  const organization = await createOrganization({
    name: "Board Org",
    logoUrl: "https://cdn.example.test/logo.png",
    accentColor: "#112233",
  });
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));
  const make = (title: string, n: number, extra: Parameters<typeof createJob>[1] = {}) =>
    createJob(organization.id, { title, createdAt: day(n), ...extra });
  const backend = await make("Backend Engineer", 5, {
    location: "Berlin",
    department: "Engineering",
    workplaceType: "hybrid",
    employmentType: "full_time",
    salaryMin: 70000,
    salaryMax: 90000,
    salaryCurrency: "EUR",
    description: "Build APIs.",
  });
  const frontend = await make("Frontend Engineer", 6, { location: "Remote", department: "Engineering", workplaceType: "remote", employmentType: "contract" });
  const designer = await make("Product Designer", 7, { location: "Berlin", department: "Design", workplaceType: "on_site", employmentType: "part_time" });
  const draft = await make("Secret Draft Engineer", 8, { status: "draft" });
  const closed = await make("Closed Engineer", 9, { status: "closed" });
  return { organization, backend, frontend, designer, draft, closed };
}

describe("GET /api/public/orgs/{slug}/jobs", () => {
  it("lists only open jobs, newest first, with the exact public shapes and no credentials", async () => {
    const { organization, backend } = await boardOrg();
    const res = await call("GET", `/api/public/orgs/${organization.slug}/jobs`);
    expect(res.status).toBe(200);
    expect(res.body.organization).toEqual({
      name: "Board Org",
      slug: organization.slug,
      logoUrl: "https://cdn.example.test/logo.png",
      accentColor: "#112233",
      privacyPolicyUrl: null,
      eeoSurveyEnabled: false,
      careersLanguages: ["en", "de", "fr", "es", "pt"],
    });
    expect(res.body.jobs.map((j: { title: string }) => j.title)).toEqual(["Product Designer", "Frontend Engineer", "Backend Engineer"]);
    expect(res.body.jobs[2]).toEqual({
      slug: backend.slug,
      title: "Backend Engineer",
      location: "Berlin",
      employmentType: "full_time",
      department: "Engineering",
      workplaceType: "hybrid",
      salaryMin: 70000,
      salaryMax: 90000,
      salaryCurrency: "EUR",
    });
    expect(res.body.page).toEqual({ limit: 50, offset: 0, total: 3 });
    expect(Object.keys(res.body).sort()).toEqual(["jobs", "organization", "page"]);
  });

  it("ignores a sent Authorization header, even an invalid one", async () => {
    const { organization } = await boardOrg();
    const res = await call("GET", `/api/public/orgs/${organization.slug}/jobs`, { headers: { authorization: "Bearer nonsense" } });
    expect(res.status).toBe(200);
    expect(res.body.jobs).toHaveLength(3);
  });

  it("filters by q, location, department, workplaceType and employmentType, with totals to match", async () => {
    const { organization } = await boardOrg();
    const list = async (qs: string) => {
      const res = await call("GET", `/api/public/orgs/${organization.slug}/jobs?${qs}`);
      expect(res.status).toBe(200);
      return { titles: res.body.jobs.map((j: { title: string }) => j.title), total: res.body.page.total };
    };
    expect(await list("q=engineer")).toEqual({ titles: ["Frontend Engineer", "Backend Engineer"], total: 2 });
    expect(await list("q=ENGINEER&location=Berlin")).toEqual({ titles: ["Backend Engineer"], total: 1 });
    expect(await list("department=Design")).toEqual({ titles: ["Product Designer"], total: 1 });
    expect(await list("workplaceType=remote")).toEqual({ titles: ["Frontend Engineer"], total: 1 });
    expect(await list("employmentType=part_time")).toEqual({ titles: ["Product Designer"], total: 1 });
    expect(await list("location=berlin")).toEqual({ titles: [], total: 0 });
    expect(await list("q=draft")).toEqual({ titles: [], total: 0 });
    // empty values, as a GET form sends them, are no filter
    expect((await list("q=&location=&workplaceType=&employmentType=")).total).toBe(3);
  });

  it("pages with limit and offset, clamps limit to 100 and refuses bad paging or enum values", async () => {
    const { organization } = await boardOrg();
    const base = `/api/public/orgs/${organization.slug}/jobs`;
    const second = await call("GET", `${base}?limit=1&offset=1`);
    expect(second.body.jobs.map((j: { title: string }) => j.title)).toEqual(["Frontend Engineer"]);
    expect(second.body.page).toEqual({ limit: 1, offset: 1, total: 3 });
    expect((await call("GET", `${base}?limit=500`)).body.page.limit).toBe(100);
    for (const qs of ["limit=-1", "offset=abc", "workplaceType=moon", "employmentType=FULL_TIME", `q=${"x".repeat(201)}`]) {
      const res = await call("GET", `${base}?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
  });

  it("answers 404 for an unknown organization", async () => {
    const res = await call("GET", "/api/public/orgs/no-such-org-here/jobs");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Organization not found", code: "not_found" });
  });
});

describe("GET /api/public/orgs/{slug}/jobs/{jobSlug}", () => {
  it("shows one open job with its description and organization", async () => {
    const { organization, backend } = await boardOrg();
    const res = await call("GET", `/api/public/orgs/${organization.slug}/jobs/${backend.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      organization: { name: "Board Org", slug: organization.slug, logoUrl: "https://cdn.example.test/logo.png", accentColor: "#112233", privacyPolicyUrl: null, eeoSurveyEnabled: false, careersLanguages: ["en", "de", "fr", "es", "pt"] },
      job: {
        slug: backend.slug,
        title: "Backend Engineer",
        location: "Berlin",
        employmentType: "full_time",
        department: "Engineering",
        workplaceType: "hybrid",
        salaryMin: 70000,
        salaryMax: 90000,
        salaryCurrency: "EUR",
        description: "Build APIs.",
        duration: null,
        createdAt: backend.createdAt.toISOString(),
        updatedAt: backend.updatedAt.toISOString(),
        eeoSurvey: false,
        questions: [],
      },
      locale: "en",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/kitBody|hiringManager|"id"/);
  });

  it("answers 404 for draft, closed, unknown jobs and jobs of another organization", async () => {
    const { organization, draft, closed } = await boardOrg();
    const other = await boardOrg();
    for (const slug of [draft.slug, closed.slug, "no-such-job", other.backend.slug]) {
      const res = await call("GET", `/api/public/orgs/${organization.slug}/jobs/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body).toEqual({ error: "Job not found", code: "not_found" });
    }
    expect((await call("GET", `/api/public/orgs/nope-nope/jobs/${draft.slug}`)).status).toBe(404);
  });
});

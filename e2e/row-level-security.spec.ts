import { expect, test } from "@playwright/test";
import { signInAs, signedInAs } from "./support/auth";
import { createJobWithApplicants, unique } from "./support/ui-checks";

// The policies decide what a request sees (docs/decisions/300) in the server as `npm start` runs it,
// where the server and Next.js's bundle of the route handlers each load lib/db/caller-scope.ts: the
// integration tests run one copy, so only here would a scope the pool cannot read show. It did once:
// every request ran as the tables' owner, an interviewer saw every job and a recruiter could manage none.
test("the production server answers as the caller: an interviewer does not see a job they review nothing of, a recruiter may manage it", async ({ browser }) => {
  const recruiter = await (await browser.newContext()).newPage();
  await signInAs(recruiter, "recruiter", "/jobs");
  const title = unique("Unseen");
  const { jobId } = await createJobWithApplicants(recruiter.request, title, ["Una Seen"], { status: "open" });
  const board = (await (await recruiter.request.get(`/api/jobs/${jobId}/applications?limit=1`)).json()) as { canManage: boolean; page: { total: number } };
  expect(board.canManage, "a recruiter manages every job of the organization").toBe(true);
  expect(board.page.total).toBe(1);

  const interviewer = await (await browser.newContext()).newPage();
  await signedInAs(interviewer, "interviewer");
  expect((await interviewer.request.get(`/api/jobs/${jobId}`)).status()).toBe(404);
  expect((await interviewer.request.get(`/api/jobs/${jobId}/applications?limit=1`)).status()).toBe(404);
  const jobs = (await (await interviewer.request.get("/api/jobs?limit=100")).json()) as { jobs: { id: number }[] };
  expect(jobs.jobs.map((j) => j.id)).not.toContain(jobId);
  const applications = (await (await interviewer.request.get("/api/applications?limit=100&q=Una%20Seen")).json()) as { applications: unknown[] };
  expect(applications.applications).toEqual([]);
  await interviewer.goto(`/jobs/${jobId}`);
  await expect(interviewer.getByText(title)).toHaveCount(0);
});

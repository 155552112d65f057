import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { eventually } from "../tests/support/eventually";
import { signedInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Bulk résumé upload (issue 48 item 4, docs/decisions/502): a recruiter drops résumé files on a
// job's Upload résumés screen; the server's queue reads them; the progress bar reaches the end,
// a likely known person waits beside the known candidate and is decided by keyboard, and a file
// that is no résumé is listed with why.
const corpus = (name: string) => readFileSync(path.join(__dirname, "..", "tests", "fixtures", "resume-corpus", name));
const PDF = "application/pdf";

async function openJob(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.post("/api/jobs", { data: { title, status: "open", location: "Testville" } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { job: { id: number } }).job.id;
}

test("a recruiter drops résumés on a job, watches them read, decides a duplicate by keyboard and sees the unreadable file with why", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, "recruiter");
  const first = await openJob(page.request, unique("Upload Source Role"));
  const job = await openJob(page.request, unique("Upload Role"));

  // Marcus Thornbury becomes a candidate through an upload on another job, through the API
  const earlier = ((await (await page.request.post(`/api/jobs/${first}/resume-uploads`)).json()) as { upload: { id: number } }).upload.id;
  const sent = await page.request.post(`/api/resume-uploads/${earlier}/files`, { multipart: { file: { name: "marcus.pdf", mimeType: PDF, buffer: corpus("01-moderncv-classic-en.pdf") } } });
  expect(sent.status(), await sent.text()).toBe(201);
  await eventually(async () => ((await (await page.request.get(`/api/resume-uploads/${earlier}`)).json()) as { upload: { status: string } }).upload.status === "done" || undefined, 30_000, "the first upload read");

  await page.goto(`/jobs/${job}`);
  await page.getByRole("link", { name: "Upload résumés" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Upload résumés" })).toBeVisible();
  await expect(page.getByText("No résumés uploaded yet")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "résumé upload: empty");

  // more than 200 files: said at the field, nothing sent
  const input = page.getByLabel("or choose files");
  await input.setInputFiles(Array.from({ length: 201 }, (_, n) => ({ name: `r${n}.pdf`, mimeType: PDF, buffer: Buffer.from("%PDF-1.4") })));
  await expect(page.getByText("Choose at most 200 files at a time; 201 were chosen. Nothing was sent.")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");

  await input.setInputFiles([
    { name: "marcus-again.pdf", mimeType: PDF, buffer: corpus("01-moderncv-classic-en.pdf") },
    { name: "priya.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: corpus("46-docx-plain-en.docx") },
    { name: "notes.pdf", mimeType: PDF, buffer: Buffer.from("Curriculum vitae, in plain text\n".repeat(40)) },
  ]);
  const progress = page.getByRole("region", { name: "Upload progress" });
  await expect(progress.getByTestId("upload-counts")).toHaveText("1 added, 1 to decide, 0 skipped, 1 could not be read", { timeout: 30_000 });
  await expect(progress.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "100");
  await expect(progress.getByText("3 of 3 files read")).toBeVisible();
  const unreadable = page.getByRole("region", { name: "Files that could not be read" });
  await expect(unreadable.getByRole("listitem")).toHaveText(["notes.pdf: not a PDF, DOC or DOCX file"]);
  const duplicates = page.getByRole("region", { name: "Possible duplicates" });
  await expect(duplicates.getByText("Marcus Thornbury, hello@marcusthornbury.example (same e-mail, same name, similar e-mail, same phone)")).toBeVisible();
  await expect(page.getByRole("region", { name: "Candidates added" }).getByRole("link", { name: "Priya Thornbury" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "résumé upload: a duplicate to decide");
  await screenshotBothWidths(page, "resume-upload-duplicate", async () => {
    await expect(duplicates).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // decided by keyboard: the known candidate's button, then Enter
  const merge = duplicates.getByRole("button", { name: "Add to Marcus Thornbury" });
  await merge.focus();
  await expect(merge).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(progress.getByTestId("upload-counts")).toHaveText("2 added, 0 to decide, 0 skipped, 1 could not be read");
  await expect(progress.getByText("Every file is read and decided.")).toBeVisible();
  await expect(duplicates).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Earlier uploads" }).getByRole("listitem")).toContainText(["Done"]);
  await expectNoSeriousA11yViolations(page, "résumé upload: done");

  // on the board: both, first stage, source upload; Marcus one candidate with two applications
  const board = (await (await page.request.get(`/api/jobs/${job}/applications`)).json()) as { applications: { name: string; email: string; source: string | null; candidateId: number }[] };
  expect(board.applications.map((a) => [a.name, a.source]).sort()).toEqual([
    ["Marcus Thornbury", "upload"],
    ["Priya Thornbury", "upload"],
  ]);
  const firstBoard = (await (await page.request.get(`/api/jobs/${first}/applications`)).json()) as { applications: { candidateId: number }[] };
  expect(board.applications.find((a) => a.name === "Marcus Thornbury")?.candidateId).toBe(firstBoard.applications[0].candidateId);
});

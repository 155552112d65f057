import { expect, test } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Files sent with a message from the candidate's page (decision 406): chosen, checked in the
// browser by name and size and on the server by their bytes, then shown on the message card.
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

test("a recruiter sends a message with a file, and is told which files cannot go", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, "recruiter");
  const name = "Ida Attached";
  const { jobId } = await createJobWithApplicants(page.request, unique("Attachments Job"), [name]);
  const [ida] = ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=5`)).json()) as { applications: { candidateId: number }[] }).applications;

  await page.goto(`/candidates/${ida.candidateId}`);
  const form = page.getByRole("form", { name: `Write to ${name}` });
  await form.getByLabel("Subject").fill("Your offer");
  await form.getByLabel("Message").fill("Hello {{candidate.name}}, the offer is attached.");
  const files = form.getByLabel("Attach files");
  await files.setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
  await form.getByRole("button", { name: "Send" }).click();
  await expect(files).toHaveAccessibleDescription(/setup\.exe is not a PDF, DOCX, PNG or JPEG file\./);
  await form.getByRole("button", { name: "Remove setup.exe" }).click();
  // named .pdf, but its bytes say otherwise: the server says so at the files
  await files.setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a pdf at all") });
  await form.getByRole("button", { name: "Send" }).click();
  await expect(files).toHaveAccessibleDescription(/Must be a PDF, DOCX, PNG or JPEG file\./);
  await form.getByRole("button", { name: "Remove fake.pdf" }).click();
  await files.setInputFiles({ name: "offer.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(form.getByRole("list", { name: "Files to send" })).toContainText("offer.pdf");
  await expectNoSeriousA11yViolations(page, "compose with a file");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status")).toHaveText(`Your message to ${name} is on its way.`);
  await expect(form.getByRole("list", { name: "Files to send" })).toHaveCount(0);

  const card = page.getByRole("list", { name: `Messages with ${name}` }).locator(":scope > li").first();
  const link = card.getByRole("link", { name: "offer.pdf" });
  await expect(link).toBeVisible();
  const download = await page.request.get((await link.getAttribute("href"))!);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
  await screenshotBothWidths(page, "message-attachments", async () => {
    await expect(link).toBeVisible();
  });
});

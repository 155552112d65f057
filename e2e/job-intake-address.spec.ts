import { expect, test } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// A job's address for applications by e-mail (docs/decisions/498) on its settings page: shown whole
// for the team to publish, copied in one step with the outcome announced, and said to take
// applications only while the job is open.
test("the job's settings show its intake address, copy it, and say whether it takes applications", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signedInAs(page, "recruiter");
  const created = await page.request.post("/api/jobs", { data: { title: unique("Intake Analyst"), status: "open" } });
  expect(created.status()).toBe(201);
  const job = ((await created.json()) as { job: { id: number; slug: string } }).job;

  await page.goto(`/jobs/${job.id}/edit`);
  const section = page.getByRole("region", { name: "Applications by e-mail" });
  const address = section.getByTestId("intake-address");
  await expect(address).toHaveText(new RegExp(`^jobs\\+${job.slug}@\\S+$`));
  await expect(section.getByText("The job is open: mail to this address becomes an application.")).toBeVisible();
  await section.getByRole("button", { name: "Copy" }).click();
  await expect(section.getByText("The address is copied to the clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent());
  await expectNoSeriousA11yViolations(page, "the job's intake address", ["#intake-address"]);
  await screenshotBothWidths(page, "job-intake-address", () => expect(address).toBeVisible());

  expect((await page.request.patch(`/api/jobs/${job.id}`, { data: { status: "closed" } })).status()).toBe(200);
  await page.reload();
  await expect(section.getByText("The job is not open: a mail to this address is answered that it is not taking applications.")).toBeVisible();
  // leave the shared demo data as it was
  expect((await page.request.delete(`/api/jobs/${job.id}`)).status()).toBe(200);
});

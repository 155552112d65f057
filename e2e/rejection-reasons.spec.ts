import { expect, test, type Page } from "@playwright/test";
import { signInAs, signedInAs } from "./support/auth";
import { saveScreenshot } from "./support/screenshots";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Issue 29, point 3 (decision 281): admins keep the organization's rejection reasons; a rejection
// names one, and the reports count them.
const panel = (page: Page) => page.getByRole("region", { name: "Rejection reasons" });

test("admins add and archive rejection reasons; a rejection with one is counted in the reports", async ({ page }) => {
  test.setTimeout(150_000); // settings, two applications, the report twice, with axe and screenshots
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, "admin", "/settings?tab=candidates");
  const reasons = panel(page);
  await expect(reasons.getByRole("textbox").first()).toHaveValue("Not enough experience");

  // plain-language errors at the field, before anything is sent
  await reasons.getByRole("button", { name: "Add reason" }).click();
  await reasons.getByRole("button", { name: "Save reasons" }).click();
  const added = reasons.getByRole("textbox").last();
  await expect(added).toHaveAccessibleDescription("Give the reason a name, or remove it.");
  await added.fill("other");
  await expect(added).toHaveAccessibleDescription("“Other” is already in the list.");
  const label = unique("Visa sponsorship");
  await added.fill(label);
  await expect(added).not.toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page, "rejection reasons settings");
  await reasons.getByRole("button", { name: "Save reasons" }).click();
  await expect(page.getByText("Rejection reasons saved")).toBeVisible();
  const saved = (await (await page.request.get("/api/orgs/me/rejection-reasons")).json()) as { reasons: { id: number; label: string; archived: boolean }[] };
  const mine = saved.reasons.find((r) => r.label === label)!;
  expect(mine.archived).toBe(false);
  await screenshotBothWidths(page, "settings-rejection-reasons", async () => {
    await expect(reasons).toBeVisible();
  });

  // reject on the application page with the new reason
  const { jobId } = await createJobWithApplicants(page.request, unique("Reasons Job"), ["Rosa Ramos"]);
  const [rosa] = ((await (await page.request.get(`/api/jobs/${jobId}/applications`)).json()) as { applications: { id: number }[] }).applications;
  await page.goto(`/applications/${rosa.id}`);
  await page.getByRole("region", { name: "Stage and status" }).getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog", { name: "Reject Rosa Ramos?" });
  await dialog.getByLabel("Reason").selectOption({ label: "Other" });
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByLabel("Why")).toHaveAccessibleDescription(/Say why: “Other” needs a few words\./);
  await dialog.getByLabel("Reason").selectOption({ label });
  await expect(dialog.getByLabel("Note (optional)")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "reject dialog with reasons");
  await saveScreenshot(page, "reject-dialog-reasons-1366");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toBeHidden();
  const rejected = (await (await page.request.get(`/api/applications/${rosa.id}`)).json()) as { application: { rejectionReasonId: number; rejectionReasonLabel: string } };
  expect(rejected.application).toMatchObject({ rejectionReasonId: mine.id, rejectionReasonLabel: label });

  // the reports count it under its reason
  await page.goto("/reports");
  const section = page.getByRole("region", { name: "Rejection reasons" });
  await expect(section.getByTestId(`rejection-reason-${mine.id}`)).toHaveText(new RegExp(`^${label}\\s*1$`));
  await expectNoSeriousA11yViolations(page, "reports with rejection reasons", ['section[aria-labelledby="rejection-reasons-title"]']);
  await screenshotBothWidths(page, "reports-rejection-reasons", async () => {
    await expect(section).toBeVisible();
  });

  // archived, it is no longer offered, and the report says so
  await page.goto("/settings?tab=candidates");
  await panel(page).getByRole("button", { name: `Archive ${label}` }).click();
  await panel(page).getByRole("button", { name: "Save reasons" }).click();
  await expect(page.getByText("Rejection reasons saved")).toBeVisible();
  await expect(panel(page).getByText("Archived", { exact: true })).toBeVisible();
  await expect(panel(page).getByRole("button", { name: `Restore ${label}` })).toBeVisible();
  const { jobId: otherJob } = await createJobWithApplicants(page.request, unique("Reasons Job"), ["Ari Archive"]);
  const [ari] = ((await (await page.request.get(`/api/jobs/${otherJob}/applications`)).json()) as { applications: { id: number }[] }).applications;
  await page.goto(`/applications/${ari.id}`);
  await page.getByRole("region", { name: "Stage and status" }).getByRole("button", { name: "Reject" }).click();
  const next = page.getByRole("dialog", { name: "Reject Ari Archive?" });
  await expect(next.getByLabel("Reason").locator("option", { hasText: "Hired someone else" })).toHaveCount(1);
  await expect(next.getByLabel("Reason").locator("option", { hasText: label })).toHaveCount(0);
  await page.goto("/reports");
  await expect(page.getByRole("region", { name: "Rejection reasons" }).getByTestId(`rejection-reason-${mine.id}`)).toContainText("(archived)");
});

test("a save the server refuses says why at the reason it is about", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  type Reasons = { reasons: { id: number; label: string; archived: boolean }[] };
  const list = async () => ((await (await page.request.get("/api/orgs/me/rejection-reasons")).json()) as Reasons).reasons;
  const put = async (reasons: Reasons["reasons"]) =>
    expect((await page.request.put("/api/orgs/me/rejection-reasons", { data: { reasons: reasons.map(({ id, label, archived }) => ({ id, label, archived })) } })).status()).toBe(200);
  await signedInAs(page, "admin");
  const label = unique("Gone meanwhile");
  await put([...(await list()), { id: undefined as unknown as number, label, archived: false }]);
  await page.goto("/settings?tab=candidates");
  const field = panel(page).getByRole("textbox").last();
  await expect(field).toHaveValue(label);

  // another admin removes the (unused) reason while this form still shows it
  await put((await list()).filter((r) => r.label !== label));
  await field.fill(`${label} renamed`);
  await panel(page).getByRole("button", { name: "Save reasons" }).click();
  await expect(field).toHaveAccessibleDescription("Someone else removed or changed this reason meanwhile. Reload the page to see the current list.");
  await expect(field).toBeFocused();
  await expect(panel(page).getByText("Fix the reasons marked above, then save.")).toBeVisible();
  // editing the field takes the server's word back
  await field.fill(`${label} again`);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
});

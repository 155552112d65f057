import { expect, test, type Page } from "@playwright/test";
import { signInAs, signInWithPassword } from "./support/auth";
import { createMember } from "./support/members";
import { createJobWithApplicants, expectNoSeriousA11yViolations, unique } from "./support/ui-checks";
import { DESKTOP, screenshotDesktopAndPhone } from "./support/widths";

// Roles an organization defines (issue 42, decisions 470-471): an admin makes a coordinator in
// Settings → Roles, gives it to a member in Settings → Team, and the coordinator's screens offer
// what the role grants (scheduling, writing to the candidate) and nothing it does not (offers and
// their salary, the reports).
test.use({ viewport: DESKTOP });

const GRANTED = ["jobs.view_all", "interviews.schedule", "messages.send"];

function memberRow(page: Page, email: string) {
  return page.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: email });
}

test("a coordinator made in Settings → Roles schedules and writes, and sees no offer, salary or report", async ({ page, browser }) => {
  await signInAs(page, "admin", "/settings?tab=roles");
  // a job of our own with an applicant, and an offer on it the coordinator must never see
  const { jobId } = await createJobWithApplicants(page.request, unique("Coordinated role"), ["Ada Coordinated"], { status: "open" });
  const listed = (await (await page.request.get(`/api/jobs/${jobId}/applications`)).json()) as { applications: { id: number }[] };
  const applicationId = listed.applications[0].id;
  const offer = await page.request.post(`/api/applications/${applicationId}/offers`, { data: { salary: { amount: 91234, currency: "EUR", period: "year" } } });
  expect(offer.status(), await offer.text()).toBe(201);

  // Settings → Roles: create the role, then tick its permissions in the matrix
  const name = unique("Coordinator");
  await expect(page.getByRole("table", { name: "Permissions granted to each role" })).toBeVisible();
  await page.getByLabel("New role's name").fill(name);
  await page.getByRole("button", { name: "Create role" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${name} created` })).toBeVisible();
  for (const permission of GRANTED) {
    const box = page.getByRole("checkbox", { name: `${name} may ${permission}` });
    await box.click();
    await expect(box).toBeChecked();
    await expect(box).toBeEnabled();
  }
  // sending brings reading along; nothing else was ticked
  await expect(page.getByRole("checkbox", { name: `${name} may messages.read` })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: `${name} may offers.view` })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: `${name} may reports.view` })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Admin may offers.view" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, "settings: roles");
  await screenshotDesktopAndPhone(page, "settings-roles", async () => {
    await expect(page.getByRole("button", { name: "Create role" })).toBeVisible();
  });
  const roles = (await (await page.request.get("/api/roles")).json()) as { roles: { key: string; name: string; permissions: string[] }[] };
  const role = roles.roles.find((r) => r.name === name)!;
  expect(role.permissions).toEqual(["jobs.view_all", "interviews.schedule", "messages.read", "messages.send"]);

  // Settings → Team: the member gets the role
  const member = await createMember(page.request, "interviewer", "Coco");
  await page.goto("/settings?tab=team");
  const select = memberRow(page, member.email).getByLabel(`Role of ${member.name}`);
  await expect(select).toHaveValue("interviewer");
  await select.selectOption(role.key);
  await expect(page.getByRole("status").filter({ hasText: `${member.name} is now ${name}` })).toBeVisible();
  await expect(select).toHaveValue(role.key);

  // the coordinator, in a browser of their own
  const context = await browser.newContext({ viewport: DESKTOP });
  const coordinator = await context.newPage();
  try {
    await signInWithPassword(coordinator, member, `/applications/${applicationId}`);
    await expect(coordinator.getByRole("heading", { name: "Ada Coordinated", level: 1 })).toBeVisible();
    const nav = coordinator.getByRole("navigation", { name: "Primary" });
    await expect(nav.getByRole("link", { name: "Jobs" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Reports" })).toHaveCount(0);
    // schedules and writes; no offer section and no salary anywhere on the page
    await expect(coordinator.getByRole("button", { name: "Schedule interview" })).toBeVisible();
    await expect(coordinator.getByRole("heading", { name: "Offer", exact: true })).toHaveCount(0);
    await expect(coordinator.getByText(/91[,.\s]?234/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(coordinator, "application as a coordinator");
    await screenshotDesktopAndPhone(coordinator, "coordinator-application", async () => {
      await expect(coordinator.getByRole("button", { name: "Schedule interview" })).toBeVisible();
    });
    // the API agrees: the offer is not found, the reports refused
    expect((await coordinator.request.get(`/api/offers/${(await offer.json()).offer.id}`)).status()).toBe(404);
    expect((await coordinator.request.get("/api/reports")).status()).toBe(403);
    // the reports page says so rather than failing
    await coordinator.goto("/reports");
    await expect(coordinator.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expectNoSeriousA11yViolations(coordinator, "reports as a coordinator");
    await screenshotDesktopAndPhone(coordinator, "coordinator-reports");
  } finally {
    await context.close();
  }
});

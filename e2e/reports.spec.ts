import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

type Report = { totals: { applications: number; hired: number; active: number }; prev: { applications: number }; series: unknown[]; jobs: { title: string }[] };

function stat(page: Page, label: string) {
  return page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

test("switching the report range changes the figures to the API's for that range", async ({ page }) => {
  await signInAs(page, "recruiter", "/reports");
  const [last30, allTime] = await Promise.all(
    ["30d", "all"].map(async (range) => (await (await page.request.get(`/api/reports?range=${range}`)).json()) as Report),
  );
  // the demo data spans months, so all time holds more than the last 30 days
  expect(allTime.totals.applications).toBeGreaterThan(last30.totals.applications);

  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Last 30 days" })).toBeChecked();
  await expect(stat(page, "Applications")).toContainText(String(last30.totals.applications), { timeout: 30_000 });
  await expect(stat(page, "Applications")).toContainText(`against the 30 days before (${last30.prev.applications})`);
  // the chart's numbers are there for screen readers as a table, one row per week
  await expect(page.getByRole("table", { name: /^Applications and hires per week/ }).getByRole("row")).toHaveCount(last30.series.length + 1);
  await expectNoSeriousA11yViolations(page, "reports 30d");
  await screenshotBothWidths(page, "reports");

  await page.getByText("All time", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "All time" })).toBeChecked();
  await expect(page).toHaveURL(/[?&]range=all\b/);
  await expect(stat(page, "Applications")).toHaveText(String(allTime.totals.applications));
  await expect(stat(page, "Hired")).toHaveText(String(allTime.totals.hired));
  await expect(stat(page, "Still active")).toHaveText(String(allTime.totals.active));
  await expect(page.getByRole("table", { name: /^Applications and hires per week/ }).getByRole("row")).toHaveCount(allTime.series.length + 1);
  for (const job of allTime.jobs) await expect(page.getByRole("heading", { name: job.title, level: 3 })).toBeVisible();

  // the keyboard moves between ranges too, and the address keeps the choice
  await page.getByRole("radio", { name: "All time" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "Last 90 days" })).toBeChecked();
  await expect(page).toHaveURL(/[?&]range=90d\b/);
  await page.reload();
  await expect(page.getByRole("radio", { name: "Last 90 days" })).toBeChecked();
});

// docs/decisions/256. Its own department, so other specs' changes to the demo data (which the
// organization's report shows) cannot change these figures between the two requests.
test("the browser keeps a report and asks again with its tag; the 304 shows the same figures", async ({ page }) => {
  await signInAs(page, "recruiter", "/reports");
  const department = unique("Revalidation");
  const created = await page.request.post("/api/jobs", { data: { title: unique("Revalidated job"), status: "open", department, location: "Testville" } });
  expect(created.status()).toBe(201);
  const { job } = (await created.json()) as { job: { slug: string } };
  for (const name of ["Etta Tag", "Noah Match"]) {
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.com`;
    expect((await page.request.post(`/api/public/orgs/acme/jobs/${job.slug}/apply`, { data: { name, email } })).status()).toBe(201);
  }

  const wanted = (r: { url(): string }) => r.url().includes("/api/reports?range=all&department=");
  const firstResponse = page.waitForResponse(wanted);
  await page.goto(`/reports?range=all&department=${encodeURIComponent(department)}`);
  const first = await firstResponse;
  const tag = first.headers()["etag"];
  expect(tag).toMatch(/^W\/"[0-9a-f]{32}"$/);
  expect(first.headers()["cache-control"]).toBe("private, no-cache");
  expect(((await first.json()) as Report).totals.applications).toBe(2);
  await expect(stat(page, "Applications")).toHaveText(/^2(\D|$)/);

  await page.getByText("Last 90 days", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Last 90 days" })).toBeChecked();
  // what came over the wire: Playwright reports a revalidated answer as the cached 200, the
  // browser's network layer sees the server's 304
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const wireStatuses: number[] = [];
  cdp.on("Network.responseReceivedExtraInfo", (event) => {
    if (event.headers["etag"] === tag || event.headers["ETag"] === tag) wireStatuses.push(event.statusCode);
  });
  const again = page.waitForRequest(wanted);
  await page.getByText("All time", { exact: true }).click();
  const request = await again;
  // the browser revalidates its copy: the tag goes back in If-None-Match and the server answers 304
  expect((await request.allHeaders())["if-none-match"]).toBe(tag);
  expect((await request.response())!.headers()["etag"]).toBe(tag);
  await expect.poll(() => wireStatuses).toEqual([304]);
  await expect(page.getByRole("radio", { name: "All time" })).toBeChecked();
  await expect(stat(page, "Applications")).toHaveText(/^2(\D|$)/);
  await expect(stat(page, "Still active")).toHaveText("2");
});

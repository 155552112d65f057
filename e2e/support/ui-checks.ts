import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { saveScreenshot } from "./screenshots";

// No serious or critical axe violations on the current page (WCAG 2.1 A/AA rules). axe runs in the
// page itself (legacy mode), not in parts finished on a blank page opened for each check: our pages
// embed no cross-origin frames, the only case that differs, and the two modes gave the same rules and
// node counts on seven screens (docs/decisions/260) at a third of the cost.
// `within`: CSS selectors that limit the check to parts of a long page. The whole reports page
// took axe 13 s on a quiet machine and over a minute beside the integration suite, so each report's
// own spec checks its own section and reports.spec.ts checks the whole page once.
// The axe-core that @axe-core/playwright depends on, as its minified build: the builder's default is
// `axe.source`, the unminified file (1.3 MB against 0.58 MB), which every check sends to the page
// and the page compiles before it runs a rule. The same version and rules; the first injection
// into a page took about 90 ms of the renderer's time instead of about 185 (bench/README.md,
// "The test suite's duration").
const fromBuilder = createRequire(createRequire(__filename).resolve("@axe-core/playwright"));
const AXE_SOURCE = readFileSync(fromBuilder.resolve("axe-core/axe.min.js"), "utf8");

export async function expectNoSeriousA11yViolations(page: Page, label: string, within: string[] = []) {
  // resultTypes: only violations are reported in full; axe skips building selectors for every passing
  // node, its main cost on a long page (axe-core's API guide, "performance"), and finds the same violations.
  // options() replaces the run options, so it comes before withTags, which adds runOnly to them.
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  for (const selector of within) builder.include(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(serious, `axe on ${label}`).toEqual([]);
}

// The screen at desktop and phone width, saved under test-results/screenshots/; `ready` waits for
// whatever a resized screen must show before the shot.
export async function screenshotBothWidths(page: Page, name: string, ready: () => Promise<void> = async () => {}) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await ready();
    await saveScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let counter = 0;
// A unique suffix so tests that create data never collide across runs and workers.
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

type Stage = { id: number; name: string; position: number };

// A closed job of our own with applicants, so board tests never disturb seeded data other specs read
// (`status: "open"` leaves it open, as a job that still takes applications).
export async function createJobWithApplicants(request: APIRequestContext, title: string, names: string[], options: { status?: "open" | "closed" } = {}) {
  const created = await request.post("/api/jobs", { data: { title, status: "open", location: "Testville" } });
  expect(created.status()).toBe(201);
  const { job } = (await created.json()) as { job: { id: number; slug: string } };
  for (const name of names) {
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.com`;
    const applied = await request.post(`/api/public/orgs/acme/jobs/${job.slug}/apply`, { data: { name, email } });
    expect(applied.status(), await applied.text()).toBe(201);
  }
  if ((options.status ?? "closed") === "closed") {
    const closed = await request.patch(`/api/jobs/${job.id}`, { data: { status: "closed" } });
    expect(closed.status()).toBe(200);
  }
  const stagesResponse = await request.get(`/api/jobs/${job.id}/applications?limit=1`);
  const { stages } = (await stagesResponse.json()) as { stages: Stage[] };
  return { jobId: job.id, stages };
}

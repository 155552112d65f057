import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { signInAs } from "./support/auth";

// The production server as `npm start` runs it (scripts/serve.ts): what it tells the app about the
// client, and that its pages load whole.

async function bucketKeys(prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string }>("SELECT key FROM rate_limit_buckets WHERE key LIKE $1", [`${prefix}%`]);
    return rows.map((r) => r.key);
  } finally {
    await client.end();
  }
}

// Every same-origin response that answered 404 while the page loaded.
function collect404s(page: Page): string[] {
  const missing: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (response.status() === 404 && url.origin === new URL(process.env.E2E_BASE_URL!).origin) missing.push(url.pathname);
  });
  return missing;
}

test.describe("the front door", () => {
  test("a client's own X-Forwarded-For, X-Real-IP and Forwarded headers pick no rate-limit bucket", async ({ request }) => {
    const forged = ["198.51.100.201", "198.51.100.202", "198.51.100.203"];
    for (const address of forged) {
      const res = await request.get("/api/public/orgs/acme/jobs", { headers: { "x-forwarded-for": address, "x-real-ip": address, forwarded: `for=${address}` } });
      expect(res.status()).toBe(200);
    }
    expect(await bucketKeys("public:198.51.100.20")).toEqual([]);
    expect(await bucketKeys("public:127.0.0.1")).toEqual(["public:127.0.0.1"]);
  });

  test("no HSTS over plain http, even when the client claims https", async ({ request }) => {
    const res = await request.get("/api/version", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("careers pages, sign-in, home and the board load without a single 404, icon included", async ({ page }) => {
    const missing = collect404s(page);
    await page.goto("/careers/acme");
    await page.getByRole("link", { name: /Frontend Engineer/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Frontend Engineer/ })).toBeVisible();
    await signInAs(page, "recruiter");
    // found by its title: the jobs other specs create push it off the list's first page
    await page.goto("/jobs?q=Frontend%20Engineer");
    await page.getByRole("link", { name: /Frontend Engineer/ }).first().click();
    await expect(page.getByRole("region", { name: "Pipeline board" })).toBeVisible();
    // headless Chromium fetches no icons by itself: ask for every icon a browser would
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")!));
    expect(icons.length).toBeGreaterThan(0);
    for (const href of [...icons, "/favicon.ico"]) expect((await page.request.get(href)).status(), href).toBe(200);
    expect(missing).toEqual([]);
  });
});

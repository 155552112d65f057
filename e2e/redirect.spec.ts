import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../prisma/demo-users";
import { demoUser } from "./support/auth";

// Issue 17, item 1: /login?callbackUrl=... must never send a person to another site after a real
// sign-in. Each form below is one that browsers read as another host (or a scheme) if it is followed
// as given; the app must land on its own origin instead (docs/decisions/110).

// callbackUrl query strings exactly as they would appear in a phishing link
const BYPASSES: string[] = [
  "%2F%5Cevil.example%2Fphish", // /\evil.example/phish
  "%2F%09%2Fevil.example", // /<tab>/evil.example
  "%2F%0A%2Fevil.example", // /<newline>/evil.example
  "%2F%2Fevil.example",
  "%5C%5Cevil.example",
  "%2F%2F%2Fevil.example",
  "%2F.%2F%2Fevil.example",
  "%20%2F%2Fevil.example",
  "%00%2F%2Fevil.example",
  "https%3A%2F%2Fevil.example%2Fphish",
  "http%3Aevil.example",
  "javascript%3Alocation%3D%27https%3A%2F%2Fevil.example%27",
  "%252F%252Fevil.example", // double-encoded: the page sees %2F%2Fevil.example
];

// Any request for the foreign host is answered here and remembered, so a leak shows as a failure
// rather than as a DNS error on an offline machine.
async function watchForeignHost(context: BrowserContext): Promise<string[]> {
  const visits: string[] = [];
  await context.route(
    (url) => url.hostname.endsWith("evil.example"),
    (route) => {
      visits.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<h1>phished</h1>" });
    },
  );
  return visits;
}

async function signInFrom(page: Page, query: string) {
  const user = demoUser("recruiter");
  await page.goto(`/login?callbackUrl=${query}`);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 20_000 });
}

test.describe("sign-in redirect stays on this site", () => {
  for (const query of BYPASSES) {
    test(`callbackUrl=${query} lands on /home`, async ({ page, context, baseURL }) => {
      const visits = await watchForeignHost(context);
      await signInFrom(page, query);
      await expect(page).toHaveURL(/\/home$/);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      await expect(page.getByRole("heading", { level: 1, name: /Welcome back/ })).toBeVisible();
      expect(visits).toEqual([]);
    });
  }

  // percent-encoded slashes stay encoded: the browser asks this server for an odd path, nothing more
  test("callbackUrl=%2F%255Cevil.example stays a path on this origin", async ({ page, context, baseURL }) => {
    const visits = await watchForeignHost(context);
    await signInFrom(page, "%2F%255Cevil.example");
    const landed = new URL(page.url());
    expect(landed.origin).toBe(new URL(baseURL!).origin);
    expect(landed.pathname).toBe("/%5Cevil.example");
    expect(visits).toEqual([]);
  });

  // the control: a genuine same-origin callback is still honoured, query and fragment included
  test("a same-origin callback with query and fragment is kept", async ({ page, context }) => {
    const visits = await watchForeignHost(context);
    await signInFrom(page, encodeURIComponent("/jobs?q=writer#list"));
    await expect(page).toHaveURL(/\/jobs\?q=writer#list$/);
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
    expect(visits).toEqual([]);
  });
});

import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { runAdmin } from "./support/admin-cli";

// Every page's scripts run by a per-request nonce (proxy.ts, docs/decisions/271): a script in a
// job description does not run, not even one that got past the Markdown renderer into the HTML,
// while the page's own scripts do. The organization is our own, so other specs' boards are unaffected.

const INJECTED = "<script>window.__injected = 'ran'</script>";


function scriptSources(policy: string): string[] {
  return (policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "").trim().split(/\s+/).slice(1);
}

test("a script injected into a job description does not run; the page's own scripts do", async ({ page, request }) => {
  test.setTimeout(120_000);
  const slug = `csp-${Date.now().toString(36)}-${randomBytes(2).toString("hex")}`;
  const email = `admin@${slug}.example`;
  await runAdmin("create-org", "--name", `CSP ${slug}`, "--slug", slug, "--admin-email", email);
  const key = await runAdmin("create-api-key", "--email", email);
  const created = await request.post("/api/jobs", {
    headers: { Authorization: `Bearer ${key}` },
    data: { title: "Script tester", status: "open", description: `Hello ${INJECTED} <img src=x onerror="window.__injected='img'"> world` },
  });
  expect(created.status()).toBe(201);
  const { job } = (await created.json()) as { job: { slug: string } };
  const jobPath = `/careers/${slug}/${job.slug}`;

  // the policy: a fresh nonce per response, no 'unsafe-inline' for scripts
  const policies = await Promise.all([1, 2].map(async () => (await request.get(jobPath)).headers()["content-security-policy"]));
  const [first, second] = policies.map(scriptSources);
  expect(first).toContain("'strict-dynamic'");
  expect(first).not.toContain("'unsafe-inline'");
  const nonce = first.find((s) => s.startsWith("'nonce-"));
  expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}'$/);
  expect(second.find((s) => s.startsWith("'nonce-"))).not.toBe(nonce);

  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (blocked: string) => violations.push(blocked));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (b: string) => void }).reportViolation(`${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
    );
  });

  // as served: the description is text, and nothing of it runs
  await page.goto(jobPath);
  await expect(page.getByRole("heading", { level: 1, name: "Script tester" })).toBeVisible();
  await expect(page.getByText(/Hello/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  expect(violations, "the page itself needs nothing the policy forbids").toEqual([]);

  // as if the renderer had let the script through: the same response with it in the markup, on the
  // job's page (no script of its own, decision 440) and on its form's page (Next.js's nonce'd scripts)
  for (const path of [jobPath, `${jobPath}/apply`]) {
    violations.length = 0;
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</main>", `${INJECTED}</main>`);
      await route.fulfill({ response, body: html });
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Script tester" })).toBeVisible();
    await expect.poll(() => violations.filter((v) => v.startsWith("inline "))).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  }
  // the form page's own scripts ran: Next.js's client started and hydrated the apply form
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: { version?: string } }).next?.version)).toBe("string");
  expect(await page.evaluate(() => [...document.scripts].filter((s) => s.nonce).length)).toBeGreaterThan(0);
  await expect(page.getByRole("form", { name: "Apply for this job" })).toBeVisible();
});

import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

type Received = { headers: IncomingHttpHeaders; body: string };

// A partner's receiver on loopback (the web server runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=true).
// It answers `status` to each request and keeps what arrived.
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hiring-hook`;
  return { url, received, state, close: () => new Promise((resolve) => server.close(resolve)) };
}

const verify = (secret: string, request: Received) =>
  new Webhook(secret).verify(request.body, Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]))) as {
    type: string;
    data: { id: number; title?: string };
  };

test.describe("settings: webhooks", () => {
  test("an admin adds an endpoint, copies its secret once, tests it, reads the log, retries, disables and deletes it", async ({ page }) => {
    const receiver = await startReceiver();
    try {
      await signInAs(page, "admin", "/settings?tab=webhooks");
      // Looked up inside the page's main landmark: once, after two-factor.spec.ts on one worker, the
      // document also held a hidden, stale copy of the streamed settings panel outside <main>
      // (`<div hidden id="S:0">`), and a page-wide getByLabel found both copies of each field.
      const main = page.getByRole("main");
      await expect(page.getByRole("tab", { name: "Webhooks" })).toHaveAttribute("aria-selected", "true");
      // "Application received" comes preselected, so only the address is missing
      await expect(main.getByLabel("Application received")).toBeChecked();
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await expect(main.getByText("Enter the address that receives the events")).toBeVisible();
      await expect(main.getByLabel("Endpoint URL")).toBeFocused();
      await expect(main.getByText("Pick at least one event, or all events.")).toHaveCount(0);
      await main.getByLabel("Application received").uncheck();
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await expect(main.getByText("Pick at least one event, or all events.")).toBeVisible();

      const description = unique("Partner HRIS");
      // the setting that lets a loopback receiver through is named where the address is typed
      await expect(main.getByLabel("Endpoint URL")).toHaveAccessibleDescription(/WEBHOOK_ALLOW_PRIVATE_TARGETS is on/);
      await main.getByLabel("Endpoint URL").fill(receiver.url);
      await main.getByLabel("Description (optional)").fill(description);
      await main.getByLabel("Job changed").check();
      await page.getByRole("button", { name: "Add endpoint" }).click();
      const secret = (await main.getByTestId("webhook-secret").innerText()).trim();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      await expect(page.getByRole("button", { name: "Copy secret" })).toBeVisible();
      const item = page.getByRole("listitem", { name: `Endpoint ${description}` });
      await expect(item).toContainText(receiver.url);
      await expect(item).toContainText("Events: job.updated");
      await expectNoSeriousA11yViolations(page, "settings: webhooks with a new secret");
      await page.getByRole("button", { name: "Done" }).click();
      await expect(main.getByTestId("webhook-secret")).toHaveCount(0);

      // a test event, signed with the secret just shown, and its delivery in the log
      await item.getByRole("button", { name: `Send test event to ${description}` }).click();
      const log = item.getByRole("table", { name: `Deliveries to ${receiver.url}, newest first` });
      await expect(log.getByTestId("webhook-delivery").first()).toContainText("succeeded", { timeout: 15_000 });
      await expect(log.getByTestId("webhook-delivery").first()).toContainText("webhook.test");
      await expect(log.getByTestId("webhook-delivery").first()).toContainText("200");
      expect(verify(secret, receiver.received[0]).type).toBe("webhook.test");

      // a real change while the receiver fails: logged with its answer and a next attempt
      receiver.state.status = 503;
      const created = await page.request.post("/api/jobs", { data: { title: unique("Webhook job") } });
      const { job } = (await created.json()) as { job: { id: number; title: string } };
      expect((await page.request.patch(`/api/jobs/${job.id}`, { data: { title: `${job.title} (renamed)` } })).status()).toBe(200);
      // other specs change jobs too: find this job's event by what the receiver got
      await expect.poll(() => receiver.received.some((r) => verify(secret, r).data.id === job.id), { timeout: 15_000 }).toBe(true);
      const failedAttempt = receiver.received.find((r) => verify(secret, r).data.id === job.id)!;
      const failedRow = log.getByTestId("webhook-delivery").filter({ hasText: String(failedAttempt.headers["webhook-id"]) });
      await expect(failedRow.first()).toContainText("503", { timeout: 15_000 });
      await expect(failedRow.first()).toContainText("pending");
      receiver.state.status = 200;
      await failedRow.getByRole("button", { name: /^Retry job\.updated delivery/ }).click();
      // every attempt is a row, newest first: the retry's success above the 503 it followed
      await expect(failedRow.first()).toContainText("succeeded", { timeout: 15_000 });
      await expect(failedRow.last()).toContainText("503");
      await expect(failedRow.last()).toContainText("failed");
      // each attempt shows when it was made to the second: the two rows a retry apart read apart
      const times = await failedRow.locator("time").evaluateAll((nodes) => nodes.map((n) => ({ iso: n.getAttribute("datetime"), text: n.textContent })));
      expect(times.length).toBeGreaterThanOrEqual(2);
      for (const time of times) expect(time.text).toMatch(/\d{1,2}:\d{2}:\d{2}/);
      expect(new Date(times[0].iso!).getTime()).toBeGreaterThan(new Date(times[times.length - 1].iso!).getTime());
      const attempts = receiver.received.filter((r) => r.headers["webhook-id"] === failedAttempt.headers["webhook-id"]);
      expect(attempts.length).toBeGreaterThanOrEqual(2);
      expect(verify(secret, attempts[attempts.length - 1]).data).toMatchObject({ id: job.id, title: `${job.title} (renamed)` });
      await expectNoSeriousA11yViolations(page, "settings: webhooks delivery log");
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoSeriousA11yViolations(page, "settings: webhooks delivery log on a phone");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshotBothWidths(page, "settings-webhooks", async () => {
        await expect(log).toBeVisible();
      });

      // keyboard: the log folds away and back with Enter
      const toggle = item.getByRole("button", { name: `Hide deliveries of ${description}` });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(item.getByRole("button", { name: `Deliveries of ${description}` })).toHaveAttribute("aria-expanded", "false");
      await expect(log).toHaveCount(0);

      await item.getByRole("button", { name: `Disable ${description}` }).click();
      await expect(item).toContainText("Disabled");
      await expect(item.getByRole("button", { name: `Send test event to ${description}` })).toBeDisabled();
      await item.getByRole("button", { name: `Enable ${description}` }).click();
      await expect(item).toContainText("Enabled");

      await item.getByRole("button", { name: `Delete ${description}` }).click();
      const dialog = page.getByRole("dialog", { name: `Delete ${description}?` });
      await dialog.getByRole("button", { name: "Delete endpoint" }).click();
      await expect(dialog).toBeHidden();
      await expect(item).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });

  test("other roles see no webhooks tab and the API refuses them", async ({ page }) => {
    await signInAs(page, "recruiter", "/settings?tab=webhooks");
    await expect(page.getByRole("tab", { name: "Webhooks" })).toHaveCount(0);
    const refused = await page.request.get("/api/webhooks");
    expect(refused.status()).toBe(403);
  });
});

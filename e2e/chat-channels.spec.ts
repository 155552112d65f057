import { expect, test } from "@playwright/test";
import { startSlackApi } from "../tests/support/slack-api";
import { startTeamsWorkflow } from "../tests/support/teams-workflow";
import { signedInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Channel posts (issue 49, item 4; docs/decisions/484, 485): an admin installs the Slack app by OAuth, sends applications
// for one job to a Slack channel and adds a Microsoft Teams channel; a candidate applies, and the
// delivery log shows both posts, which Slack's stand-in (where playwright.config.ts points the server:
// SLACK_API_URL, E2E_PORT + 28) and a Teams workflow's stand-in received.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 28;
const TOKEN = "xoxb-5555555555-6666666666-e2eChannelsTokenAbc";

test("an admin installs Slack, posts a job's applications to a Slack channel and a Teams channel, and sees both delivered", async ({ page }) => {
  test.setTimeout(180_000);
  const slack = await startSlackApi({
    token: TOKEN,
    team: "Acme Slack",
    users: {},
    channels: { C0GENERAL1: "general", C0HIRING01: "hiring" },
    port: PORT,
    // the Slack app playwright.config.ts names (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET)
    oauth: { clientId: "1111111111.2222222222", clientSecret: "e2e0slack0client0secret0000000001", codes: new Set() },
  });
  const teams = await startTeamsWorkflow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, "admin");
  const title = unique("Chat Channels Engineer");
  const created = await page.request.post("/api/jobs", { data: { title, status: "open", location: "Testville" } });
  expect(created.status()).toBe(201);
  const { job } = (await created.json()) as { job: { id: number; slug: string } };
  try {
    await page.goto("/settings?tab=notifications");
    const panel = page.getByRole("region", { name: "Slack" });
    // installed by OAuth: Slack's stand-in approves at once and sends the admin back with a code
    await panel.getByRole("button", { name: "Install the Slack app" }).click();
    await expect(page).toHaveURL(/\/settings\?tab=notifications$/);
    await expect(panel.getByText("Connected to the Slack workspace Acme Slack.")).toBeVisible();
    expect(slack.calls.filter((c) => c.method === "oauth.v2.access")).toHaveLength(1);

    // a channel Slack does not know is refused in words; #hiring is found by its name
    const rules = panel.getByRole("form", { name: "Add a Slack channel post" });
    await rules.getByLabel("Event").selectOption("application.created");
    await rules.getByLabel("Job").selectOption(String(job.id));
    await rules.getByLabel("Slack channel").fill("#nowhere");
    await rules.getByRole("button", { name: "Add channel post" }).click();
    await expect(panel.getByText(/Slack did not find the channel/)).toBeVisible();
    await rules.getByLabel("Slack channel").fill("#hiring");
    await rules.getByRole("button", { name: "Add channel post" }).click();
    await expect(panel.getByText(`Application received · ${title} → #hiring`)).toBeVisible();

    const teamsPanel = page.getByRole("region", { name: "Microsoft Teams" });
    await teamsPanel.getByLabel("Channel name").fill("Recruiting");
    await teamsPanel.getByLabel("Workflow URL").fill(teams.url("e2e"));
    await expect(teamsPanel.getByLabel("Application received")).toBeChecked();
    await teamsPanel.getByRole("button", { name: "Add Teams channel" }).click();
    await expect(teamsPanel.getByText("Recruiting", { exact: true })).toBeVisible();
    // the URL is a secret: only its host and last characters are shown
    await expect(teamsPanel.getByText(/127\.0\.0\.1:\d+ …6789/)).toBeVisible();
    await expect(page.getByText("e2eSig0123456789")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "Slack channel posts and Teams channels");

    // a candidate applies on the careers site
    const applied = await page.request.post(`/api/public/orgs/acme/jobs/${job.slug}/apply`, { data: { name: "Rosa Chat", email: `rosa.${Date.now()}@example.com` } });
    expect(applied.status(), await applied.text()).toBe(201);
    // the Teams channel takes every job's applications, and other specs apply to Acme's jobs meanwhile:
    // exactly one post is about this candidate
    const rosasTeamsPosts = () => teams.posts.filter((p) => JSON.stringify(p.body).includes("Rosa Chat")).length;
    await expect.poll(rosasTeamsPosts, { timeout: 60_000 }).toBe(1);
    await expect.poll(() => slack.calls.filter((c) => c.method === "chat.postMessage").length, { timeout: 60_000 }).toBe(1);
    const post = slack.calls.find((c) => c.method === "chat.postMessage")!;
    expect(post.params.channel).toBe("C0HIRING01");
    expect(post.params.text).toMatch(new RegExp(`^New application: Rosa Chat applied to ${title}: http.*/applications/\\d+$`));

    await page.reload();
    const log = page.getByRole("region", { name: "Recent chat messages" });
    // this candidate's two posts, each delivered (the log holds the other specs' applications too)
    const rosas = log.getByRole("listitem").filter({ hasText: "Rosa Chat" });
    await expect(rosas).toHaveCount(2);
    await expect(rosas.filter({ hasText: "to #hiring" })).toHaveCount(1);
    await expect(rosas.filter({ hasText: "to Teams: Recruiting" })).toHaveCount(1);
    await expect(rosas.filter({ hasText: "Delivered" })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, "the chat delivery log");
    await screenshotBothWidths(page, "chat-channels", async () => {
      await expect(page.getByRole("region", { name: "Microsoft Teams" })).toBeVisible();
    });

    await page.getByRole("button", { name: "Remove the Teams channel Recruiting" }).click();
    await expect(page.getByText("No Teams channels yet")).toBeVisible();
    await panel.getByRole("button", { name: "Stop posting Application received to #hiring" }).click();
    await expect(panel.getByText("No events are posted to Slack channels")).toBeVisible();
  } finally {
    await page.request.delete("/api/orgs/me/slack");
    await page.request.patch(`/api/jobs/${job.id}`, { data: { status: "closed" } });
    await slack.close();
    await teams.close();
  }
});

import { afterAll, describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/auth/api-keys";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { appUrl } from "@/lib/env";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { deliverChatMessage } from "@/lib/server/chat/deliver-chat-message";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { startSlackApi } from "./support/slack-api";
import { startTeamsWorkflow } from "./support/teams-workflow";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// Channel posts (docs/decisions/484): an admin sends event kinds, for every job or one, to Slack
// channels (checked with the Web API) and to Microsoft Teams channels (their Workflows URL, a secret).
// The official Slack client runs against a server answering Slack's documented methods, and the
// Teams posts reach a stand-in workflow; posts go through the chat-delivery queue and its log, carry
// a link back, and never a salary or feedback text.
const TOKEN = "xoxb-3333333333-4444444444-channelsTOKENabcdef";
// five channels, listed two a page: #hiring is found on the second page
const CHANNELS = { C0GENERAL1: "general", C0RANDOM01: "random", C0HIRING01: "hiring", C0ENGHIRE1: "eng-hiring", C0OUTSIDE1: "outside" };
const slack = await startSlackApi({ token: TOKEN, team: "Acme Slack", users: {}, channels: CHANNELS, joined: ["C0GENERAL1", "C0RANDOM01", "C0HIRING01", "C0ENGHIRE1"] });
const teams = await startTeamsWorkflow();
withSettings({ SLACK_API_URL: slack.url });
// the stand-in workflow listens on loopback, over http, as webhook tests' targets do
withSettings({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
const { call } = withApi();
afterAll(async () => {
  await stopBackgroundWork();
  await slack.close();
  await teams.close();
});

const SALARY = { amount: 85000, currency: "EUR", period: "year" };
const NOTES = "Confidential: weak on systems design, asked for 95k";

async function scene() {
  const world = await createWorld(unique("Channels Org"));
  const job = await createJob(world.organization.id, { title: "Platform Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const other = await createJob(world.organization.id, { title: "Designer" });
  const ana = await createApplication(job, { candidateName: "Ana Silva", candidateEmail: `${unique("ana")}@example.test`, stageIndex: 3 });
  const bo = await createApplication(other, { candidateName: "Bo Chen", candidateEmail: `${unique("bo")}@example.test` });
  expect((await call("PUT", "/api/orgs/me/slack", { key: world.admin.key, body: { botToken: TOKEN } })).status).toBe(200);
  return { world, job, other, ana, bo };
}

const rule = (key: string, body: object) => call("POST", "/api/orgs/me/slack/channel-rules", { key, body });
const posts = (from: number) => slack.calls.slice(from).filter((c) => c.method === "chat.postMessage");

// an offer on the application, sent, and the link's token set by the test (only its hash is stored)
async function sentOffer(world: Awaited<ReturnType<typeof scene>>["world"], applicationId: number) {
  const drafted = await call("POST", `/api/applications/${applicationId}/offers`, {
    key: world.recruiter.key,
    body: { salary: SALARY, startDate: "2027-01-04", expiresAt: null, employmentType: "full_time", terms: null },
  });
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
  const offerId = drafted.body.offer.id as number;
  expect((await call("POST", `/api/offers/${offerId}/submit`, { key: world.recruiter.key })).body.offer.status).toBe("approved");
  expect((await call("POST", `/api/offers/${offerId}/send`, { key: world.recruiter.key })).status).toBe(200);
  const token = unique("tok").replace(/[^A-Za-z0-9_-]/g, "").padEnd(43, "x").slice(0, 43);
  await ownerDb.offer.update({ where: { id: offerId }, data: { tokenHash: hashSecret(token) } });
  return () => call("POST", `/api/public/offers/${token}`, { body: { accept: true, signatureName: "Ana Silva" } });
}

describe("Slack channel rules", () => {
  it("are kept by the admins, for a channel Slack finds by id or by name, audited", async () => {
    const { world, job } = await scene();
    expect((await rule(world.recruiter.key, { event: "offer.accepted", channel: "#hiring" })).status).toBe(403);
    expect((await call("GET", "/api/orgs/me/slack/channel-rules", { key: world.hiring_manager.key })).status).toBe(403);
    expect((await rule(world.admin.key, { event: "offer.sent", channel: "#hiring" })).status).toBe(400);
    expect((await rule(world.admin.key, { event: "offer.accepted", channel: "#no-such-channel" })).body.error).toContain("channel_not_found");
    expect((await rule(world.admin.key, { event: "offer.accepted", channel: "C0MISSING1" })).body.error).toContain("channel_not_found");
    expect((await rule(world.admin.key, { event: "offer.accepted", jobId: 2_000_000_000, channel: "#hiring" })).status).toBe(400);

    const byName = await rule(world.admin.key, { event: "offer.accepted", channel: "#hiring" });
    expect(byName.status).toBe(201);
    expect(byName.body.rule).toMatchObject({ event: "offer.accepted", jobId: null, jobTitle: null, channelId: "C0HIRING01", channelName: "hiring" });
    // #hiring is on conversations.list's second page
    expect(slack.calls.filter((c) => c.method === "conversations.list").slice(-2).map((c) => c.params.cursor ?? null)).toEqual([null, expect.any(String)]);
    const byId = await rule(world.admin.key, { event: "feedback.submitted", jobId: job.id, channel: "C0ENGHIRE1" });
    expect(byId.body.rule).toMatchObject({ channelId: "C0ENGHIRE1", channelName: "eng-hiring", jobId: job.id, jobTitle: "Platform Engineer" });
    expect(slack.calls.at(-1)).toMatchObject({ method: "conversations.info", authorization: `Bearer ${TOKEN}`, params: { channel: "C0ENGHIRE1" } });
    expect((await rule(world.admin.key, { event: "offer.accepted", channel: "C0HIRING01" })).status).toBe(409);

    const list = await call("GET", "/api/orgs/me/slack/channel-rules", { key: world.admin.key });
    expect(list.body.rules.map((r: { event: string; channelName: string }) => [r.event, r.channelName])).toEqual([
      ["feedback.submitted", "eng-hiring"],
      ["offer.accepted", "hiring"],
    ]);
    expect((await call("DELETE", `/api/orgs/me/slack/channel-rules/${byName.body.rule.id}`, { key: world.recruiter.key })).status).toBe(403);
    expect((await call("DELETE", `/api/orgs/me/slack/channel-rules/${byName.body.rule.id}`, { key: world.admin.key })).status).toBe(200);
    expect((await call("DELETE", `/api/orgs/me/slack/channel-rules/${byName.body.rule.id}`, { key: world.admin.key })).status).toBe(404);
    const audit = await call("GET", "/api/audit-logs?targetType=organization", { key: world.admin.key });
    expect(audit.body.logs.map((l: { action: string }) => l.action).slice(0, 3)).toEqual(["slack.channel_rule_deleted", "slack.channel_rule_created", "slack.channel_rule_created"]);

    // another organization neither sees nor removes them
    const stranger = await createWorld(unique("Other Org"));
    expect((await call("GET", "/api/orgs/me/slack/channel-rules", { key: stranger.admin.key })).body.rules).toEqual([]);
    expect((await call("DELETE", `/api/orgs/me/slack/channel-rules/${byId.body.rule.id}`, { key: stranger.admin.key })).status).toBe(404);
  });

  it("cannot be made before Slack is connected", async () => {
    const world = await createWorld(unique("Unconnected Org"));
    expect((await rule(world.admin.key, { event: "offer.accepted", channel: "#hiring" })).status).toBe(409);
  });
});

describe("Channel posts", () => {
  it("post an accepted offer and a feedback to their channels, for the chosen job only, with a link and no salary or feedback text", async () => {
    const { world, job, ana, bo } = await scene();
    await rule(world.admin.key, { event: "offer.accepted", channel: "#hiring" });
    await rule(world.admin.key, { event: "feedback.submitted", jobId: job.id, channel: "#eng-hiring" });
    const card = await call("POST", "/api/orgs/me/teams/channels", { key: world.admin.key, body: { name: "Recruiting", url: teams.url("offers"), events: ["offer.accepted", "feedback.submitted"] } });
    expect(card.status).toBe(201);
    const accept = await sentOffer(world, ana.id);
    await startBackgroundWork();
    const before = slack.calls.length;
    const teamsBefore = teams.posts.length;

    for (const application of [ana, bo]) {
      const saved = await call("PUT", `/api/applications/${application.id}/feedback`, { key: world.admin.key, body: { notes: NOTES, recommendation: "no", ratings: [] } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    expect((await accept()).status).toBe(200);
    await eventually(async () => ((await ownerDb.chatDelivery.count({ where: { organizationId: world.organization.id, status: "delivered" } })) === 5 ? true : null), 30_000, "the five posts");

    const made = posts(before);
    expect(made.map((c) => [c.params.channel, c.params.text]).sort()).toEqual([
      ["C0ENGHIRE1", `Feedback submitted on Ana Silva for Platform Engineer: ${appUrl()}/applications/${ana.id}`],
      ["C0HIRING01", `Ana Silva accepted the offer for Platform Engineer: ${appUrl()}/applications/${ana.id}`],
    ]);
    expect(made.every((c) => c.authorization === `Bearer ${TOKEN}`)).toBe(true);
    const cards = teams.posts.slice(teamsBefore);
    expect(cards).toHaveLength(3);
    expect(cards.every((p) => p.contentType === "application/json" && p.path.startsWith("/workflows/offers/"))).toBe(true);
    expect(cards.map((p) => (p.body as { attachments: { content: { body: { text: string }[] } }[] }).attachments[0].content.body[0].text).sort()).toEqual([
      "Ana Silva accepted the offer for Platform Engineer",
      "Feedback submitted on Ana Silva for Platform Engineer",
      "Feedback submitted on Bo Chen for Designer",
    ]);
    expect(cards[0].body).toEqual({
      type: "message",
      attachments: [
        {
          contentType: "application/vnd.microsoft.card.adaptive",
          contentUrl: null,
          content: {
            $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
            type: "AdaptiveCard",
            version: "1.4",
            body: [{ type: "TextBlock", text: expect.any(String), wrap: true }],
            actions: [{ type: "Action.OpenUrl", title: "Open in Hiring", url: expect.stringMatching(new RegExp(`^${appUrl()}/applications/(${ana.id}|${bo.id})$`)) }],
          },
        },
      ],
    });
    const everything = JSON.stringify([made, cards, await ownerDb.chatDelivery.findMany({ where: { organizationId: world.organization.id } })]);
    expect(everything).not.toMatch(/85000|85,000|EUR|95k|Confidential|systems design|salary/i);
  });

  it("posts an application moved to a stage, and nothing of the kinds no channel chose", async () => {
    const { world, job, ana } = await scene();
    await rule(world.admin.key, { event: "application.moved", channel: "#hiring" });
    const stages = await ownerDb.stage.findMany({ where: { jobId: job.id }, orderBy: { position: "asc" } });
    await stopBackgroundWork();
    // a change that is not a move posts nothing
    expect((await call("PATCH", `/api/applications/${ana.id}`, { key: world.recruiter.key, body: { source: "referral" } })).status).toBe(200);
    expect(await ownerDb.chatDelivery.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect((await call("PATCH", `/api/applications/${ana.id}`, { key: world.recruiter.key, body: { currentStageId: stages[1].id } })).status).toBe(200);
    const queued = await ownerDb.chatDelivery.findMany({ where: { organizationId: world.organization.id } });
    expect(queued.map((d) => [d.kind, d.text, d.slackChannel, d.userId, d.status])).toEqual([["application.moved", `Ana Silva (Platform Engineer) moved to ${stages[1].name}`, "C0HIRING01", null, "pending"]]);
    // posted here, so no job of this test is left for another file's queue (the workers share a database)
    const before = slack.calls.length;
    await asOwner(() => deliverChatMessage({ deliveryId: queued[0].id }));
    expect(posts(before).map((c) => [c.params.channel, c.params.text])).toEqual([["C0HIRING01", `Ana Silva (Platform Engineer) moved to ${stages[1].name}: ${appUrl()}/applications/${ana.id}`]]);
  });

  it("are retried by the queue on 5xx and 429, kept as failed on an answer a retry cannot change, and shown in the log", async () => {
    const { world, ana } = await scene();
    await rule(world.admin.key, { event: "feedback.submitted", channel: "#hiring" });
    await rule(world.admin.key, { event: "feedback.submitted", channel: "#outside" }); // the app is not in it
    await call("POST", "/api/orgs/me/teams/channels", { key: world.admin.key, body: { name: "Flaky", url: teams.url("flaky"), events: ["feedback.submitted"] } });
    await call("POST", "/api/orgs/me/teams/channels", { key: world.admin.key, body: { name: "Deleted flow", url: teams.url("gone"), events: ["feedback.submitted"] } });
    await stopBackgroundWork(); // the test runs the queue's job itself, try by try
    await call("PUT", `/api/applications/${ana.id}/feedback`, { key: world.admin.key, body: { notes: NOTES, recommendation: "yes", ratings: [] } });
    const rows = await ownerDb.chatDelivery.findMany({ where: { organizationId: world.organization.id }, orderBy: { id: "asc" } });
    const teamsRows = await ownerDb.teamsChannel.findMany({ where: { organizationId: world.organization.id }, orderBy: { id: "asc" } });
    const hiring = rows.find((r) => r.slackChannel === "C0HIRING01")!;
    const outside = rows.find((r) => r.slackChannel === "C0OUTSIDE1")!;
    const flaky = rows.find((r) => r.teamsChannelId === teamsRows[0].id)!;
    const gone = rows.find((r) => r.teamsChannelId === teamsRows[1].id)!;

    slack.state.failPosts = 1;
    slack.state.rateLimitPosts = 1;
    await expect(asOwner(() => deliverChatMessage({ deliveryId: hiring.id }))).rejects.toThrow("Slack: ");
    await expect(asOwner(() => deliverChatMessage({ deliveryId: hiring.id }))).rejects.toThrow("Slack: ");
    expect(await ownerDb.chatDelivery.findUniqueOrThrow({ where: { id: hiring.id } })).toMatchObject({ status: "pending", attempts: 2 });
    await asOwner(() => deliverChatMessage({ deliveryId: hiring.id }));
    await asOwner(() => deliverChatMessage({ deliveryId: outside.id }));

    teams.state.answers = [503, 429];
    await expect(asOwner(() => deliverChatMessage({ deliveryId: flaky.id }))).rejects.toThrow("Teams: HTTP 503");
    await expect(asOwner(() => deliverChatMessage({ deliveryId: flaky.id }))).rejects.toThrow("Teams: HTTP 429");
    await asOwner(() => deliverChatMessage({ deliveryId: flaky.id }));
    teams.state.answers = [404];
    await asOwner(() => deliverChatMessage({ deliveryId: gone.id }));
    // a delivered or failed post is not posted again
    const seen = teams.posts.length;
    await asOwner(() => deliverChatMessage({ deliveryId: gone.id }));
    expect(teams.posts.length).toBe(seen);

    const log = await call("GET", "/api/orgs/me/slack/deliveries", { key: world.admin.key });
    expect(log.status).toBe(200);
    const byId = new Map(log.body.deliveries.map((d: { id: number }) => [d.id, d]));
    expect(byId.get(hiring.id)).toMatchObject({ status: "delivered", attempts: 3, error: null, userId: null, to: { kind: "slack_channel", id: "C0HIRING01", name: "hiring" } });
    expect(byId.get(outside.id)).toMatchObject({ status: "failed", attempts: 1, error: "not_in_channel", to: { kind: "slack_channel", name: "outside" } });
    expect(byId.get(flaky.id)).toMatchObject({ status: "delivered", attempts: 3, error: null, to: { kind: "teams_channel", id: String(teamsRows[0].id), name: "Flaky" } });
    expect(byId.get(gone.id)).toMatchObject({ status: "failed", attempts: 1, error: expect.stringMatching(/^HTTP 404/), to: { kind: "teams_channel", name: "Deleted flow" } });
    expect((await call("GET", "/api/orgs/me/slack/deliveries", { key: world.recruiter.key })).status).toBe(403);
  });
});

describe("Microsoft Teams channels", () => {
  it("are added by the admins with a Workflows URL kept encrypted, shown masked, checked like webhook targets, audited", async () => {
    const world = await createWorld(unique("Teams Org"));
    const url = teams.url("recruiting");
    const body = { name: "Recruiting", url, events: ["application.created", "candidate.hired", "candidate.hired"] };
    expect((await call("POST", "/api/orgs/me/teams/channels", { key: world.recruiter.key, body })).status).toBe(403);
    expect((await call("GET", "/api/orgs/me/teams/channels", { key: world.interviewer.key })).status).toBe(403);
    expect((await call("POST", "/api/orgs/me/teams/channels", { key: world.admin.key, body: { ...body, url: "ftp://example.test/hook" } })).status).toBe(400);
    expect((await call("POST", "/api/orgs/me/teams/channels", { key: world.admin.key, body: { ...body, url: "https://user:pw@example.test/hook" } })).body.error).toContain("user name or password");
    expect((await call("POST", "/api/orgs/me/teams/channels", { key: world.admin.key, body: { ...body, events: [] } })).status).toBe(400);

    const added = await call("POST", "/api/orgs/me/teams/channels", { key: world.admin.key, body });
    expect(added.status).toBe(201);
    expect(added.body.channel).toEqual({ id: expect.any(Number), name: "Recruiting", urlHint: expect.stringMatching(/^127\.0\.0\.1:\d+ …6789$/), events: ["application.created", "candidate.hired"], createdAt: expect.any(String) });
    const listed = await call("GET", "/api/orgs/me/teams/channels", { key: world.admin.key });
    expect(JSON.stringify(listed.body)).not.toContain("recruitingSig");
    const stored = await ownerDb.teamsChannel.findUniqueOrThrow({ where: { id: added.body.channel.id } });
    expect(stored.urlEncrypted).toMatch(/^v1\./);
    expect(stored.urlEncrypted).not.toContain("recruitingSig");

    expect((await call("DELETE", `/api/orgs/me/teams/channels/${added.body.channel.id}`, { key: world.recruiter.key })).status).toBe(403);
    expect((await call("DELETE", `/api/orgs/me/teams/channels/${added.body.channel.id}`, { key: world.admin.key })).status).toBe(200);
    expect((await call("GET", "/api/orgs/me/teams/channels", { key: world.admin.key })).body.channels).toEqual([]);
    const audit = await call("GET", "/api/audit-logs?targetType=organization", { key: world.admin.key });
    expect(audit.body.logs.map((l: { action: string }) => l.action)).toEqual(["teams.channel_removed", "teams.channel_added"]);
    expect(JSON.stringify(audit.body)).not.toContain("recruitingSig");
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { appUrl } from "@/lib/env";
import { deliverChatMessage } from "@/lib/server/chat/deliver-chat-message";
import { receiveInboundMail } from "@/lib/server/messages/receive-mail";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { startSlackApi } from "./support/slack-api";
import { createWorld, type Member } from "./support/world";
import { withSettings } from "./support/settings";

// Slack (docs/decisions/482): the official client against a server answering Slack's documented Web
// API methods. An admin connects a bot token (tried, kept encrypted, never returned); a member who
// chose chat for a kind gets it as a direct message to the Slack user with their e-mail, with a link
// back and nothing else; a failed post is retried by the queue and shown to the admins.
const TOKEN = "xoxb-1111111111-2222222222-abcdefGHIJKLmnopqrst";
const slackUsers: Record<string, string> = {};
const slack = await startSlackApi({ token: TOKEN, team: "Acme Slack", users: slackUsers });
// the address a candidate's reply comes back to
withSettings({ SLACK_API_URL: slack.url, INBOUND_MAIL_DOMAIN: "replies.slack.test" });
const { call } = withApi();
afterAll(async () => {
  await stopBackgroundWork();
  await slack.close();
});

async function scene(connect = true) {
  const world = await createWorld(unique("Slack Org"));
  const job = await createJob(world.organization.id, { title: "Platform Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const ana = await createApplication(job, { candidateName: "Ana Silva", candidateEmail: `${unique("ana")}@example.test` });
  if (connect) expect((await call("PUT", "/api/orgs/me/slack", { key: world.admin.key, body: { botToken: TOKEN } })).status).toBe(200);
  return { world, ana };
}

const wantsChat = (m: Member) => call("PUT", "/api/users/me/notification-preferences", { key: m.key, body: { timeZone: "UTC", digestHour: 8, kinds: { mention: { inApp: true, email: "off", chat: true } } } });
const mention = (key: string, candidateId: number, m: Member) => call("POST", `/api/candidates/${candidateId}/notes`, { key, body: { body: `@[${m.name}](${m.id}) salary expectations are 95,000 EUR` } });

describe("Slack", () => {
  it("is connected by an admin with a token Slack accepts, kept encrypted and never returned", async () => {
    const { world } = await scene(false);
    const wrong = await call("PUT", "/api/orgs/me/slack", { key: world.admin.key, body: { botToken: "xoxb-9999999999-wrong-token-here" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain("invalid_auth");
    expect((await call("PUT", "/api/orgs/me/slack", { key: world.admin.key, body: { botToken: "not a token" } })).status).toBe(400);
    expect((await call("PUT", "/api/orgs/me/slack", { key: world.recruiter.key, body: { botToken: TOKEN } })).status).toBe(403);

    const connected = await call("PUT", "/api/orgs/me/slack", { key: world.admin.key, body: { botToken: TOKEN } });
    expect(connected.body).toEqual({ slack: { connected: true, teamName: "Acme Slack", connectedAt: expect.any(String) } });
    expect(slack.calls.filter((c) => c.method === "auth.test").at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
    const stored = await ownerDb.slackConnection.findUniqueOrThrow({ where: { organizationId: world.organization.id } });
    expect(stored.botTokenEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(TOKEN.slice(5));
    const read = await call("GET", "/api/orgs/me/slack", { key: world.admin.key });
    expect(JSON.stringify(read.body)).not.toContain("xoxb");
    expect((await call("GET", "/api/orgs/me/slack", { key: world.hiring_manager.key })).status).toBe(403);

    expect((await call("DELETE", "/api/orgs/me/slack", { key: world.admin.key })).body.slack.connected).toBe(false);
    const audit = await call("GET", "/api/audit-logs?targetType=organization", { key: world.admin.key });
    expect(audit.body.logs.map((l: { action: string }) => l.action)).toEqual(["slack.disconnected", "slack.connected"]);
  });

  it("messages a member who chose chat, through the queue, by their e-mail, with a link and nothing of the note", async () => {
    const { world, ana } = await scene();
    slackUsers[world.hiring_manager.email] = "U0HANK";
    expect((await wantsChat(world.hiring_manager)).status).toBe(200);
    await startBackgroundWork();
    const before = slack.calls.length;
    expect((await mention(world.recruiter.key, ana.candidateId, world.hiring_manager)).status).toBe(201);
    const delivered = await eventually(() => ownerDb.chatDelivery.findFirst({ where: { userId: world.hiring_manager.id, status: "delivered" } }), 30_000, "the Slack message");
    expect(delivered.attempts).toBe(1);
    const made = slack.calls.slice(before);
    expect(made.map((c) => c.method)).toEqual(["users.lookupByEmail", "chat.postMessage"]);
    expect(made.every((c) => c.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(made[0].params.email).toBe(world.hiring_manager.email);
    expect(made[1].params.channel).toBe("U0HANK");
    expect(made[1].params.text).toBe(`${world.recruiter.name} mentioned you on Ana Silva: ${appUrl()}/candidates/${ana.candidateId}`);
    expect(JSON.stringify(made[1].params)).not.toMatch(/95,000|salary/);
    // the admin was mentioned too and chose nothing: no message for them
    expect(await ownerDb.chatDelivery.count({ where: { userId: world.admin.id } })).toBe(0);
  });

  it("keeps a failed post for the queue to try again, and shows each try and Slack's answer to the admins", async () => {
    const { world, ana } = await scene();
    slackUsers[world.hiring_manager.email] = "U0HANK2";
    await wantsChat(world.hiring_manager);
    await wantsChat(world.interviewer);
    await stopBackgroundWork(); // this test runs the queue's job itself, try by try
    await call("POST", `/api/applications/${ana.id}/interviewers`, { key: world.recruiter.key, body: { userIds: [world.interviewer.id] } });
    await mention(world.recruiter.key, ana.candidateId, world.hiring_manager);
    await mention(world.recruiter.key, ana.candidateId, world.interviewer);
    const [toHank, toIvan] = await Promise.all([world.hiring_manager, world.interviewer].map((m) => ownerDb.chatDelivery.findFirstOrThrow({ where: { userId: m.id } })));

    slack.state.failPosts = 1;
    await expect(asOwner(() => deliverChatMessage({ deliveryId: toHank.id }))).rejects.toThrow("Slack: ");
    expect(await ownerDb.chatDelivery.findUniqueOrThrow({ where: { id: toHank.id } })).toMatchObject({ status: "pending", attempts: 1 });
    await asOwner(() => deliverChatMessage({ deliveryId: toHank.id }));
    // no Slack user with the interviewer's e-mail: failed at once, not retried
    await asOwner(() => deliverChatMessage({ deliveryId: toIvan.id }));

    const log = await call("GET", "/api/orgs/me/slack/deliveries", { key: world.admin.key });
    expect(log.status).toBe(200);
    expect(log.body.deliveries.map((d: { userId: string; status: string; attempts: number; error: string | null }) => [d.userId, d.status, d.attempts, d.error])).toEqual([
      [world.interviewer.id, "failed", 1, "users_not_found"],
      [world.hiring_manager.id, "delivered", 2, null],
    ]);
    expect((await call("GET", "/api/orgs/me/slack/deliveries", { key: world.recruiter.key })).status).toBe(403);
  });

  it("messages a member of what a candidate did too, which happens outside any member's request", async () => {
    const { world, ana } = await scene();
    await call("PUT", "/api/users/me/notification-preferences", { key: world.hiring_manager.key, body: { timeZone: "UTC", digestHour: 8, kinds: { candidate_replied: { inApp: true, email: "off", chat: true } } } });
    expect((await call("POST", `/api/candidates/${ana.candidateId}/messages`, { key: world.hiring_manager.key, body: { subject: "Hello", body: "Hi", applicationId: ana.id } })).status).toBe(201);
    const replyTo = (await ownerDb.outboxEmail.findFirstOrThrow({ where: { organizationId: world.organization.id, replyTo: { not: null } } })).replyTo!;
    const stored = await receiveInboundMail({ envelopeTo: [replyTo], headerTo: [replyTo], from: "ana@example.test", subject: "Re: Hello", text: "Thanks", headers: new Map(), messageId: `<${unique("m")}@example.test>`, attachments: [] });
    expect(stored.status).toBe("stored");
    expect(await ownerDb.chatDelivery.findFirstOrThrow({ where: { userId: world.hiring_manager.id } })).toMatchObject({ kind: "candidate_replied", text: "Ana Silva replied: Re: Hello", status: "pending" });
  });

  it("sends nothing where the organization has not connected Slack", async () => {
    const { world, ana } = await scene(false);
    await wantsChat(world.hiring_manager);
    await mention(world.recruiter.key, ana.candidateId, world.hiring_manager);
    expect(await ownerDb.chatDelivery.count({ where: { userId: world.hiring_manager.id } })).toBe(0);
    expect((await call("GET", "/api/notifications", { key: world.hiring_manager.key })).body.notifications).toHaveLength(1);
  });
});

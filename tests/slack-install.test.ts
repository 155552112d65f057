import { afterAll, afterEach, describe, expect, it } from "vitest";
import { advanceClock, resetClock, setClock } from "@/lib/clock";
import { ownerDb } from "@/lib/db/owner";
import { appUrl } from "@/lib/env";
import { unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { startSlackApi } from "./support/slack-api";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// Installing the Slack app by OAuth (docs/decisions/485): Slack's approval page with a signed state,
// and the code exchanged for the bot token with oauth.v2.access through the official client, against
// a server answering Slack's documented method.
const TOKEN = "xoxb-7777777777-8888888888-oauthInstallTokenAbc";
const CLIENT = { clientId: "1234567890.9876543210", clientSecret: "0123456789abcdef0123456789abcdef" };
const codes = new Set<string>();
const slack = await startSlackApi({ token: TOKEN, team: "Installed Slack", users: {}, oauth: { ...CLIENT, codes } });
withSettings({ SLACK_API_URL: slack.url, SLACK_CLIENT_ID: CLIENT.clientId, SLACK_CLIENT_SECRET: CLIENT.clientSecret, SLACK_AUTHORIZE_URL: "https://slack.example/oauth/v2/authorize" });
const { call } = withApi();
afterAll(() => slack.close());
afterEach(() => resetClock());

async function approval(key: string) {
  const started = await call("POST", "/api/orgs/me/slack/install", { key });
  expect(started.status).toBe(200);
  const url = new URL(started.body.url);
  const code = unique("code").replace(/\W/g, "");
  codes.add(code);
  return { url, code, state: url.searchParams.get("state")! };
}

describe("Slack's app install", () => {
  it("sends the admin to Slack's approval page and exchanges the code it sends back for the bot token, kept encrypted", async () => {
    const world = await createWorld(unique("Install Org"));
    expect((await call("POST", "/api/orgs/me/slack/install", { key: world.recruiter.key })).status).toBe(403);
    const { url, code, state } = await approval(world.admin.key);
    expect(url.origin + url.pathname).toBe("https://slack.example/oauth/v2/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT.clientId,
      scope: "chat:write,users:read,users:read.email,channels:read,groups:read",
      redirect_uri: `${appUrl()}/settings/slack`,
      state: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
    });

    expect((await call("POST", "/api/orgs/me/slack/oauth", { key: world.recruiter.key, body: { code, state } })).status).toBe(403);
    const finished = await call("POST", "/api/orgs/me/slack/oauth", { key: world.admin.key, body: { code, state } });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body).toEqual({ slack: { connected: true, teamName: "Installed Slack", connectedAt: expect.any(String) } });
    const exchange = slack.calls.filter((c) => c.method === "oauth.v2.access").at(-1)!;
    expect(exchange.params).toMatchObject({ code, redirect_uri: `${appUrl()}/settings/slack` });
    const stored = await ownerDb.slackConnection.findUniqueOrThrow({ where: { organizationId: world.organization.id } });
    expect(stored.botTokenEncrypted).toMatch(/^v1\./);
    expect(stored.botTokenEncrypted).not.toContain(TOKEN.slice(5));
    const audit = await call("GET", "/api/audit-logs?targetType=organization", { key: world.admin.key });
    expect(audit.body.logs[0]).toMatchObject({ action: "slack.connected", metadata: { teamName: "Installed Slack", via: "oauth" } });

    // the code is good once, as Slack's
    const again = await call("POST", "/api/orgs/me/slack/oauth", { key: world.admin.key, body: { code, state } });
    expect(again.status).toBe(400);
    expect(again.body.error).toContain("invalid_code");
  });

  it("refuses a state that is not this admin's, was changed, or is too old", async () => {
    const world = await createWorld(unique("Install Org"));
    const other = await createWorld(unique("Other Install Org"));
    setClock("2026-12-01T10:00:00.000Z");
    const { code, state } = await approval(world.admin.key);
    const [payload, signature] = state.split(".");
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), o: other.organization.id })).toString("base64url");
    for (const [key, tried] of [
      [other.admin.key, state], // carried to another organization
      [world.admin.key, `${forged}.${signature}`], // changed
      [world.admin.key, `${payload}.${signature.slice(0, -2)}xx`], // signed by someone else
      [world.admin.key, "not-a-state"],
    ] as const) {
      const answer = await call("POST", "/api/orgs/me/slack/oauth", { key, body: { code, state: tried } });
      expect(answer.status, tried).toBe(400);
      expect(answer.body.error).toContain("state");
    }
    advanceClock(16 * 60 * 1000);
    expect((await call("POST", "/api/orgs/me/slack/oauth", { key: world.admin.key, body: { code, state } })).body.error).toContain("too long");
    // none of them reached Slack, and nothing was kept
    expect(slack.calls.filter((c) => c.method === "oauth.v2.access" && c.params.code === code)).toEqual([]);
    expect(await ownerDb.slackConnection.count({ where: { organizationId: { in: [world.organization.id, other.organization.id] } } })).toBe(0);
  });
});

import { PageQuery } from "@/lib/api/paging";
import { ConnectSlackBody, CreateSlackChannelRuleBody, CreateTeamsChannelBody, FinishSlackInstallBody } from "@/lib/schemas/chat";
import { IdParams } from "@/lib/schemas/common";
import { OkResponse } from "@/lib/schemas/responses";
import {
  ChatDeliveriesResponse,
  SlackInstallResponse,
  SlackChannelRuleResponse,
  SlackChannelRulesResponse,
  SlackConnectionResponse,
  TeamsChannelResponse,
  TeamsChannelsResponse,
} from "@/lib/schemas/responses/chat";
import { operations } from "../declare";

// Slack and Microsoft Teams for the organization (docs/decisions/482, 484).
const tag = "Notifications";
const connected = { connected: true, teamName: "Acme", connectedAt: "2026-11-24T14:05:12.345Z" };
const rule = { id: 3, event: "offer.accepted", jobId: null, jobTitle: null, channelId: "C0HIRING01", channelName: "hiring", createdAt: "2026-11-24T14:05:12.345Z" };
const teams = { id: 2, name: "Recruiting", urlHint: "prod-12.westeurope.logic.azure.com …x9Q0", events: ["application.created", "candidate.hired"], createdAt: "2026-11-24T14:05:12.345Z" };
const posts =
  "Each post says who, which job and what happened (\"Ana Silva accepted the offer for Platform Engineer\") with a link to the application, built from the candidate's name, the job's title and the stage's name alone: never salaries, EEO answers or feedback text. `application.moved` is an application moved to another stage; the other kinds are the events of the same name.";

export const chatOperations = operations({
  getSlackConnection: {
    method: "get",
    path: "/api/orgs/me/slack",
    tag,
    summary: "The organization's Slack connection",
    description: "Extension (docs/decisions/482). Whether a bot token is kept, and the Slack workspace it belongs to. The token is never returned. Admins only.",
    access: "authenticated",
    // the organization's Slack
    need: "settings.manage",
    success: { status: 200, description: "The connection", schema: SlackConnectionResponse, example: { slack: connected } },
  },
  connectSlack: {
    method: "put",
    path: "/api/orgs/me/slack",
    tag,
    summary: "Connect Slack with a bot token",
    description:
      "Extension (docs/decisions/482). `botToken` is the bot token (`xoxb-…`) of the organization's Slack app, with the scopes `chat:write` and `users:read.email`. It is tried with `auth.test` first, then kept encrypted and never returned; it replaces an earlier one. From then on a member who chose `chat` for a kind in their notification preferences gets those notifications as direct messages, sent to the Slack user with their e-mail (`users.lookupByEmail`): the notification's text and a link back, never salaries, scorecard text or EEO answers. Audited as `slack.connected`.",
    access: "authenticated",
    need: "settings.manage",
    body: ConnectSlackBody,
    bodyExample: { botToken: "xoxb-1234567890-0987654321-AbCdEfGhIjKlMnOpQrStUvWx" },
    success: { status: 200, description: "The connection", schema: SlackConnectionResponse, example: { slack: connected } },
    errors: { 400: "Not a bot token, or Slack did not accept it (the detail names Slack's answer)." },
  },
  disconnectSlack: {
    method: "delete",
    path: "/api/orgs/me/slack",
    tag,
    summary: "Disconnect Slack",
    description: "Extension (docs/decisions/482). The token is forgotten; messages not posted yet fail with `Slack is no longer connected`. Audited as `slack.disconnected`.",
    access: "authenticated",
    need: "settings.manage",
    success: { status: 200, description: "The connection, now none", schema: SlackConnectionResponse, example: { slack: { connected: false, teamName: null, connectedAt: null } } },
  },
  listSlackDeliveries: {
    method: "get",
    path: "/api/orgs/me/slack/deliveries",
    tag,
    summary: "The Slack messages' delivery log",
    description:
      "Extension (docs/decisions/482). Every direct message of a notification and every post to a Slack or Teams channel (docs/decisions/484, `to` says which), newest first: `pending` while the job queue still tries (up to six tries, about 30 s apart and then twice as long each time), `delivered`, or `failed` with Slack's last answer in `error` (`users_not_found` when no Slack user has the member's e-mail, which is not retried). Paged with `limit` and `offset`. Admins only.",
    access: "authenticated",
    need: "settings.manage",
    query: PageQuery,
    success: {
      status: 200,
      description: "The log",
      schema: ChatDeliveriesResponse,
      example: {
        deliveries: [{ id: 4, userId: "cmh3k2x0q0002ab12cd34ef57", to: { kind: "member", id: "cmh3k2x0q0002ab12cd34ef57", name: null }, kind: "mention", text: "Rita Recruiter mentioned you on Ana Silva", status: "failed", attempts: 1, error: "users_not_found", createdAt: "2026-11-24T14:05:12.345Z", deliveredAt: null }],
        page: { limit: 50, offset: 0, total: 1 },
      },
    },
  },
  listSlackChannelRules: {
    method: "get",
    path: "/api/orgs/me/slack/channel-rules",
    tag,
    summary: "Which events are posted to which Slack channels",
    description: "Extension (docs/decisions/484). Every rule, by event kind then channel. Admins only.",
    access: "authenticated",
    need: "settings.manage",
    success: { status: 200, description: "The rules", schema: SlackChannelRulesResponse, example: { rules: [rule] } },
  },
  createSlackChannelRule: {
    method: "post",
    path: "/api/orgs/me/slack/channel-rules",
    tag,
    summary: "Post an event kind to a Slack channel",
    description:
      "Extension (docs/decisions/484). From now on every event of the kind (for `jobId` only, or every job when null) is posted to the channel through the job queue, retried and logged like the direct messages. `channel` is the channel's id (`C0123ABCD`, checked with `conversations.info`) or its name (`#hiring`, found with `conversations.list`); the app needs `channels:read` (and `groups:read` for private channels) and must be in the channel to post. " +
      posts +
      " Audited as `slack.channel_rule_created`.",
    access: "authenticated",
    need: "settings.manage",
    body: CreateSlackChannelRuleBody,
    bodyExample: { event: "offer.accepted", jobId: null, channel: "#hiring" },
    success: { status: 201, description: "The rule", schema: SlackChannelRuleResponse, example: { rule } },
    errors: { 400: "Invalid body, no such job, or Slack did not find the channel (the detail names Slack's answer).", 409: "Slack is not connected, or the event already goes to that channel." },
  },
  deleteSlackChannelRule: {
    method: "delete",
    path: "/api/orgs/me/slack/channel-rules/{id}",
    tag,
    summary: "Stop posting an event kind to a Slack channel",
    description: "Extension (docs/decisions/484). Posts already queued still go out. Audited as `slack.channel_rule_deleted`.",
    access: "authenticated",
    need: "settings.manage",
    params: IdParams,
    success: { status: 200, description: "Removed", schema: OkResponse, example: { ok: true } },
    errors: { 404: "No rule with this id in the caller's organization." },
  },
  listTeamsChannels: {
    method: "get",
    path: "/api/orgs/me/teams/channels",
    tag,
    summary: "The Microsoft Teams channels events are posted to",
    description: "Extension (docs/decisions/484). Each channel's name, the event kinds it gets and a hint of its Workflows URL; the URL itself is never returned. Admins only.",
    access: "authenticated",
    // the organization's Microsoft Teams channels
    need: "settings.manage",
    success: { status: 200, description: "The channels", schema: TeamsChannelsResponse, example: { channels: [teams] } },
  },
  createTeamsChannel: {
    method: "post",
    path: "/api/orgs/me/teams/channels",
    tag,
    summary: "Add a Microsoft Teams channel",
    description:
      "Extension (docs/decisions/484). `url` is the address of the channel's \"Post to a channel when a webhook request is received\" workflow; it carries its own signature, so it is kept encrypted and never returned. It follows the webhooks' target rules: `https://` to a public address. Each event of the kinds in `events` is POSTed to it as a message with one Adaptive Card (version 1.4: the text, and an `Action.OpenUrl` button back) through the job queue; 429 and 5xx answers are retried, any other non-2xx answer fails the post at once. " +
      posts +
      " Audited as `teams.channel_added`.",
    access: "authenticated",
    need: "settings.manage",
    body: CreateTeamsChannelBody,
    bodyExample: { name: "Recruiting", url: "https://prod-12.westeurope.logic.azure.com/workflows/0a1b2c/triggers/manual/paths/invoke?api-version=2016-06-01&sig=AbCdx9Q0", events: ["application.created", "candidate.hired"] },
    success: { status: 201, description: "The channel", schema: TeamsChannelResponse, example: { channel: teams } },
    errors: { 400: "Invalid body, or the URL is refused (not https, or not a public address)." },
  },
  deleteTeamsChannel: {
    method: "delete",
    path: "/api/orgs/me/teams/channels/{id}",
    tag,
    summary: "Remove a Microsoft Teams channel",
    description: "Extension (docs/decisions/484). Its URL is forgotten, and its posts leave the delivery log with it. Audited as `teams.channel_removed`.",
    access: "authenticated",
    need: "settings.manage",
    params: IdParams,
    success: { status: 200, description: "Removed", schema: OkResponse, example: { ok: true } },
    errors: { 404: "No Teams channel with this id in the caller's organization." },
  },
  startSlackInstall: {
    method: "post",
    path: "/api/orgs/me/slack/install",
    tag,
    summary: "Start installing the Slack app by OAuth",
    description:
      "Extension (docs/decisions/485). The address of Slack's approval page (`oauth/v2/authorize`) for the server's Slack app (`SLACK_CLIENT_ID`), asking for `chat:write`, `users:read`, `users:read.email`, `channels:read` and `groups:read`, with a `state` signed for this admin in this organization and good for 15 minutes. Slack sends the admin back to `/settings/slack` with a `code`, which that page hands to `POST /api/orgs/me/slack/oauth`. Admins only.",
    access: "authenticated",
    need: "settings.manage",
    success: { status: 200, description: "Where to send the admin", schema: SlackInstallResponse, example: { url: "https://slack.com/oauth/v2/authorize?client_id=123.456&scope=chat%3Awrite%2Cusers%3Aread&redirect_uri=https%3A%2F%2Fhiring.example%2Fsettings%2Fslack&state=eyJv.sig" } },
    errors: { 409: "The server has no Slack app to install (`SLACK_CLIENT_ID` and `SLACK_CLIENT_SECRET` unset): paste a bot token instead." },
  },
  finishSlackInstall: {
    method: "post",
    path: "/api/orgs/me/slack/oauth",
    tag,
    summary: "Finish installing the Slack app",
    description:
      "Extension (docs/decisions/485). `code` and `state` are what Slack's approval page sent the admin back with. The state must be one this admin started in this organization less than 15 minutes ago; the code is exchanged for the bot token with `oauth.v2.access`, which is then kept as a pasted one is (encrypted, never returned). Audited as `slack.connected`.",
    access: "authenticated",
    need: "settings.manage",
    body: FinishSlackInstallBody,
    bodyExample: { code: "1234567890.0987654321.abcdef", state: "eyJv.sig" },
    success: { status: 200, description: "The connection", schema: SlackConnectionResponse, example: { slack: connected } },
    errors: { 400: "The state is not this admin's, or too old, or Slack did not accept the code (the detail names Slack's answer).", 409: "The server has no Slack app to install." },
  },
});

import { PageQuery } from "@/lib/api/paging";
import { ConnectSlackBody } from "@/lib/schemas/chat";
import { ChatDeliveriesResponse, SlackConnectionResponse } from "@/lib/schemas/responses/chat";
import type { Operation } from "../types";

// Slack for the organization (docs/decisions/482).
const tag = "Notifications";
const connected = { connected: true, teamName: "Acme", connectedAt: "2026-11-24T14:05:12.345Z" };

export const chatOperations: Operation[] = [
  {
    method: "get",
    path: "/api/orgs/me/slack",
    operationId: "getSlackConnection",
    tag,
    summary: "The organization's Slack connection",
    description: "Extension (docs/decisions/482). Whether a bot token is kept, and the Slack workspace it belongs to. The token is never returned. Admins only.",
    access: "authenticated",
    success: { status: 200, description: "The connection", schema: SlackConnectionResponse, example: { slack: connected } },
  },
  {
    method: "put",
    path: "/api/orgs/me/slack",
    operationId: "connectSlack",
    tag,
    summary: "Connect Slack with a bot token",
    description:
      "Extension (docs/decisions/482). `botToken` is the bot token (`xoxb-…`) of the organization's Slack app, with the scopes `chat:write` and `users:read.email`. It is tried with `auth.test` first, then kept encrypted and never returned; it replaces an earlier one. From then on a member who chose `chat` for a kind in their notification preferences gets those notifications as direct messages, sent to the Slack user with their e-mail (`users.lookupByEmail`): the notification's text and a link back, never salaries, scorecard text or EEO answers. Audited as `slack.connected`.",
    access: "authenticated",
    body: ConnectSlackBody,
    bodyExample: { botToken: "xoxb-1234567890-0987654321-AbCdEfGhIjKlMnOpQrStUvWx" },
    success: { status: 200, description: "The connection", schema: SlackConnectionResponse, example: { slack: connected } },
    errors: { 400: "Not a bot token, or Slack did not accept it (the detail names Slack's answer)." },
  },
  {
    method: "delete",
    path: "/api/orgs/me/slack",
    operationId: "disconnectSlack",
    tag,
    summary: "Disconnect Slack",
    description: "Extension (docs/decisions/482). The token is forgotten; messages not posted yet fail with `Slack is no longer connected`. Audited as `slack.disconnected`.",
    access: "authenticated",
    success: { status: 200, description: "The connection, now none", schema: SlackConnectionResponse, example: { slack: { connected: false, teamName: null, connectedAt: null } } },
  },
  {
    method: "get",
    path: "/api/orgs/me/slack/deliveries",
    operationId: "listSlackDeliveries",
    tag,
    summary: "The Slack messages' delivery log",
    description:
      "Extension (docs/decisions/482). Every direct message of a notification, newest first: `pending` while the job queue still tries (up to six tries, about 30 s apart and then twice as long each time), `delivered`, or `failed` with Slack's last answer in `error` (`users_not_found` when no Slack user has the member's e-mail, which is not retried). Paged with `limit` and `offset`. Admins only.",
    access: "authenticated",
    query: PageQuery,
    success: {
      status: 200,
      description: "The log",
      schema: ChatDeliveriesResponse,
      example: {
        deliveries: [{ id: 4, userId: "cmh3k2x0q0002ab12cd34ef57", kind: "mention", text: "Rita Recruiter mentioned you on Ana Silva", status: "failed", attempts: 1, error: "users_not_found", createdAt: "2026-11-24T14:05:12.345Z", deliveredAt: null }],
        page: { limit: 50, offset: 0, total: 1 },
      },
    },
  },
];

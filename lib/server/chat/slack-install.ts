import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { WebClient } from "@slack/web-api";
import { authSecret } from "@/lib/auth/secret";
import type { Caller } from "@/lib/auth/caller";
import { nowMs } from "@/lib/clock";
import { appUrl, env } from "@/lib/env";
import { BadRequest, Conflict } from "@/lib/errors";
import type { FinishSlackInstallBody } from "@/lib/schemas/chat";
import { slackError } from "./slack-client";
import { keepSlackToken } from "./slack-connection";

// Slack's app install by OAuth (docs/decisions/485): the admin is sent to Slack's approval page with
// a signed state, Slack sends them back to /settings/slack with a code, and the page hands code and
// state to finishSlackInstall, which exchanges the code for the bot token with oauth.v2.access. The
// token is kept as a pasted one is (decision 482). Who holds `settings.manage` does both (the routes).

// what the app asks for: direct messages and channel posts, members by e-mail, channels by name
export const SLACK_SCOPES = ["chat:write", "users:read", "users:read.email", "channels:read", "groups:read"];
// an approval longer than this starts again
const STATE_TTL_MS = 15 * 60 * 1000;

type State = { o: number; u: string; e: number; n: string };

const redirectUri = () => `${appUrl()}/settings/slack`;
const sign = (payload: string) => createHmac("sha256", authSecret()).update(`hiring-slack-oauth-state.${payload}`).digest("base64url");

function configured(): { clientId: string; clientSecret: string } {
  const { SLACK_CLIENT_ID: clientId, SLACK_CLIENT_SECRET: clientSecret } = env();
  if (!clientId || !clientSecret) throw new Conflict("Installing the Slack app is not set up on this server (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET): paste a bot token instead");
  return { clientId, clientSecret };
}

// POST /api/orgs/me/slack/install: the address of Slack's approval page for this admin
export function startSlackInstall(caller: Caller): { url: string } {
  const { clientId } = configured();
  const payload = Buffer.from(JSON.stringify({ o: caller.orgId, u: caller.userId, e: nowMs() + STATE_TTL_MS, n: randomBytes(12).toString("base64url") } satisfies State)).toString("base64url");
  const url = new URL(env().SLACK_AUTHORIZE_URL);
  url.searchParams.set("client_id", clientId);
  url.searchParams.set("scope", SLACK_SCOPES.join(","));
  url.searchParams.set("redirect_uri", redirectUri());
  url.searchParams.set("state", `${payload}.${sign(payload)}`);
  return { url: url.toString() };
}

// The state is this server's, unexpired, and was made for this admin in this organization: a code
// cannot be carried to another organization, nor finished by someone who did not start it.
function checkState(caller: Caller, state: string): void {
  const [payload, signature] = state.split(".");
  const expected = payload ? sign(payload) : "";
  const valid = signature !== undefined && signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  let parsed: State | null = null;
  if (valid) {
    try {
      parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as State;
    } catch {
      parsed = null;
    }
  }
  if (!parsed || parsed.o !== caller.orgId || parsed.u !== caller.userId) throw new BadRequest("Invalid body: state: not an approval this admin started", [{ path: "state", message: "Start installing the Slack app again" }]);
  if (parsed.e < nowMs()) throw new BadRequest("Invalid body: state: the approval took too long", [{ path: "state", message: "Start installing the Slack app again" }]);
}

// POST /api/orgs/me/slack/oauth {code, state}: the code Slack gave back, exchanged for the bot token
export async function finishSlackInstall(caller: Caller, body: FinishSlackInstallBody) {
  const { clientId, clientSecret } = configured();
  checkState(caller, body.state);
  let token: string;
  let teamName: string | null;
  try {
    const answer = await new WebClient(undefined, { slackApiUrl: env().SLACK_API_URL, retryConfig: { retries: 0 }, timeout: 10_000 }).oauth.v2.access({ client_id: clientId, client_secret: clientSecret, code: body.code, redirect_uri: redirectUri() });
    if (answer.token_type !== "bot" || !answer.access_token?.startsWith("xoxb-")) throw Object.assign(new Error("no_bot_token"), { data: { error: "no_bot_token" } });
    token = answer.access_token;
    teamName = answer.team?.name ?? null;
  } catch (error) {
    throw new BadRequest(`Invalid body: code: Slack did not accept the code (${slackError(error)})`, [{ path: "code", message: "Slack did not accept this approval" }]);
  }
  return keepSlackToken(caller, token, teamName, "oauth");
}

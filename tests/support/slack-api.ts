import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type SlackCall = { method: string; authorization: string | undefined; params: Record<string, string> };

// Slack's Web API on a loopback port, answering the documented methods the product calls (auth.test,
// users.lookupByEmail, conversations.info, conversations.list, chat.postMessage) as Slack does:
// form-encoded or JSON arguments, a JSON answer with `ok`, and `error` on failure. Keeps every call
// for the test to check; `failPosts` answers the next chat.postMessage calls with an outage (HTTP
// 503), `rateLimitPosts` with HTTP 429 and Retry-After. `channels` are the workspace's channels (id →
// name), listed two a page as conversations.list pages with a cursor; `joined` are those the app is
// in (posting elsewhere answers not_in_channel).
// `port` fixes the port (the browser specs' server is pointed at it), else any free one.
// `oauth` is the app whose install it answers: its approval page (GET /oauth/v2/authorize) approves
// at once and sends the browser back with a code; oauth.v2.access with its client id and secret and one
// of its `codes` (each good once, as Slack's) answers the bot token.
export async function startSlackApi(options: {
  token: string;
  team: string;
  users: Record<string, string>;
  channels?: Record<string, string>;
  joined?: string[];
  port?: number;
  oauth?: { clientId: string; clientSecret: string; codes: Set<string> };
}) {
  const calls: SlackCall[] = [];
  const state = { failPosts: 0, rateLimitPosts: 0 };
  const channels = options.channels ?? {};
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const params: Record<string, string> = (req.headers["content-type"] ?? "").includes("json")
        ? Object.fromEntries(Object.entries(JSON.parse(text || "{}") as Record<string, unknown>).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]))
        : Object.fromEntries(new URLSearchParams(text));
      // Slack's approval page, approved at once: back to redirect_uri with a new code and the state
      if (req.method === "GET" && (req.url ?? "").startsWith("/oauth/v2/authorize")) {
        const asked = new URL(req.url ?? "/", "http://slack.test").searchParams;
        if (!options.oauth || asked.get("client_id") !== options.oauth.clientId) {
          res.writeHead(400, { "content-type": "text/plain" });
          return res.end("invalid_client_id");
        }
        const code = `code${Date.now()}${options.oauth.codes.size}`;
        options.oauth.codes.add(code);
        const back = new URL(asked.get("redirect_uri") ?? "http://invalid");
        back.searchParams.set("code", code);
        back.searchParams.set("state", asked.get("state") ?? "");
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      const method = (req.url ?? "/").replace(/^\/api\//, "").split("?")[0];
      calls.push({ method, authorization: req.headers.authorization, params });
      const answer = (status: number, body: object, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
        res.end(JSON.stringify(body));
      };
      if (method === "oauth.v2.access") {
        // the client's id and secret come as arguments or as HTTP Basic credentials
        const basic = req.headers.authorization?.startsWith("Basic ") ? Buffer.from(req.headers.authorization.slice(6), "base64").toString().split(":") : [];
        const [id, secret] = [params.client_id ?? basic[0], params.client_secret ?? basic[1]];
        if (!options.oauth || id !== options.oauth.clientId || secret !== options.oauth.clientSecret) return answer(200, { ok: false, error: "invalid_client_id" });
        if (!options.oauth.codes.delete(params.code)) return answer(200, { ok: false, error: "invalid_code" });
        return answer(200, { ok: true, access_token: options.token, token_type: "bot", scope: "chat:write,users:read,users:read.email,channels:read,groups:read", bot_user_id: "U0BOT", app_id: "A0APP", team: { id: "T0001", name: options.team }, enterprise: null, is_enterprise_install: false });
      }
      if (req.headers.authorization !== `Bearer ${options.token}`) return answer(200, { ok: false, error: "invalid_auth" });
      if (method === "auth.test") return answer(200, { ok: true, url: "https://acme.slack.com/", team: options.team, user: "hiring", team_id: "T0001", user_id: "U0BOT" });
      if (method === "users.lookupByEmail") {
        const id = options.users[params.email];
        return id ? answer(200, { ok: true, user: { id, name: params.email.split("@")[0] } }) : answer(200, { ok: false, error: "users_not_found" });
      }
      if (method === "conversations.info") {
        const name = channels[params.channel];
        return name ? answer(200, { ok: true, channel: { id: params.channel, name, is_channel: true, is_archived: false } }) : answer(200, { ok: false, error: "channel_not_found" });
      }
      if (method === "conversations.list") {
        const all = Object.entries(channels);
        const start = Number(params.cursor ? Buffer.from(params.cursor, "base64").toString() : 0);
        const next = start + 2 < all.length ? Buffer.from(String(start + 2)).toString("base64") : "";
        return answer(200, { ok: true, channels: all.slice(start, start + 2).map(([id, name]) => ({ id, name, is_channel: true })), response_metadata: { next_cursor: next } });
      }
      if (method === "chat.postMessage") {
        if (state.failPosts > 0) {
          state.failPosts -= 1;
          return answer(503, { ok: false, error: "service_unavailable" });
        }
        if (state.rateLimitPosts > 0) {
          state.rateLimitPosts -= 1;
          return answer(429, { ok: false, error: "ratelimited" }, { "retry-after": "30" });
        }
        if (/^[CG]/.test(params.channel)) {
          if (!channels[params.channel]) return answer(200, { ok: false, error: "channel_not_found" });
          if (!(options.joined ?? Object.keys(channels)).includes(params.channel)) return answer(200, { ok: false, error: "not_in_channel" });
        }
        return answer(200, { ok: true, channel: params.channel, ts: "1700000000.000100", message: { text: params.text } });
      }
      return answer(200, { ok: false, error: "unknown_method" });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/`,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type SlackCall = { method: string; authorization: string | undefined; params: Record<string, string> };

// Slack's Web API on a loopback port, answering the documented methods the product calls (auth.test,
// users.lookupByEmail, chat.postMessage) as Slack does: form-encoded or JSON arguments, a JSON answer
// with `ok`, and `error` on failure. Keeps every call for the test to check; `failPosts` answers the
// next chat.postMessage calls with an outage (HTTP 503).
export async function startSlackApi(options: { token: string; team: string; users: Record<string, string> }) {
  const calls: SlackCall[] = [];
  const state = { failPosts: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const params: Record<string, string> = (req.headers["content-type"] ?? "").includes("json")
        ? Object.fromEntries(Object.entries(JSON.parse(text || "{}") as Record<string, unknown>).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]))
        : Object.fromEntries(new URLSearchParams(text));
      const method = (req.url ?? "/").replace(/^\/api\//, "").split("?")[0];
      calls.push({ method, authorization: req.headers.authorization, params });
      const answer = (status: number, body: object) => {
        res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${options.token}`) return answer(200, { ok: false, error: "invalid_auth" });
      if (method === "auth.test") return answer(200, { ok: true, url: "https://acme.slack.com/", team: options.team, user: "hiring", team_id: "T0001", user_id: "U0BOT" });
      if (method === "users.lookupByEmail") {
        const id = options.users[params.email];
        return id ? answer(200, { ok: true, user: { id, name: params.email.split("@")[0] } }) : answer(200, { ok: false, error: "users_not_found" });
      }
      if (method === "chat.postMessage") {
        if (state.failPosts > 0) {
          state.failPosts -= 1;
          return answer(503, { ok: false, error: "service_unavailable" });
        }
        return answer(200, { ok: true, channel: params.channel, ts: "1700000000.000100", message: { text: params.text } });
      }
      return answer(200, { ok: false, error: "unknown_method" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/`,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

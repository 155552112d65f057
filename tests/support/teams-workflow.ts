import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type TeamsPost = { path: string; contentType: string | undefined; body: unknown };

// A Microsoft Teams "Post to a channel when a webhook request is received" workflow on a loopback
// port: it takes a POSTed JSON message with an Adaptive Card attachment and answers 202 Accepted as
// the Workflows trigger does, or 400 when the body is not such a message. Keeps every post for the
// test to check; `answers` are the statuses of the next posts (503, 429, 404…), then 202 again.
export async function startTeamsWorkflow() {
  const posts: TeamsPost[] = [];
  const state = { answers: [] as number[] };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = null;
      }
      posts.push({ path: req.url ?? "/", contentType: req.headers["content-type"], body });
      const planned = state.answers.shift();
      const message = body as { type?: string; attachments?: { contentType?: string; content?: { type?: string } }[] } | null;
      const valid = req.method === "POST" && message?.type === "message" && message.attachments?.[0]?.contentType === "application/vnd.microsoft.card.adaptive" && message.attachments[0].content?.type === "AdaptiveCard";
      const status = planned ?? (valid ? 202 : 400);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(status === 202 ? "" : JSON.stringify({ error: { code: status === 404 ? "WorkflowNotFound" : "Error", message: `answered ${status}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // the shape of a Workflows URL: its signature in the query
    url: (name: string) => `http://127.0.0.1:${port}/workflows/${name}/triggers/manual/paths/invoke?api-version=2016-06-01&sig=${name}Sig0123456789`,
    posts,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

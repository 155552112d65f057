import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { path: string; headers: IncomingHttpHeaders; body: string; at: number };
type Answer = { status: number; delayMs?: number; headers?: Record<string, string>; body?: string };

// A webhook receiver on a loopback port, as a partner's system would run it: keeps every request
// as it arrived (headers and raw body, for signature checks) and answers what the test says.
export async function startWebhookReceiver(answer: (request: Received, index: number) => Answer = () => ({ status: 200 })) {
  const received: Received[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() };
      const index = received.push(request) - 1;
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      const { status, delayMs = 0, headers = {}, body = "ok" } = answer(request, index);
      setTimeout(() => {
        res.writeHead(status, { "content-type": "text/plain", ...headers });
        res.end(body);
      }, delayMs);
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = "/hooks") => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    // resolves once `count` requests (in all) have arrived; rejects after `timeoutMs`
    waitFor(count: number, timeoutMs = 20_000): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`receiver got ${received.length} of ${count} requests within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

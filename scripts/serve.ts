// Serves the built app (or `next dev` with --dev): Next.js behind our front door, which resolves
// the client's address and the forwarded headers from the socket and TRUSTED_PROXIES, adds HSTS
// on https, counts, times and logs every request (one JSON line), and on SIGTERM/SIGINT stops accepting, lets requests in flight finish (up to SHUTDOWN_DRAIN_MS, 10 s by default)
// and exits. `npm start`, the browser tests and the bench all serve through this file.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { closeDatabase, isEmbeddedDatabase } from "@/lib/db";
import { stopListeningForNotifications } from "@/lib/db/notification-channel";
import { routeLabeller } from "@/lib/net/api-routes";
import { addTransportHeaders, admitRequest, keepIdleSocketsOpen, markDraining } from "@/lib/net/front-door";
import { logger } from "@/lib/observability/logger";
import { observeRequest } from "@/lib/observability/observe-request";
import { runWithRequestContext } from "@/lib/observability/request-context";
import { checkEnvironmentOrExit } from "@/lib/env";
import { parseTrustedProxies } from "@/lib/net/trusted-proxies";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { startInboundSmtp, type InboundListener } from "@/lib/mail/inbound-smtp";

function option(names: string[]): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((a) => names.includes(a));
  return index >= 0 ? args[index + 1] : undefined;
}

async function main() {
  const settings = checkEnvironmentOrExit("[serve]");
  const dev = process.argv.includes("--dev");
  const port = Number(option(["-p", "--port"]) ?? settings.PORT);
  const hostname = option(["-H", "--hostname"]);
  const trust = parseTrustedProxies(settings.TRUSTED_PROXIES);

  const app = next({ dev, dir: process.cwd(), hostname: hostname ?? "localhost", port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // the job queue's workers (webhook deliveries): not awaited, it retries until the database is there;
  // on the embedded database (migrated before this process starts) awaited, so the queue's job writer
  // has started before a request's transaction holds the one connection (lib/queue/boss.ts)
  const background = startBackgroundWork();
  if (isEmbeddedDatabase()) await background;
  // candidates' replies by SMTP, when a port is configured (docs/decisions/402)
  const inbound: InboundListener | null = settings.INBOUND_SMTP_PORT ? await startInboundSmtp() : null;

  const labelRoute = routeLabeller();
  let inFlight = 0;
  let draining = false;
  let drained: () => void = () => {};

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    res.once("close", () => {
      inFlight--;
      if (draining && inFlight === 0) drained();
    });
    if (draining) res.setHeader("Connection", "close");
    const context = observeRequest(req, res, labelRoute);
    addTransportHeaders(res, admitRequest(req, trust));
    runWithRequestContext(context, () => handle(req, res)).catch((error: unknown) => {
      logger().error({ requestId: context.requestId, err: String(error) }, "request failed outside the app");
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify({ error: "Internal server error", code: "internal" }));
      } else res.destroy();
    });
  });

  const stop = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    markDraining();
    console.log(`[serve] ${signal}: no new connections; finishing ${inFlight} request(s) in flight`);
    server.close();
    server.closeIdleConnections();
    const done = new Promise<void>((resolve) => {
      drained = resolve;
      if (inFlight === 0) resolve();
    });
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, settings.SHUTDOWN_DRAIN_MS).unref());
    // the queue's workers stop fetching at once and finish their jobs meanwhile; an unfinished one runs again later
    // open notification streams end now (a browser reconnects to another instance), not at the timeout
    void Promise.all([Promise.race([done, timeout]), stopBackgroundWork(), inbound?.close(), stopListeningForNotifications()])
      .then(() => closeDatabase())
      .catch((error: Error) => console.error(`[serve] closing the database pool failed: ${error.message}`))
      .finally(() => {
        console.log("[serve] stopped");
        logger().flush();
        process.exit(0);
      });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  keepIdleSocketsOpen(server);
  server.listen(port, hostname, () => {
    const where = hostname ? `${hostname}:${port}` : `port ${port}`;
    const trusted = trust.kind === "none" ? "no proxy" : trust.kind === "hops" ? `${trust.count} proxy hop(s)` : trust.text;
    console.log(`[serve] ${dev ? "development" : "production"} server on ${where}; trusting ${trusted} for client addresses`);
  });
}

main().catch((error: Error) => {
  console.error(`[serve] ${error.message}`);
  process.exit(1);
});

// what Next's server loads first: AsyncLocalStorage on globalThis, which its request scopes are made of
import "next/dist/server/node-environment-baseline";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { NextRequest } from "next/server";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";
import { workAsyncStorage, type WorkStore } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { getImplicitTags } from "next/dist/server/lib/implicit-tags";
import { addTransportHeaders, admitRequest, keepIdleSocketsOpen } from "@/lib/net/front-door";
import { parseTrustedProxies } from "@/lib/net/trusted-proxies";
import { observeRequest } from "@/lib/observability/observe-request";
import { runWithRequestContext } from "@/lib/observability/request-context";
import { listApiRoutes, matchRoute, routeLabeller, type RouteEntry } from "@/lib/net/api-routes";
import type { RouteModule } from "./route-table";

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

// Serves the real route handlers of app/api over HTTP on a loopback port, the way `next start`
// calls them (a web Request in, a web Response out). Next's own server is covered by e2e/.
export async function startApiServer(
  options: { trustedProxies?: string } = {},
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const trust = parseTrustedProxies(options.trustedProxies ?? process.env.TRUSTED_PROXIES);
  // and the SCIM endpoints of app/scim (docs/decisions/497), which sit outside /api
  const routes = [...listApiRoutes(), ...listApiRoutes(path.join(process.cwd(), "app", "scim"), ["scim"])];
  const labelRoute = routeLabeller(routes);
  const modules = new Map<string, RouteModule>();
  const load = async (route: RouteEntry) => {
    if (!modules.has(route.file)) modules.set(route.file, (await import(route.file)) as RouteModule);
    return modules.get(route.file)!;
  };

  const server: Server = createServer(async (req, res) => {
    try {
      // the same front door scripts/serve.ts puts before Next.js: client address, forwarded headers, HSTS
      const context = observeRequest(req, res, labelRoute);
      addTransportHeaders(res, admitRequest(req, trust));
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      const found = routes.map((r) => ({ r, params: matchRoute(r, url.pathname) })).find((m) => m.params);
      // outside app/api (app/api/[...path] answers the rest): Next's HTML not-found page
      if (!found) return send(res, new Response("<!DOCTYPE html><title>404</title>", { status: 404, headers: { "content-type": "text/html" } }));
      const handler = nextMethod(await load(found.r), req.method ?? "GET");
      const request = await toRequest(req, url);
      const run = (input: Request) => handler(input, { params: Promise.resolve(found.params!) });
      const response = await runWithRequestContext(context, () => (REQUEST_SCOPED.has(found.r.pattern) ? inRequestScope(found.r.pattern, request, run) : run(request)));
      await send(res, response);
    } catch (error) {
      console.error(error);
      res.statusCode = 599;
      res.end("harness failure");
    }
  });
  keepIdleSocketsOpen(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function toRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const chunks: Buffer[] = [];
  if (hasBody) for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method: req.method, headers, body: hasBody && chunks.length ? Buffer.concat(chunks) : undefined });
}

// Routes whose code reads next/headers (next-auth's App Router handler reads cookies() and headers(),
// and the request's nextUrl): they run in the request scope Next.js gives a route handler.
const REQUEST_SCOPED = new Set(["/api/auth/[...nextauth]"]);

// Next's own request store for a route handler (createRequestStoreForAPI, what its app-route module
// builds) and the few work-store fields cookies() and headers() read; a NextRequest for nextUrl.
async function inRequestScope(route: string, request: Request, run: (request: Request) => Promise<Response>): Promise<Response> {
  const nextRequest = new NextRequest(request);
  const implicitTags = await getImplicitTags(route, nextRequest.nextUrl.pathname, null);
  const requestStore = createRequestStoreForAPI(nextRequest, nextRequest.nextUrl, implicitTags, undefined, undefined, undefined);
  const workStore = { route, page: route, forceStatic: false, dynamicShouldError: false, forceDynamic: true } as unknown as WorkStore;
  return workUnitAsyncStorage.run(requestStore, () => workAsyncStorage.run(workStore, () => run(nextRequest)));
}

async function send(res: import("node:http").ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  // each cookie on its own Set-Cookie line (forEach gives them one by one, and setHeader keeps the last)
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body) return void res.end();
  // written as it comes, as Next.js does, so a stream (server-sent events) reaches the client live;
  // a client gone cancels the body, which ends the stream's work
  const reader = response.body.getReader();
  res.on("close", () => void reader.cancel().catch(() => {}));
  for (;;) {
    const { value, done } = await reader.read();
    if (done || res.destroyed) break;
    res.write(value);
  }
  res.end();
}

const NEXT_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"];

// The handler Next.js runs for a method (its autoImplementMethods): the export; else HEAD from
// GET, OPTIONS as 204 with Allow from the exports; else an empty 405 without Allow (400 for a
// method that is not HTTP's).
function nextMethod(module: RouteModule, method: string): Handler {
  if (!NEXT_METHODS.includes(method)) return async () => new Response(null, { status: 400 });
  if (typeof module[method] === "function") return module[method] as Handler;
  if (method === "HEAD" && typeof module.GET === "function") return module.GET as Handler;
  if (method === "OPTIONS") {
    const allow = NEXT_METHODS.filter((m) => typeof module[m] === "function" || (m === "HEAD" && typeof module.GET === "function"));
    return async () => new Response(null, { status: 204, headers: { Allow: [...new Set([...allow, "OPTIONS"])].sort().join(", ") } });
  }
  return async () => new Response(null, { status: 405 });
}

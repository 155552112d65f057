import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { peerIsTrustedProxy, resolveClientAddress, type TrustedProxies } from "@/lib/net/trusted-proxies";

// Every request passes here before Next.js sees it (scripts/serve.ts, and the integration tests'
// server): the headers a client could forge are replaced by what the socket and the trusted
// proxies say (docs/decisions/100-trusted-proxies.md).
export const CLIENT_ADDRESS_HEADER = "x-hiring-client-address";

const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", CLIENT_ADDRESS_HEADER];

const frontDoor = globalThis as unknown as { hiringFrontDoor?: boolean; hiringDraining?: boolean };

export type Admitted = { address: string; isHttps: boolean };

export function admitRequest(req: IncomingMessage, trust: TrustedProxies): Admitted {
  frontDoor.hiringFrontDoor = true;
  const peer = req.socket.remoteAddress ?? "";
  const trusted = peerIsTrustedProxy(trust, peer);
  const address = resolveClientAddress(trust, peer, joined(req.headers["x-forwarded-for"]));
  const forwardedHost = trusted ? first(req.headers["x-forwarded-host"]) : undefined;
  const forwardedProto = trusted ? first(req.headers["x-forwarded-proto"])?.toLowerCase() : undefined;
  const isHttps = forwardedProto ? forwardedProto === "https" : Boolean((req.socket as TLSSocket).encrypted);
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  req.headers["x-forwarded-for"] = address;
  req.headers["x-forwarded-proto"] = isHttps ? "https" : "http";
  if (forwardedHost) req.headers["x-forwarded-host"] = forwardedHost;
  return { address, isHttps };
}

// Browsers that reached us over https (directly, or through a trusted TLS proxy) keep to https.
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";
export function addTransportHeaders(res: ServerResponse, admitted: Admitted) {
  if (admitted.isHttps) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
}

// True in a process whose requests all come through admitRequest; elsewhere (a bare `next start`)
// no header can be believed.
export function isBehindFrontDoor(): boolean {
  return frontDoor.hiringFrontDoor === true;
}

function joined(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

function first(value: string | string[] | undefined): string | undefined {
  const text = joined(value)?.split(",")[0]?.trim();
  return text ? text : undefined;
}

// Set once SIGTERM arrived: readiness answers 503 so load balancers stop sending new requests.
export function markDraining() {
  frontDoor.hiringDraining = true;
}

export function isDraining(): boolean {
  return frontDoor.hiringDraining === true;
}

// An idle kept-alive connection stays open longer than the clients and proxies in front keep
// theirs (load balancers commonly 60 s): with Node's 5 s default the server closed sockets a client
// was just reusing, and that request failed with ECONNRESET (seen in the browser tests' and the
// integration tests' API calls on a loaded machine). Draining still closes idle connections at once.
const KEEP_ALIVE_MS = 65_000;
export function keepIdleSocketsOpen(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
}

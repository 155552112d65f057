import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { resolveWebhookTarget, TargetRefused } from "@/lib/server/webhooks/webhook-target";

// The only way the CalDAV client (tsdav) reaches a member's server (docs/decisions/382): every
// request's URL passes the webhook targets' rule (https, public addresses; CALDAV_ALLOW_PRIVATE_TARGETS
// lifts both) and connects to the very address checked, within a time limit, reading at most
// MAX_BODY_BYTES. Redirects are answers, never followed, so a server cannot send us inside.

export const REQUEST_TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 5 * 1024 * 1024;
const USER_AGENT = "Hiring-CalDAV/1.0";

export class CalendarUnreachable extends Error {}
export { TargetRefused };

// One answer for every way a connection fails (refused, reset, TLS, too large, no answer in
// time): distinct ones let a member probe which ports of a host are open; the detail goes to the log.
export const NOT_REACHED = "no connection to the server could be made or completed";

export function notReached(url: URL | string, detail: string): CalendarUnreachable {
  logger().warn({ component: "calendar", host: typeof url === "string" ? hostOf(url) : url.host, detail }, "calendar server not reached");
  return new CalendarUnreachable(NOT_REACHED);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "(not a URL)";
  }
}

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export const caldavFetch: typeof fetch = (input, init) => caldavFetchWith({ allowPrivate: env().CALDAV_ALLOW_PRIVATE_TARGETS })(input, init);

// The rule as given (tests check the refusal whatever the process's setting).
export const caldavFetchWith = (rule: { allowPrivate: boolean }): typeof fetch => async (input, init = {}) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const target = await resolveWebhookTarget(url, { allowPrivate: rule.allowPrivate });
  const headers = new Headers(init.headers);
  headers.set("user-agent", USER_AGENT);
  const body = init.body == null ? undefined : typeof init.body === "string" ? init.body : String(init.body);
  if (body !== undefined) headers.set("content-length", String(Buffer.byteLength(body)));
  const answer = await inTurn(target.url.host, () => send(target.url, target.address, target.family, init.method ?? "GET", Object.fromEntries(headers), body));
  return new Response(NULL_BODY.has(answer.status) ? null : new Uint8Array(answer.body), { status: answer.status, statusText: answer.statusText, headers: answer.headers });
};

type Answer = { status: number; statusText: string; headers: [string, string][]; body: Buffer };

// At most this many requests of this process in flight to one CalDAV host; the rest wait their
// turn. A panel day reads ten members' calendars at once, and a small server drops what its listen
// queue cannot hold (Radicale's holds five) until the client retries a second later: ten calendars
// on one Radicale took 1.1 s all at once and about 0.1 s four at a time (bench/panel-day.ts). A
// throttle, not a record: each process keeps its own count.
export const REQUESTS_PER_HOST = 4;
const hosts = new Map<string, { active: number; waiting: (() => void)[] }>();

async function inTurn<T>(host: string, work: () => Promise<T>): Promise<T> {
  const slot = hosts.get(host) ?? { active: 0, waiting: [] };
  hosts.set(host, slot);
  if (slot.active >= REQUESTS_PER_HOST) await new Promise<void>((resolve) => slot.waiting.push(resolve));
  else slot.active++;
  try {
    return await work();
  } finally {
    // the turn passes straight to the next in line, so `active` counts it already
    const next = slot.waiting.shift();
    if (next) next();
    else if (--slot.active === 0) hosts.delete(host);
  }
}

function send(url: URL, address: string, family: 4 | 6, method: string, headers: Record<string, string>, body: string | undefined): Promise<Answer> {
  // the connection goes to the checked address; TLS still verifies the certificate for the host name
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method, headers, lookup: pinned, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      let received = 0;
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_BODY_BYTES) request.destroy(notReached(url, "the answer is over MAX_BODY_BYTES"));
        else chunks.push(chunk);
      });
      response.on("end", () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) pairs.push([response.rawHeaders[i], response.rawHeaders[i + 1]]);
        resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? "", headers: pairs, body: Buffer.concat(chunks) });
      });
      response.on("error", (error) => reject(networkError(url, error)));
    });
    const timer = setTimeout(() => request.destroy(notReached(url, `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)), REQUEST_TIMEOUT_MS);
    request.on("error", (error) => reject(networkError(url, error)));
    request.on("close", () => clearTimeout(timer));
    request.end(body);
  });
}

function networkError(url: URL, error: NodeJS.ErrnoException): CalendarUnreachable {
  if (error instanceof CalendarUnreachable) return error;
  return notReached(url, `${error.code ?? "error"}: ${error.message}`);
}

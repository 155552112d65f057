import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Webhook } from "standardwebhooks";
import { resolveWebhookTarget, TargetRefused, type TargetOptions } from "./webhook-target";

export const ATTEMPT_TIMEOUT_MS = 15_000;
const USER_AGENT = "Hiring-Webhooks/1.0";

export type AttemptResult = { ok: boolean; responseStatus: number | null; durationMs: number; error: string | null; responseBodyExcerpt: string | null };

// the start of an answer's body kept in the delivery log, for the operator who wonders why it failed
const EXCERPT_BYTES = 1024;

type Message = { url: string; secret: string; eventId: string; body: string };

// One attempt: the target checked again (webhook-target.ts), then a POST signed as the Standard
// Webhooks specification says (webhook-id, webhook-timestamp, webhook-signature over
// "id.timestamp.body"), to the address just checked. Success is any 2xx within 15 s; a redirect is
// an answer like any other non-2xx, never followed.
export async function postSigned(message: Message, options: TargetOptions = {}): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const target = await resolveWebhookTarget(message.url, options);
    const timestamp = new Date();
    const signature = new Webhook(message.secret).sign(message.eventId, timestamp, message.body);
    const headers = {
      "content-type": "application/json",
      "user-agent": USER_AGENT,
      "webhook-id": message.eventId,
      "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
      "webhook-signature": signature,
    };
    const answer = await send(target.url, target.address, target.family, headers, message.body, ATTEMPT_TIMEOUT_MS - elapsed());
    return { ok: answer.status >= 200 && answer.status < 300, responseStatus: answer.status, durationMs: elapsed(), error: null, responseBodyExcerpt: answer.excerpt };
  } catch (error) {
    const reason = error instanceof TargetRefused ? `refused: the URL ${error.message}` : (error as Error).message;
    return { ok: false, responseStatus: null, durationMs: elapsed(), error: reason, responseBodyExcerpt: null };
  }
}

// One unsigned JSON POST under the same target rules and pinned address as a webhook's attempt: a
// Microsoft Teams Workflows URL carries its own signature in its query (docs/decisions/484).
export async function postJson(url: string, body: string, options: TargetOptions = {}): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const target = await resolveWebhookTarget(url, options);
    const answer = await send(target.url, target.address, target.family, { "content-type": "application/json", "user-agent": USER_AGENT }, body, ATTEMPT_TIMEOUT_MS - elapsed());
    return { ok: answer.status >= 200 && answer.status < 300, responseStatus: answer.status, durationMs: elapsed(), error: null, responseBodyExcerpt: answer.excerpt };
  } catch (error) {
    const reason = error instanceof TargetRefused ? `refused: the URL ${error.message}` : (error as Error).message;
    return { ok: false, responseStatus: null, durationMs: elapsed(), error: reason, responseBodyExcerpt: null };
  }
}

// Connections are kept alive per target host AND checked address, so a reused socket always goes to
// an address that passed the check for this host; at most 200 targets are remembered.
const agents = new Map<string, http.Agent>();
function agentFor(url: URL, address: string): http.Agent {
  const key = `${url.protocol}//${url.host}@${address}`;
  let agent = agents.get(key);
  if (!agent) {
    if (agents.size >= 200) {
      const [oldest, old] = agents.entries().next().value!;
      old.destroy();
      agents.delete(oldest);
    }
    const options = { keepAlive: true, maxSockets: 16, maxFreeSockets: 4, timeout: ATTEMPT_TIMEOUT_MS };
    agent = url.protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

type Answer = { status: number; excerpt: string | null };

// The first kilobyte of a body as text: NULs (which PostgreSQL's text refuses) and a character cut in half dropped.
function excerptOf(chunks: Buffer[]): string | null {
  const bytes = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES);
  if (bytes.length === 0) return null;
  return new TextDecoder("utf-8").decode(bytes).replace(/\uFFFD$/, "").replaceAll("\u0000", "");
}

function send(url: URL, address: string, family: 4 | 6, headers: Record<string, string>, body: string, timeoutMs: number): Promise<Answer> {
  // the connection goes to the checked address; TLS still verifies the certificate for the host name
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, lookup: pinned, agent: agentFor(url, address) },
      (response) => {
        // the answer's first kilobyte is kept; read (and drop) at most 64 KiB of it
        let received = 0;
        const kept: Buffer[] = [];
        response.on("data", (chunk: Buffer) => {
          if (received < EXCERPT_BYTES) kept.push(chunk);
          received += chunk.length;
          if (received > 65_536) response.destroy();
        });
        const answer = () => ({ status: response.statusCode ?? 0, excerpt: excerptOf(kept) });
        response.on("end", () => {
          clearTimeout(timer);
          resolve(answer());
        });
        response.on("close", () => resolve(answer()));
        response.on("error", () => resolve(answer()));
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`)), Math.max(timeoutMs, 1));
    request.on("error", (error) => reject(new Error(describeNetworkError(error))));
    request.on("close", () => clearTimeout(timer));
    request.end(body);
  });
}

function describeNetworkError(error: NodeJS.ErrnoException): string {
  if (error.code === "ECONNREFUSED") return "connection refused";
  if (error.code === "ECONNRESET") return "connection reset";
  if (error.code?.startsWith("ERR_TLS") || error.code === "CERT_HAS_EXPIRED" || error.code === "DEPTH_ZERO_SELF_SIGNED_CERT") {
    return `TLS failed (${error.code})`;
  }
  return error.message;
}

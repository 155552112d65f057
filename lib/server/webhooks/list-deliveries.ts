import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { page, type PageQuery } from "@/lib/api/paging";
import type { WebhookDeliveryStatus } from "@/lib/generated/prisma/enums";
import { findWebhookOrThrow } from "./find-webhook";

type Row = {
  id: number;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempt: number | null;
  responseStatus: number | null;
  error: string | null;
  durationMs: number | null;
  responseBodyExcerpt: string | null;
  attemptedAt: Date | null;
  createdAt: Date;
  nextAttemptAt: Date | null;
  total: number;
};

// The delivery log of one endpoint: a row per attempt (a delivery not attempted yet is one row with
// attempt 0), newest delivery first and its newest attempt first, so a 503 followed by a 200 shows both.
export async function listDeliveries(_caller: Caller, webhookId: number, query: PageQuery) {
  await findWebhookOrThrow(db, webhookId);
  const rows = await db.$queryRaw<Row[]>`
    SELECT d.id, d.event_id AS "eventId", e.type AS "eventType", d.status, a.attempt,
           a.response_status AS "responseStatus", a.error, a.duration_ms AS "durationMs",
           a.response_body_excerpt AS "responseBodyExcerpt", a.attempted_at AS "attemptedAt",
           d.created_at AS "createdAt", d.next_attempt_at AS "nextAttemptAt", count(*) OVER ()::int AS total
      FROM webhook_deliveries d
      JOIN events e ON e.id = d.event_id
      LEFT JOIN webhook_delivery_attempts a ON a.delivery_id = d.id
     WHERE d.webhook_id = ${webhookId}
     ORDER BY d.id DESC, a.attempt DESC NULLS FIRST
     LIMIT ${query.limit} OFFSET ${query.offset}`;
  const total = rows[0]?.total ?? (query.offset > 0 ? await countRows(webhookId) : 0);
  return { deliveries: rows.map(toAttemptRow), page: page(query, total) };
}

// the log's length when the page asked for lies past its end
async function countRows(webhookId: number): Promise<number> {
  const [{ count }] = await db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM webhook_deliveries d
      LEFT JOIN webhook_delivery_attempts a ON a.delivery_id = d.id
     WHERE d.webhook_id = ${webhookId}`;
  return count;
}

function toAttemptRow({ total: _total, attempt, ...row }: Row) {
  const attempted = attempt !== null;
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempt: attempt ?? 0,
    outcome: attempted ? (row.responseStatus !== null && row.responseStatus >= 200 && row.responseStatus < 300 ? "succeeded" : "failed") : null,
    responseStatus: row.responseStatus,
    error: row.error,
    durationMs: row.durationMs,
    responseBodyExcerpt: row.responseBodyExcerpt,
    attemptedAt: row.attemptedAt,
    createdAt: row.createdAt,
    nextAttemptAt: row.nextAttemptAt,
  } as const;
}

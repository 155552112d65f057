import type { Db } from "pg-boss";
import { db } from "@/lib/db";
import { deliverMail } from "@/lib/mail/send-mail";
import { appPool, enqueueJobs } from "@/lib/queue/boss";
import { deliveryJob, type DeliveryJob } from "./delivery-job";
import { disableFailingWebhook } from "./disable-failing-webhook";
import { failPendingDeliveries } from "./fail-pending-deliveries";
import { postSigned, type AttemptResult } from "./post-signed";
import { DISABLE_AFTER_FAILING_MS, nextAttemptAt } from "./retry-schedule";
import { decryptSecret } from "./secret-box";
import { nowMs } from "@/lib/clock";

export type { DeliveryJob };

type PendingAttempt = { webhookId: number; organizationId: number; url: string; secretCiphertext: string; enabled: boolean; eventId: string; body: string };

// The job handler (docs/decisions/142, 320). A job whose delivery moved on (a later attempt, a
// manual retry, success, a disabled or deleted endpoint) does nothing, so a job that runs again
// after its attempt was recorded never repeats it; while it runs, the queue keeps the delivery's
// other jobs waiting (deliveryJob), on every instance.
// `sql` runs the hot statements: the queue's own connections when a worker calls it.
export async function deliverWebhook(job: DeliveryJob, sql: Db = appPool): Promise<void> {
  if (!Number.isInteger(job?.deliveryId) || !Number.isInteger(job?.attemptsMade)) return;
  const claimed = await pendingAttempt(sql, job);
  if (!claimed) return;
  if (!claimed.enabled) {
    // disabled after it was queued: no attempt, and none later
    await failPendingDeliveries(db, claimed.webhookId, "the endpoint is disabled");
    return;
  }
  const startedAt = new Date();
  let secret: string | null = null;
  try {
    secret = decryptSecret(claimed.secretCiphertext);
  } catch {
    // the key (WEBHOOK_SECRET_KEY, else NEXTAUTH_SECRET) changed since the secret was stored
  }
  const result: AttemptResult = secret
    ? await postSigned({ url: claimed.url, secret, eventId: claimed.eventId, body: claimed.body })
    : { ok: false, responseStatus: null, durationMs: 0, error: "the signing secret cannot be decrypted: WEBHOOK_SECRET_KEY or NEXTAUTH_SECRET changed", responseBodyExcerpt: null };
  const mailIds = await recordAttempt(sql, job, claimed, result, startedAt);
  for (const id of mailIds) await deliverMail(id);
}

// The hot statements: the attempt to make, and recording a success.
const PENDING_ATTEMPT = `
  SELECT w.id AS "webhookId", w.organization_id AS "organizationId", w.url, w.secret_ciphertext AS "secretCiphertext",
            w.enabled, e.id AS "eventId", e.body
    FROM webhook_deliveries d
    JOIN webhooks w ON w.id = d.webhook_id
    JOIN events e ON e.id = d.event_id
   WHERE d.id = $1 AND d.attempt = $2 AND d.status = 'pending'`;

const SUCCEEDED = `
  WITH done AS (
    UPDATE webhook_deliveries
       SET status = 'succeeded', attempt = $2 + 1, response_status = $3, duration_ms = $4,
           last_error = NULL, next_attempt_at = NULL, updated_at = now()
     WHERE id = $1 AND attempt = $2 AND status = 'pending'
    RETURNING id, webhook_id
  ), logged AS (
    INSERT INTO webhook_delivery_attempts (delivery_id, attempt, attempted_at, response_status, duration_ms, response_body_excerpt)
    SELECT id, $2 + 1, $5, $3, $4, $6 FROM done
  )
  UPDATE webhooks SET failing_since = NULL WHERE id IN (SELECT webhook_id FROM done) AND failing_since IS NOT NULL`;

async function pendingAttempt(sql: Db, job: DeliveryJob): Promise<PendingAttempt | null> {
  const { rows } = await sql.executeSql(PENDING_ATTEMPT, [job.deliveryId, job.attemptsMade]);
  return (rows[0] as PendingAttempt | undefined) ?? null;
}

// The attempt's outcome, the next attempt's job and the endpoint's failing streak, atomically;
// returns the mails to send when this attempt disabled the endpoint. A failure's transaction may wait
// longer for a connection than a request does: failing here after the POST means sending it again.
async function recordAttempt(sql: Db, job: DeliveryJob, claimed: PendingAttempt, result: AttemptResult, startedAt: Date): Promise<number[]> {
  if (result.ok) {
    // the common case in one statement: the delivery succeeded and the endpoint's failing streak ends
    await sql.executeSql(SUCCEEDED, [job.deliveryId, job.attemptsMade, result.responseStatus, result.durationMs, startedAt, result.responseBodyExcerpt]);
    return [];
  }
  return db.$transaction(async (tx) => {
    const attemptsMade = job.attemptsMade + 1;
    const retryAt = nextAttemptAt(attemptsMade);
    const updated = await tx.webhookDelivery.updateMany({
      where: { id: job.deliveryId, attempt: job.attemptsMade, status: "pending" },
      data: {
        status: retryAt ? "pending" : "failed",
        attempt: attemptsMade,
        responseStatus: result.responseStatus,
        durationMs: result.durationMs,
        lastError: result.error,
        nextAttemptAt: retryAt,
      },
    });
    if (updated.count === 0) return []; // the endpoint was disabled or deleted meanwhile
    await tx.webhookDeliveryAttempt.create({
      data: {
        deliveryId: job.deliveryId,
        attempt: attemptsMade,
        attemptedAt: startedAt,
        responseStatus: result.responseStatus,
        error: result.error,
        durationMs: result.durationMs,
        responseBodyExcerpt: result.responseBodyExcerpt,
      },
    });
    // the next attempt is a job of its own, due at the retry schedule's time
    if (retryAt) await enqueueJobs(tx, [deliveryJob({ deliveryId: job.deliveryId, attemptsMade }, retryAt)]);
    // the streak starts at the first failed attempt after a success and is written once
    const [streak] = await tx.$queryRaw<{ failingSince: Date; enabled: boolean; url: string }[]>`
      WITH started AS (
        UPDATE webhooks SET failing_since = ${startedAt} WHERE id = ${claimed.webhookId} AND failing_since IS NULL
        RETURNING failing_since, enabled, url
      )
      SELECT failing_since AS "failingSince", enabled, url FROM started
      UNION ALL
      SELECT failing_since, enabled, url FROM webhooks WHERE id = ${claimed.webhookId} AND failing_since IS NOT NULL`;
    if (!streak?.enabled || nowMs() - streak.failingSince.getTime() < DISABLE_AFTER_FAILING_MS) return [];
    return disableFailingWebhook(tx, { id: claimed.webhookId, organizationId: claimed.organizationId, url: streak.url, failingSince: streak.failingSince });
  }, RECORD_TRANSACTION);
}

const RECORD_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };

"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import { useEffect, useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import type { Webhook, WebhookDeliveryAttempt } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import type { webhookOperations } from "@/lib/openapi/operations/webhooks";

const PAGE_SIZE = 10;
const TONES: Record<WebhookDeliveryAttempt["status"], BadgeTone> = { pending: "amber", succeeded: "green", failed: "red" };
// the open log refreshes itself (faster while an attempt is due), so new events and outcomes show up unasked
const REFRESH_MS = 5000;
const PENDING_REFRESH_MS = 2000;

// The delivery log of one endpoint, a row per attempt, newest first: what was sent, what came back
// (status or error, and the start of the answer), and what is next.
export function WebhookDeliveries({ webhook, version }: { webhook: Webhook; version: number }) {
  const t = useTranslations("Recruiter.Settings.WebhookDeliveries");
  const [offset, setOffset] = useState(0);
  const { data, error, reload } = useEndpoint<typeof webhookOperations.listWebhookDeliveries>(`/api/webhooks/${webhook.id}/deliveries`, { limit: PAGE_SIZE, offset });
  const hasPending = Boolean(data?.deliveries.some((d) => d.status === "pending"));

  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  useEffect(() => {
    const timer = window.setInterval(reload, hasPending ? PENDING_REFRESH_MS : REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [hasPending, reload]);

  if (error && !data) return <ErrorMessage message={error} onRetry={reload} />;
  if (!data) return <Skeleton className="h-24 w-full" />;
  if (data.page.total === 0) return <p className="text-sm text-slate-600">{t("noDeliveriesYetSendA")}</p>;
  const { total } = data.page;
  return (
    <div>
      {/* the wide table scrolls inside this box on a phone (relative: its sr-only texts stay inside
          too); focusable so the keyboard can scroll it */}
      <div className="relative overflow-x-auto rounded-md border border-slate-200" role="region" aria-label={t("logOf", { url: webhook.url })} tabIndex={0}>
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{t("caption", { url: webhook.url })}</caption>
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">{t("event")}</th>
              <th scope="col" className="px-3 py-2">{t("attempt")}</th>
              <th scope="col" className="px-3 py-2">{t("outcome")}</th>
              <th scope="col" className="px-3 py-2">{t("response")}</th>
              <th scope="col" className="px-3 py-2">{t("duration")}</th>
              <th scope="col" className="px-3 py-2">{t("when")}</th>
              <th scope="col" className="px-3 py-2">{t("nextAttempt")}</th>
              <th scope="col" className="px-3 py-2"><span className="sr-only">{t("actions")}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.deliveries.map((row, i) => (
              <AttemptRow key={`${row.id}:${row.attempt}`} webhook={webhook} row={row} isNewest={data.deliveries[i - 1]?.id !== row.id} onRetried={reload} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-2 flex items-center justify-between gap-2 text-sm text-slate-600">
        <span aria-live="polite">
          {t("range", { from: offset + 1, to: Math.min(offset + PAGE_SIZE, total), total })}
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={reload}>{t("refresh")}</Button>
          <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>{t("newer")}</Button>
          <Button variant="secondary" size="sm" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>{t("older")}</Button>
        </div>
      </div>
    </div>
  );
}

// The delivery's retry and next attempt show on its newest row only.
function AttemptRow({ webhook, row, isNewest, onRetried }: { webhook: Webhook; row: WebhookDeliveryAttempt; isNewest: boolean; onRetried: () => void }) {
  const t = useTranslations("Recruiter.Settings.WebhookDeliveries");
  const toast = useToast();
  const { pending, error, run } = useAction();
  async function retry() {
    if (await run(() => api("POST", `/api/webhooks/${webhook.id}/deliveries/${row.id}/retry`))) {
      toast.show(t("retryQueued"));
      onRetried();
    }
  }
  const outcome = row.outcome ?? row.status;
  return (
    <tr data-testid="webhook-delivery" className="align-top">
      <td className="px-3 py-2">
        <span className="font-medium">{row.eventType}</span>
        <span className="block font-mono text-xs text-slate-600">{row.eventId}</span>
      </td>
      <td className="px-3 py-2">{row.attempt === 0 ? t("noneYet") : row.attempt}</td>
      <td className="px-3 py-2">
        <Badge tone={TONES[outcome]}>{outcome}</Badge>
        {/* the delivery goes on after this failed attempt */}
        {isNewest && row.attempt > 0 && row.status === "pending" ? <Badge tone={TONES.pending}>{t("pending")}</Badge> : null}
      </td>
      <td className="px-3 py-2">
        {row.responseStatus ?? (row.error ? <span className="text-red-700">{row.error}</span> : "—")}
        {row.responseBodyExcerpt ? (
          <details className="mt-1 text-xs">
            <summary className="cursor-pointer text-slate-600">{t("answer")}</summary>
            <pre className="mt-1 max-w-[20rem] overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 font-mono">{row.responseBodyExcerpt}</pre>
          </details>
        ) : null}
      </td>
      <td className="px-3 py-2">{row.durationMs === null ? "—" : t("durationMs", { ms: row.durationMs })}</td>
      {/* to the second: a retry comes seconds after the attempt it follows */}
      <td className="px-3 py-2 whitespace-nowrap"><Time iso={row.attemptedAt ?? row.createdAt} /></td>
      <td className="px-3 py-2 whitespace-nowrap">{isNewest && row.nextAttemptAt ? <Time iso={row.nextAttemptAt} /> : isNewest ? "—" : ""}</td>
      <td className="px-3 py-2 text-right">
        {isNewest ? (
          <Button variant="secondary" size="sm" onClick={retry} loading={pending} disabled={!webhook.enabled}>
            {t.rich("retry", { event: row.eventType, id: row.id, hidden })}
          </Button>
        ) : null}
        {error ? <span className="mt-1 block text-xs text-red-700">{error}</span> : null}
      </td>
    </tr>
  );
}

function Time({ iso }: { iso: string }) {
  const format = useFormatting();
  return <time dateTime={iso}>{format.dateTimeSeconds(iso)}</time>;
}

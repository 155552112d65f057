"use client";

import { useEffect, useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import { formatDateTime } from "@/lib/ui/format";
import type { ListWebhookDeliveriesResponse, Webhook, WebhookDelivery } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";
import { useApi } from "@/lib/ui/use-api";

const PAGE_SIZE = 10;
const STATUS_TONES: Record<WebhookDelivery["status"], BadgeTone> = { pending: "amber", succeeded: "green", failed: "red" };
// the open log refreshes itself (faster while an attempt is due), so new events and outcomes show up unasked
const REFRESH_MS = 5000;
const PENDING_REFRESH_MS = 2000;

// The delivery log of one endpoint, newest first: what was sent, what came back, and what is next.
export function WebhookDeliveries({ webhook, version }: { webhook: Webhook; version: number }) {
  const [offset, setOffset] = useState(0);
  const { data, error, reload } = useApi<ListWebhookDeliveriesResponse>(`/api/webhooks/${webhook.id}/deliveries`, { limit: PAGE_SIZE, offset });
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
  if (data.page.total === 0) return <p className="text-sm text-slate-600">No deliveries yet. Send a test event to try the endpoint.</p>;
  const { total } = data.page;
  return (
    <div>
      {/* the wide table scrolls inside this box on a phone (relative: its sr-only texts stay inside
          too); focusable so the keyboard can scroll it */}
      <div className="relative overflow-x-auto rounded-md border border-slate-200" role="region" aria-label={`Delivery log of ${webhook.url}`} tabIndex={0}>
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Deliveries to {webhook.url}, newest first</caption>
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">Event</th>
              <th scope="col" className="px-3 py-2">Status</th>
              <th scope="col" className="px-3 py-2">Response</th>
              <th scope="col" className="px-3 py-2">Duration</th>
              <th scope="col" className="px-3 py-2">Attempts</th>
              <th scope="col" className="px-3 py-2">Created</th>
              <th scope="col" className="px-3 py-2">Next attempt</th>
              <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.deliveries.map((delivery) => (
              <DeliveryRow key={delivery.id} webhook={webhook} delivery={delivery} onRetried={reload} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-2 flex items-center justify-between gap-2 text-sm text-slate-600">
        <span aria-live="polite">
          {offset + 1}–{Math.min(offset + PAGE_SIZE, total)} of {total}
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={reload}>Refresh</Button>
          <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>Newer</Button>
          <Button variant="secondary" size="sm" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>Older</Button>
        </div>
      </div>
    </div>
  );
}

function DeliveryRow({ webhook, delivery, onRetried }: { webhook: Webhook; delivery: WebhookDelivery; onRetried: () => void }) {
  const toast = useToast();
  const { pending, error, run } = useAction();
  async function retry() {
    if (await run(() => api("POST", `/api/webhooks/${webhook.id}/deliveries/${delivery.id}/retry`))) {
      toast.show("Retry queued");
      onRetried();
    }
  }
  return (
    <tr data-testid="webhook-delivery">
      <td className="px-3 py-2">
        <span className="font-medium">{delivery.eventType}</span>
        <span className="block font-mono text-xs text-slate-600">{delivery.eventId}</span>
      </td>
      <td className="px-3 py-2"><Badge tone={STATUS_TONES[delivery.status]}>{delivery.status}</Badge></td>
      <td className="px-3 py-2">{delivery.responseStatus ?? (delivery.attempt > 0 ? "no answer" : "—")}</td>
      <td className="px-3 py-2">{delivery.durationMs === null ? "—" : `${delivery.durationMs} ms`}</td>
      <td className="px-3 py-2">{delivery.attempt}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(delivery.createdAt)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(delivery.nextAttemptAt)}</td>
      <td className="px-3 py-2 text-right">
        <Button variant="secondary" size="sm" onClick={retry} loading={pending} disabled={!webhook.enabled}>
          Retry<span className="sr-only"> {delivery.eventType} delivery {delivery.id}</span>
        </Button>
        {error ? <span className="mt-1 block text-xs text-red-700">{error}</span> : null}
      </td>
    </tr>
  );
}

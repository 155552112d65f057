"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { useToast } from "@/components/ui/Toast";
import { api, call } from "@/lib/ui/api";
import type { Webhook } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";
import { WebhookDeliveries } from "./WebhookDeliveries";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import type { webhookOperations } from "@/lib/openapi/operations/webhooks";

// One endpoint: what it receives, and its actions. Every button names the endpoint for screen readers.
export function WebhookItem({ webhook, onChanged, onDeleted }: { webhook: Webhook; onChanged: (webhook: Webhook) => void; onDeleted: () => void }) {
  const t = useTranslations("Recruiter.Settings.WebhookItem");
  const toast = useToast();
  const [showLog, setShowLog] = useState(false);
  const [logVersion, setLogVersion] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const testing = useAction();
  const toggling = useAction();
  const logId = `webhook-${webhook.id}-deliveries`;
  const name = webhook.description ?? webhook.url;

  async function sendTest() {
    if (await testing.run(() => api("POST", `/api/webhooks/${webhook.id}/test`))) {
      toast.show(t("testEventQueuedItAppears"));
      setShowLog(true);
      setLogVersion((v) => v + 1);
    }
  }

  async function toggle() {
    await toggling.run(async () => {
      const { webhook: changed } = await call<typeof webhookOperations.updateWebhook>("PATCH", `/api/webhooks/${webhook.id}`, { body: { enabled: !webhook.enabled } });
      onChanged(changed);
      toast.show(changed.enabled ? t("endpointEnabled") : t("endpointDisabledPendingDeliveriesStopped"));
      setLogVersion((v) => v + 1);
    });
  }

  return (
    <li className="rounded-lg border border-slate-200 p-3" aria-label={t("endpoint", { name })}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-all font-medium">{webhook.url}</span>
            <Badge tone={webhook.enabled ? "green" : "neutral"}>{webhook.enabled ? t("enabled") : t("disabled")}</Badge>
          </p>
          {webhook.description ? <p className="mt-0.5 text-sm text-slate-700">{webhook.description}</p> : null}
          <p className="mt-1 text-xs text-slate-600">{t("events", { events: webhook.events.includes("*") ? t("all") : webhook.events.join(", ") })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={sendTest} loading={testing.pending} disabled={!webhook.enabled}>
            {t.rich("sendTest", { name, hidden })}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setShowLog((v) => !v)} aria-expanded={showLog} aria-controls={logId}>
            {showLog ? t("hideDeliveries") : t("deliveries")}
            <span className="sr-only"> {t("of", { name })}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={toggle} loading={toggling.pending}>
            {webhook.enabled ? t("disable") : t("enable")}
            <span className="sr-only"> {name}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
            {t.rich("delete", { name, hidden })}
          </Button>
        </div>
      </div>
      <ErrorMessage message={testing.error ?? toggling.error} className="mt-2" />
      {showLog ? (
        <div id={logId} className="mt-3">
          <WebhookDeliveries webhook={webhook} version={logVersion} />
        </div>
      ) : null}
      {deleting ? <DeleteDialog webhook={webhook} name={name} onClose={() => setDeleting(false)} onDeleted={onDeleted} /> : null}
    </li>
  );
}

function DeleteDialog({ webhook, name, onClose, onDeleted }: { webhook: Webhook; name: string; onClose: () => void; onDeleted: () => void }) {
  const t = useTranslations("Recruiter.Settings.WebhookItem");
  const toast = useToast();
  const { pending, error, run } = useAction();
  async function remove() {
    if (await run(() => api("DELETE", `/api/webhooks/${webhook.id}`))) {
      toast.show(t("endpointDeleted"));
      onDeleted();
    }
  }
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t("deleteTitle", { name })}
      description={t("nothingMoreIsSentTo")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={remove} loading={pending}>
            {t("deleteEndpoint")}
          </Button>
        </>
      }
    >
      <ErrorMessage message={error} />
    </Dialog>
  );
}

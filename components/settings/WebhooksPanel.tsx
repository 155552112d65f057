"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { EVENT_TYPES, type EventType } from "@/lib/server/events/event-types";
import { call } from "@/lib/ui/api";
import type { CreateWebhookResponse } from "@/lib/ui/types";
import { useEndpoint } from "@/lib/ui/use-api";
import { useFormErrors } from "@/lib/ui/use-form-errors";
import { Panel } from "./Panel";
import { WebhookItem } from "./WebhookItem";
import { useTranslations } from "next-intl";
import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import type { webhookOperations } from "@/lib/openapi/operations/webhooks";

const DEFAULT_EVENT: EventType = "application.created";

// What the server would refuse about an address before it looks the host up, if anything, in
// Recruiter.Ui.PlainErrors' words (the same the server's refusal is shown in).
function urlProblem(address: string, allowPrivate: boolean, tr: RecruiterT): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(address);
  } catch {
    return tr("Ui.PlainErrors.fullAddress");
  }
  if (parsed.protocol !== "https:" && !(allowPrivate && parsed.protocol === "http:")) return tr("Ui.PlainErrors.https");
  if (parsed.username || parsed.password) return tr("Ui.PlainErrors.noCredentials");
  return undefined;
}

// Settings → Webhooks (admins): add an endpoint (its signing secret shown once), pick its events,
// and per endpoint send a test event, read the delivery log, retry, disable or delete.
// `allowPrivateTargets`: the server's WEBHOOK_ALLOW_PRIVATE_TARGETS, which also lets http:// through.
export function WebhooksPanel({ allowPrivateTargets }: { allowPrivateTargets: boolean }) {
  const t = useTranslations("Recruiter.Settings.WebhooksPanel");
  const tr = useTranslations("Recruiter");
  const { data, error, reload, mutate } = useEndpoint<typeof webhookOperations.listWebhooks>("/api/webhooks");
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [all, setAll] = useState(false);
  // the event most integrations start with, so the first save needs no extra pick
  const [events, setEvents] = useState<EventType[]>([DEFAULT_EVENT]);
  const [revealed, setRevealed] = useState<CreateWebhookResponse["webhook"] | null>(null);
  const form = useFormErrors({ url: t("endpointUrl"), events: t("events"), description: t("description") });

  function toggle(type: EventType) {
    setEvents((list) => (list.includes(type) ? list.filter((other) => other !== type) : [...list, type]));
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const address = url.trim();
    const valid = form.check({
      url: address ? urlProblem(address, allowPrivateTargets, tr) : t("urlRequired"),
      events: all || events.length > 0 ? undefined : t("pickEvent"),
    });
    if (!valid) return;
    await form.run(async () => {
      const body = { url: address, events: all ? ["*" as const] : EVENT_TYPES.filter((type) => events.includes(type)), description: description.trim() || null };
      const created = await call<typeof webhookOperations.createWebhook>("POST", "/api/webhooks", { body });
      setRevealed(created.webhook);
      setUrl("");
      setDescription("");
      setEvents([DEFAULT_EVENT]);
      setAll(false);
      const { secret: _secret, ...shown } = created.webhook;
      mutate((d) => ({ webhooks: [...d.webhooks, shown] }));
    });
  }

  return (
    <Panel
      title={t("webhooks")}
      description={t("anotherSystemHearsAboutChanges")}
    >
      <form id={form.formId} onSubmit={add} noValidate aria-label={t("addAWebhookEndpoint")} className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Input label={t("endpointUrl")} type="url" inputMode="url" autoComplete="off" value={url} maxLength={2048} placeholder={t("httpsHooksExampleComHiring")} onChange={(e) => setUrl(e.target.value)} error={form.errors.url} hint={allowPrivateTargets ? t("privateTargetsAllowed") : t("httpsAndReachableFromThe")} />
          <Input label={t("descriptionOptional")} value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} error={form.errors.description} placeholder={t("eGSyncToThe")} />
        </div>
        <fieldset aria-describedby={form.errors.events ? "webhook-events-error" : undefined}>
          <legend className="text-sm font-medium text-slate-700">{t("eventsToSend")}</legend>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} aria-invalid={form.errors.events ? true : undefined} className="h-4 w-4" />
            {t("allEventsIncludingTypesAdded")}
          </label>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {EVENT_TYPES.map((type) => (
              <label key={type} className={`flex items-start gap-2 text-sm ${all ? "text-slate-500" : ""}`}>
                <input type="checkbox" checked={all || events.includes(type)} disabled={all} onChange={() => toggle(type)} className="mt-0.5 h-4 w-4 shrink-0" />
                {/* the label and the type's name wrap as one on a phone instead of widening the page */}
                <span className="min-w-0">
                  {t(`eventLabels.${type}`)} <code className="text-xs text-slate-600 break-all">{type}</code>
                </span>
              </label>
            ))}
          </div>
          {form.errors.events ? (
            <p id="webhook-events-error" className="mt-1 text-sm text-red-700">
              {form.errors.events}
            </p>
          ) : null}
        </fieldset>
        <ErrorMessage message={form.message} />
        <Button type="submit" loading={form.pending}>
          {t("addEndpoint")}
        </Button>
      </form>
      {revealed ? <RevealedSecret webhook={revealed} onDone={() => setRevealed(null)} /> : null}
      <div className="mt-6">
        <ErrorMessage message={error} onRetry={reload} />
        {!data && !error ? (
          <div className="space-y-2" aria-busy="true" aria-label={t("loadingWebhookEndpoints")}>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : data && data.webhooks.length === 0 ? (
          <EmptyState title={t("noWebhookEndpointsYet")} description={t("addOneAboveSendIt")} />
        ) : data ? (
          <ul className="space-y-3" aria-label={t("webhookEndpoints")}>
            {data.webhooks.map((webhook) => (
              <WebhookItem
                key={webhook.id}
                webhook={webhook}
                onChanged={(changed) => mutate((d) => ({ webhooks: d.webhooks.map((w) => (w.id === changed.id ? changed : w)) }))}
                onDeleted={() => mutate((d) => ({ webhooks: d.webhooks.filter((w) => w.id !== webhook.id) }))}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </Panel>
  );
}

function RevealedSecret({ webhook, onDone }: { webhook: CreateWebhookResponse["webhook"]; onDone: () => void }) {
  const t = useTranslations("Recruiter.Settings.WebhooksPanel");
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(webhook.secret);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" role="region" aria-label={t("signingSecretOfTheNew")}>
      <p className="text-sm font-medium text-amber-900">
        {t("copySecretNotice", { url: webhook.url })}
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code data-testid="webhook-secret" className="block flex-1 overflow-x-auto rounded border border-amber-200 bg-white px-3 py-2 font-mono text-sm">
          {webhook.secret}
        </code>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={copy}>
            {copied === "yes" ? t("copied") : t("copySecret")}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t("done")}
          </Button>
        </div>
      </div>
      <p aria-live="polite" className="mt-1 text-xs text-amber-900">
        {copied === "yes" ? t("secretCopiedToTheClipboard") : copied === "failed" ? t("copyingIsBlockedHereSelect") : ""}
      </p>
    </div>
  );
}

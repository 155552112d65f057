"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { api, call } from "@/lib/ui/api";
import type { ApiKey, CreateApiKeyResponse } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { useFormErrors } from "@/lib/ui/use-form-errors";
import { Panel } from "./Panel";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import type { apiKeyOperations } from "@/lib/openapi/operations/api-keys";

export function ApiKeysPanel() {
  const t = useTranslations("Recruiter.Settings.ApiKeysPanel");
  const format = useFormatting();
  const toast = useToast();
  const { data, error, reload, mutate } = useEndpoint<typeof apiKeyOperations.listApiKeys>("/api/api-keys");
  const [name, setName] = useState("");
  const form = useFormErrors({ name: t("keyNameLabel") });
  const [revealed, setRevealed] = useState<CreateApiKeyResponse | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  async function create(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!form.check({ name: !trimmed ? t("nameRequired") : trimmed.length > 200 ? t("nameTooLong", { limit: 200 }) : undefined })) return;
    await form.run(async () => {
      const created = await call<typeof apiKeyOperations.createApiKey>("POST", "/api/api-keys", { body: { name: trimmed } });
      setRevealed(created);
      setName("");
      mutate((d) => ({ keys: [created.key, ...d.keys] }));
    });
  }

  return (
    <Panel title={t("apiKeys")} description={t("description")}>
      <form id={form.formId} onSubmit={create} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input fieldClassName="flex-1" label={t("newKeyName")} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} error={form.errors.name} placeholder={t("eGReportingScript")} />
        <Button type="submit" loading={form.pending} className="sm:mt-6">
          {t("createKey")}
        </Button>
      </form>
      <ErrorMessage message={form.message} className="mt-3" />
      {revealed ? <RevealedKey created={revealed} onDone={() => setRevealed(null)} /> : null}
      <div className="mt-6">
        <ErrorMessage message={error} onRetry={reload} />
        {!data && !error ? (
          <div className="space-y-2" aria-busy="true" aria-label={t("loadingApiKeys")}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : data && data.keys.length === 0 ? (
          <EmptyState title={t("noApiKeysYet")} description={t("createOneAboveToCall")} />
        ) : data ? (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t("yourApiKeys")}>
            {data.keys.map((key) => (
              <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="truncate font-medium">{key.name}</p>
                  <p className="text-xs text-slate-600">
                    <code className="rounded bg-slate-100 px-1">{key.keyPrefix}…</code> {t("keyFacts", { created: format.date(key.createdAt), used: format.relative(key.lastUsedAt) })}
                  </p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setRevoking(key)}>
                  {t.rich("revoke", { name: key.name, hidden })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {revoking ? (
        <RevokeDialog
          apiKey={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            mutate((d) => ({ keys: d.keys.filter((k) => k.id !== revoking.id) }));
            toast.show(t("revoked", { name: revoking.name }));
            setRevoking(null);
          }}
        />
      ) : null}
    </Panel>
  );
}

function RevealedKey({ created, onDone }: { created: CreateApiKeyResponse; onDone: () => void }) {
  const t = useTranslations("Recruiter.Settings.ApiKeysPanel");
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.plaintext);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" role="region" aria-label={t("newApiKey")}>
      <p className="text-sm font-medium text-amber-900">{t("copyKeyNotice", { name: created.key.name })}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code data-testid="api-key-plaintext" className="block flex-1 overflow-x-auto rounded border border-amber-200 bg-white px-3 py-2 font-mono text-sm">
          {created.plaintext}
        </code>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={copy}>
            {copied === "yes" ? t("copied") : t("copyKey")}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t("done")}
          </Button>
        </div>
      </div>
      <p aria-live="polite" className="mt-1 text-xs text-amber-900">
        {copied === "yes" ? t("keyCopiedToTheClipboard") : copied === "failed" ? t("copyingIsBlockedHereSelect") : ""}
      </p>
    </div>
  );
}

function RevokeDialog({ apiKey, onClose, onRevoked }: { apiKey: ApiKey; onClose: () => void; onRevoked: () => void }) {
  const t = useTranslations("Recruiter.Settings.ApiKeysPanel");
  const { pending: saving, error, run } = useAction();
  async function revoke() {
    if (await run(() => api("DELETE", `/api/api-keys/${apiKey.id}`))) onRevoked();
  }
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t("revokeTitle", { name: apiKey.name })}
      description={t("anythingUsingThisKeyStops")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={revoke} loading={saving}>
            {t("revokeKey")}
          </Button>
        </>
      }
    >
      <ErrorMessage message={error} />
    </Dialog>
  );
}

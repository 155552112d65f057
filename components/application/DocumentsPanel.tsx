"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Spinner } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { useFormatting } from "@/components/ui/use-formatting";
import { call } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { Section } from "./Section";
import type { candidatePageOperations } from "@/lib/openapi/operations/candidate-page";

// The documents asked of the candidate (docs/decisions/493): each request with what came back on
// the candidate's page, the file to open, and for who manages the job a way to ask for another,
// which e-mails the candidate the link to their page.
export function DocumentsPanel({ applicationId, canManage }: { applicationId: number; canManage: boolean }) {
  const t = useTranslations("Recruiter.Application.DocumentsPanel");
  const format = useFormatting();
  const messageOf = useMessageOf();
  const toast = useToast();
  const requests = useEndpoint<typeof candidatePageOperations.listDocumentRequests>(`/api/applications/${applicationId}/document-requests`);
  const [label, setLabel] = useState("");
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = requests.data?.documentRequests ?? [];

  async function ask(event: React.FormEvent) {
    event.preventDefault();
    setAsking(true);
    setError(null);
    try {
      const made = await call<typeof candidatePageOperations.requestDocument>("POST", `/api/applications/${applicationId}/document-requests`, { body: { label: label.trim() } });
      requests.mutate((current) => ({ documentRequests: [...current.documentRequests, made.documentRequest] }));
      toast.show(t("asked", { label: made.documentRequest.label }));
      setLabel("");
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setAsking(false);
    }
  }

  return (
    <Section id="documents" title={t("documents")} description={t("description")}>
      {requests.error ? <ErrorMessage message={requests.error} onRetry={requests.reload} /> : null}
      {requests.loading && !requests.data ? <Spinner label={t("loading")} /> : null}
      {requests.data && list.length === 0 ? <p className="text-sm text-slate-600">{t("none")}</p> : null}
      {list.length ? (
        <ul className="divide-y divide-slate-100 text-sm">
          {list.map((request) => (
            <li key={request.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2" data-testid={`document-request-${request.id}`}>
              <span className="font-medium text-slate-900">{request.label}</span>
              {request.status === "uploaded" && request.url ? (
                <span className="text-slate-700">
                  <a className="text-brand-700 underline" href={request.url} target="_blank" rel="noreferrer">
                    {request.fileName}
                  </a>{" "}
                  · {t("sent", { date: format.dateTime(request.uploadedAt ?? request.createdAt) })}
                </span>
              ) : (
                <span className="text-slate-600">{t("waiting", { date: format.dateTime(request.createdAt) })}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {canManage ? (
        <form onSubmit={ask} className="mt-3 flex flex-wrap items-end gap-2" noValidate>
          <div className="min-w-0 flex-1">
            <Input label={t("askFor")} value={label} maxLength={200} onChange={(e) => setLabel(e.target.value)} hint={t("askForHint")} />
          </div>
          <Button type="submit" size="sm" loading={asking} disabled={!label.trim()}>
            {t("ask")}
          </Button>
        </form>
      ) : null}
      <ErrorMessage message={error} className="mt-2" />
    </Section>
  );
}

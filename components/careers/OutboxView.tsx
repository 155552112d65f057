"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useFormatting } from "@/components/ui/use-formatting";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { useEndpoint } from "@/lib/ui/use-api";
import type { teamOperations } from "@/lib/openapi/operations/team";

const LIMIT = 20;

export function OutboxView() {
  const t = useTranslations("Recruiter.Outbox");
  const format = useFormatting();
  const [offset, setOffset] = useState(0);
  const [to, setTo] = useState("");
  const [filter, setFilter] = useState("");
  const { data, error, loading, reload } = useEndpoint<typeof teamOperations.listOutbox>("/api/outbox", { limit: LIMIT, offset, to: filter });

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setOffset(0);
          setFilter(to.trim());
        }}
      >
        <div>
          <label htmlFor="outbox-to" className="block text-sm font-medium text-slate-700">
            {t("recipient")}
          </label>
          <input
            id="outbox-to"
            type="email"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder={t("recipientPlaceholder")}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          />
        </div>
        <button type="submit" className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {t("filter")}
        </button>
      </form>
      <ErrorMessage message={error} onRetry={reload} />
      {loading && !data ? <Spinner label={t("loading")} /> : null}
      {data && data.emails.length === 0 ? <EmptyState title={t("emptyTitle")} description={t("emptyText")} /> : null}
      {data && data.emails.length > 0 ? (
        <ul className="space-y-3">
          {data.emails.map((mail) => (
            <li key={mail.id} className="rounded-lg border border-slate-200 bg-white">
              <details>
                <summary className="cursor-pointer list-inside px-4 py-3">
                  <span className="font-medium text-slate-900">{mail.subject}</span>
                  <span className="mt-1 block text-sm text-slate-600">
                    {t("to", { to: mail.to })} · {format.dateTime(mail.createdAt)} · {mail.sentAt ? t("sent", { when: format.dateTime(mail.sentAt) }) : t("notSent")} ·{" "}
                    {mail.kind.replace(/_/g, " ")}
                  </span>
                </summary>
                <pre className="overflow-x-auto whitespace-pre-wrap break-words border-t border-slate-200 px-4 py-3 font-sans text-sm text-slate-800">
                  {mail.text}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.page.total > LIMIT ? (
        <nav aria-label={t("pages")} className="flex items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {t("range", { from: data.page.offset + 1, to: Math.min(data.page.offset + LIMIT, data.page.total), total: data.page.total })}
          </p>
          <div className="flex gap-2">
            <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - LIMIT))} className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm disabled:opacity-50">
              {t("newer")}
            </button>
            <button type="button" disabled={offset + LIMIT >= data.page.total} onClick={() => setOffset(offset + LIMIT)} className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm disabled:opacity-50">
              {t("older")}
            </button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}

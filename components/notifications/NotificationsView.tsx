"use client";

import Link from "@/components/ui/Link";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { LocalTime } from "@/components/ui/LocalTime";
import { Spinner } from "@/components/ui/Spinner";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { useUnreadCount } from "./NotificationsProvider";
import type { notificationOperations } from "@/lib/openapi/operations/notifications";

const LIMIT = 25;

// Everything that waited on the member, newest first: open one (it becomes read), mark one or all read.
export function NotificationsView() {
  const t = useTranslations("Recruiter.Notifications");
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [offset, setOffset] = useState(0);
  const { data, error, loading, reload } = useEndpoint<typeof notificationOperations.listNotifications>("/api/notifications", { limit: LIMIT, offset, unread: onlyUnread ? "true" : undefined });
  const live = useUnreadCount();
  const action = useAction();
  // a change anywhere (a new one, or read in another tab) changes the count: the list follows
  useEffect(() => {
    if (live !== null) reload();
  }, [live, reload]);

  const markRead = (body: { ids: number[] } | { all: true }) => action.run(() => api("POST", "/api/notifications/read", { body }).then(reload));
  const unread = data?.unread ?? 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t("filter")} className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
          {[false, true].map((value) => (
            <button
              key={String(value)}
              type="button"
              aria-pressed={onlyUnread === value}
              onClick={() => {
                setOnlyUnread(value);
                setOffset(0);
              }}
              className={`rounded px-3 py-1.5 text-sm font-medium ${onlyUnread === value ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {value ? t("showUnread", { count: unread }) : t("showAll")}
            </button>
          ))}
        </div>
        <Button variant="secondary" size="sm" disabled={unread === 0} loading={action.pending} onClick={() => void markRead({ all: true })}>
          {t("markAllRead")}
        </Button>
      </div>
      <ErrorMessage message={error ?? action.error} onRetry={reload} />
      {loading && !data ? <Spinner label={t("loading")} /> : null}
      {data && data.notifications.length === 0 ? (
        <EmptyState title={onlyUnread ? t("emptyUnreadTitle") : t("emptyTitle")} description={onlyUnread ? t("emptyUnreadText") : t("emptyText")} />
      ) : null}
      {data && data.notifications.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="notification-list">
          {data.notifications.map((n) => (
            <li key={n.id} className={`flex items-start gap-3 px-4 py-3 ${n.readAt ? "" : "bg-brand-50/40"}`}>
              <span aria-hidden="true" className={`mt-2 h-2 w-2 shrink-0 rounded-full ${n.readAt ? "bg-transparent" : "bg-brand-600"}`} />
              <div className="min-w-0 flex-1">
                <Link
                  href={n.url}
                  onClick={() => {
                    if (!n.readAt) void api("POST", "/api/notifications/read", { body: { ids: [n.id] } });
                  }}
                  className={`text-sm text-slate-900 underline-offset-2 hover:underline ${n.readAt ? "" : "font-semibold"}`}
                >
                  {n.text}
                </Link>
                <p className="mt-0.5 text-xs text-slate-600">
                  {t(`kind.${n.kind}`)} · <LocalTime iso={n.createdAt} />
                  {n.readAt ? null : <span className="sr-only"> · {t("unread")}</span>}
                </p>
              </div>
              {n.readAt ? null : (
                <Button variant="ghost" size="sm" onClick={() => void markRead({ ids: [n.id] })}>
                  {t("markRead")}
                  <span className="sr-only">: {n.text}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.page.total > LIMIT ? (
        <nav aria-label={t("pages")} className="flex items-center justify-between gap-3">
          <p className="text-sm text-slate-600">{t("range", { from: data.page.offset + 1, to: Math.min(data.page.offset + LIMIT, data.page.total), total: data.page.total })}</p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - LIMIT))}>
              {t("previous")}
            </Button>
            <Button variant="secondary" size="sm" disabled={offset + LIMIT >= data.page.total} onClick={() => setOffset(offset + LIMIT)}>
              {t("next")}
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}

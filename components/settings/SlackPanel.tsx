"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { LocalTime } from "@/components/ui/LocalTime";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useApi } from "@/lib/ui/use-api";
import { Panel } from "./Panel";

type Slack = { connected: boolean; teamName: string | null; connectedAt: string | null };
type Delivery = { id: number; userId: string; kind: string; text: string; status: "pending" | "delivered" | "failed"; attempts: number; error: string | null; createdAt: string };
const TONES = { pending: "amber", delivered: "green", failed: "red" } as const;

// The organization's Slack (admins, docs/decisions/482): the bot token, kept encrypted and never
// shown again, and the log of the direct messages the queue posted or is still trying.
export function SlackPanel() {
  const t = useTranslations("Recruiter.Settings.SlackPanel");
  const toast = useToast();
  const { data, error, reload, mutate } = useApi<{ slack: Slack }>("/api/orgs/me/slack");
  const log = useApi<{ deliveries: Delivery[] }>(data?.slack.connected ? "/api/orgs/me/slack/deliveries" : null, { limit: 20 });
  const [token, setToken] = useState("");
  const action = useAction();

  const connect = (event: React.FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const saved = await api<{ slack: Slack }>("PUT", "/api/orgs/me/slack", { body: { botToken: token } });
      setToken("");
      mutate(() => saved);
      toast.show(t("connected"));
    });
  };
  const disconnect = () =>
    void action.run(async () => {
      const gone = await api<{ slack: Slack }>("DELETE", "/api/orgs/me/slack");
      mutate(() => gone);
    });

  return (
    <Panel title={t("title")} description={t("description")}>
      <ErrorMessage message={error} onRetry={reload} />
      {!data ? (
        error ? null : <Skeleton className="h-24 w-full" />
      ) : (
        <div className="space-y-4">
          {data.slack.connected ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-slate-800">{data.slack.teamName ? t("connectedTo", { team: data.slack.teamName }) : t("connectedPlain")}</p>
              <Button variant="danger" size="sm" loading={action.pending} onClick={disconnect}>
                {t("disconnect")}
              </Button>
            </div>
          ) : null}
          <form onSubmit={connect} className="flex flex-wrap items-start gap-2">
            <Input
              label={data.slack.connected ? t("replaceToken") : t("botToken")}
              hint={t("botTokenHint")}
              type="password"
              autoComplete="off"
              value={token}
              onChange={(e) => setToken(e.target.value)}
              fieldClassName="min-w-64 flex-1"
            />
            <Button type="submit" className="sm:mt-6" loading={action.pending} disabled={!token.trim()}>
              {t("connect")}
            </Button>
          </form>
          <ErrorMessage message={action.error} />
          {data.slack.connected ? (
            <section aria-label={t("deliveries")}>
              <h3 className="text-sm font-semibold text-slate-900">{t("deliveries")}</h3>
              <ErrorMessage message={log.error} onRetry={log.reload} />
              {log.data && log.data.deliveries.length === 0 ? <EmptyState className="mt-2" title={t("noDeliveries")} /> : null}
              {log.data && log.data.deliveries.length > 0 ? (
                <ul className="mt-2 divide-y divide-slate-100 text-sm">
                  {log.data.deliveries.map((d) => (
                    <li key={d.id} className="flex flex-wrap items-center gap-2 py-2">
                      <Badge tone={TONES[d.status]}>{t(`status.${d.status}`)}</Badge>
                      <span className="min-w-0 flex-1 text-slate-800">{d.text}</span>
                      <span className="text-xs text-slate-600">
                        {t("attempts", { count: d.attempts })}
                        {d.error ? ` · ${d.error}` : ""} · <LocalTime iso={d.createdAt} />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}
        </div>
      )}
    </Panel>
  );
}

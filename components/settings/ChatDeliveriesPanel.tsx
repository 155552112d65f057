"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/Badge";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { LocalTime } from "@/components/ui/LocalTime";
import { Skeleton } from "@/components/ui/Spinner";
import { useEndpoint } from "@/lib/ui/use-api";
import { Panel } from "./Panel";
import type { chatOperations } from "@/lib/openapi/operations/chat";

type Delivery = {
  id: number;
  to: { kind: "member" | "slack_channel" | "teams_channel"; id: string; name: string | null };
  text: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  error: string | null;
  createdAt: string;
};
const TONES = { pending: "amber", delivered: "green", failed: "red" } as const;

// What the chat queue posted or is still trying (admins, docs/decisions/482 and 484): members'
// Slack messages and the posts to Slack and Teams channels, each with its tries and last error.
export function ChatDeliveriesPanel() {
  const t = useTranslations("Recruiter.Settings.SlackPanel");
  const c = useTranslations("Recruiter.Settings.ChatChannels");
  const log = useEndpoint<typeof chatOperations.listSlackDeliveries>("/api/orgs/me/slack/deliveries", { limit: 20 });
  const where = (d: Delivery) =>
    d.to.kind === "slack_channel" ? c("toSlackChannel", { channel: d.to.name ?? d.to.id }) : d.to.kind === "teams_channel" ? c("toTeams", { name: d.to.name ?? d.to.id }) : c("toMember");
  return (
    <Panel title={t("deliveries")} description={c("deliveriesDescription")}>
      <ErrorMessage message={log.error} onRetry={log.reload} />
      {!log.data ? (
        log.error ? null : <Skeleton className="h-16 w-full" />
      ) : log.data.deliveries.length === 0 ? (
        <EmptyState title={t("noDeliveries")} />
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {log.data.deliveries.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-2 py-2">
              <Badge tone={TONES[d.status]}>{t(`status.${d.status}`)}</Badge>
              <span className="min-w-0 flex-1 text-slate-800">
                {d.text} <span className="text-xs text-slate-600">{where(d)}</span>
              </span>
              <span className="text-xs text-slate-600">
                {t("attempts", { count: d.attempts })}
                {d.error ? ` · ${d.error}` : ""} · <LocalTime iso={d.createdAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

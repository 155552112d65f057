"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { CHANNEL_EVENTS, type ChannelEvent } from "@/lib/server/chat/channel-events";
import type { chatOperations } from "@/lib/openapi/operations/chat";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

// Which events go to which Slack channels, for every job or one (docs/decisions/484): inside the
// Slack panel once Slack is connected. Slack is asked for the channel when a rule is added.
export function SlackChannelRules() {
  const t = useTranslations("Recruiter.Settings.ChatChannels");
  const { data, error, reload } = useEndpoint<typeof chatOperations.listSlackChannelRules>("/api/orgs/me/slack/channel-rules");
  const jobs = useEndpoint<typeof jobOperations.listJobs>("/api/jobs", { limit: 100 });
  const [event, setEvent] = useState<ChannelEvent>("application.created");
  const [jobId, setJobId] = useState("");
  const [channel, setChannel] = useState("");
  const action = useAction();

  const add = (e: React.FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await api("POST", "/api/orgs/me/slack/channel-rules", { body: { event, jobId: jobId ? Number(jobId) : null, channel: channel.trim() } });
      setChannel("");
      reload();
    });
  };
  const remove = (id: number) =>
    void action.run(async () => {
      await api("DELETE", `/api/orgs/me/slack/channel-rules/${id}`);
      reload();
    });

  return (
    <section aria-labelledby="slack-channel-rules">
      <h3 id="slack-channel-rules" className="text-sm font-semibold text-slate-900">
        {t("slackRules")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t("slackRulesHint")}</p>
      <ErrorMessage message={error} onRetry={reload} />
      {!data ? (
        error ? null : <Skeleton className="mt-2 h-10 w-full" />
      ) : data.rules.length === 0 ? (
        <EmptyState className="mt-2" title={t("noSlackRules")} />
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {data.rules.map((rule) => (
            <li key={rule.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="min-w-0 flex-1 text-slate-800">
                {t("ruleLine", { event: t(`events.${rule.event}`), job: rule.jobTitle ?? t("allJobs"), channel: rule.channelName })}
              </span>
              <Button variant="secondary" size="sm" disabled={action.pending} onClick={() => remove(rule.id)} aria-label={t("removeRule", { event: t(`events.${rule.event}`), channel: rule.channelName })}>
                {t("remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} aria-label={t("addSlackRule")} className="mt-3 grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
        <Select label={t("event")} value={event} onChange={(e) => setEvent(e.target.value as ChannelEvent)} options={CHANNEL_EVENTS.map((k) => ({ value: k, label: t(`events.${k}`) }))} />
        <Select label={t("job")} value={jobId} onChange={(e) => setJobId(e.target.value)} options={[{ value: "", label: t("allJobs") }, ...(jobs.data?.jobs ?? []).map((j) => ({ value: String(j.id), label: j.title }))]} />
        <Input label={t("channel")} hint={t("channelHint")} value={channel} maxLength={80} autoComplete="off" placeholder={t("channelPlaceholder")} onChange={(e) => setChannel(e.target.value)} />
        <Button type="submit" className="sm:mt-6" loading={action.pending} disabled={!channel.trim()}>
          {t("addRule")}
        </Button>
      </form>
      <ErrorMessage message={action.error} />
    </section>
  );
}

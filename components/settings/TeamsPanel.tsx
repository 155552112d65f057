"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { CHANNEL_EVENTS, type ChannelEvent } from "@/lib/server/chat/channel-events";
import { Panel } from "./Panel";
import type { chatOperations } from "@/lib/openapi/operations/chat";

// The organization's Microsoft Teams channels (admins, docs/decisions/484): each by the URL of its
// "Post to a channel when a webhook request is received" workflow, a secret shown again only masked,
// and the kinds of event it gets.
export function TeamsPanel() {
  const t = useTranslations("Recruiter.Settings.ChatChannels");
  const toast = useToast();
  const { data, error, reload } = useEndpoint<typeof chatOperations.listTeamsChannels>("/api/orgs/me/teams/channels");
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<ChannelEvent[]>(["application.created", "candidate.hired"]);
  const action = useAction();

  const toggle = (kind: ChannelEvent) => setEvents((now) => (now.includes(kind) ? now.filter((k) => k !== kind) : [...now, kind]));
  const add = (e: React.FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await api("POST", "/api/orgs/me/teams/channels", { body: { name: name.trim(), url: url.trim(), events } });
      setName("");
      setUrl("");
      toast.show(t("teamsAdded"));
      reload();
    });
  };
  const remove = (id: number) =>
    void action.run(async () => {
      await api("DELETE", `/api/orgs/me/teams/channels/${id}`);
      reload();
    });

  return (
    <Panel title={t("teamsTitle")} description={t("teamsDescription")}>
      <ErrorMessage message={error} onRetry={reload} />
      {!data ? (
        error ? null : <Skeleton className="h-16 w-full" />
      ) : data.channels.length === 0 ? (
        <EmptyState title={t("noTeamsChannels")} />
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {data.channels.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="min-w-0 flex-1">
                <span className="font-medium text-slate-900">{c.name}</span> <span className="break-all text-xs text-slate-600">{c.urlHint}</span>
                <span className="block text-xs text-slate-600">{c.events.map((k) => t(`events.${k}`)).join(", ")}</span>
              </span>
              <Button variant="secondary" size="sm" disabled={action.pending} onClick={() => remove(c.id)} aria-label={t("removeTeams", { name: c.name })}>
                {t("remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} aria-label={t("addTeams")} className="mt-4 space-y-3">
        <div className="grid gap-2 sm:grid-cols-2">
          <Input label={t("teamsName")} value={name} maxLength={100} autoComplete="off" onChange={(e) => setName(e.target.value)} />
          <Input label={t("teamsUrl")} hint={t("teamsUrlHint")} type="url" inputMode="url" autoComplete="off" value={url} maxLength={2000} onChange={(e) => setUrl(e.target.value)} />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t("teamsEvents")}</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {CHANNEL_EVENTS.map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="h-4 w-4" checked={events.includes(kind)} onChange={() => toggle(kind)} />
                {t(`events.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" loading={action.pending} disabled={!name.trim() || !url.trim() || events.length === 0}>
          {t("addTeamsButton")}
        </Button>
      </form>
      <ErrorMessage message={action.error} />
    </Panel>
  );
}

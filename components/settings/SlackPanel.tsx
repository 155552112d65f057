"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { Panel } from "./Panel";
import { SlackChannelRules } from "./SlackChannelRules";
import type { chatOperations } from "@/lib/openapi/operations/chat";

// The organization's Slack (admins, docs/decisions/482): the bot token, kept encrypted and never
// shown again, and which events are posted to which channels (decision 484). The log of what the
// queue posted is ChatDeliveriesPanel, below this and the Teams panel.
export function SlackPanel({ installable = false }: { installable?: boolean }) {
  const t = useTranslations("Recruiter.Settings.SlackPanel");
  const toast = useToast();
  const { data, error, reload, mutate } = useEndpoint<typeof chatOperations.getSlackConnection>("/api/orgs/me/slack");
  const [token, setToken] = useState("");
  const action = useAction();

  const connect = (event: React.FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const saved = await call<typeof chatOperations.connectSlack>("PUT", "/api/orgs/me/slack", { body: { botToken: token } });
      setToken("");
      mutate(() => saved);
      toast.show(t("connected"));
    });
  };
  // the server's Slack app, approved in Slack (docs/decisions/485): Slack sends the admin back to /settings/slack
  const install = () =>
    void action.run(async () => {
      const { url } = await call<typeof chatOperations.startSlackInstall>("POST", "/api/orgs/me/slack/install");
      window.location.assign(url);
    });
  const disconnect = () =>
    void action.run(async () => {
      const gone = await call<typeof chatOperations.disconnectSlack>("DELETE", "/api/orgs/me/slack");
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
          {installable ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button variant={data.slack.connected ? "secondary" : "primary"} loading={action.pending} onClick={install}>
                {t("install")}
              </Button>
              <p className="text-sm text-slate-600">{t("installHint")}</p>
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
          {data.slack.connected ? <SlackChannelRules /> : null}
        </div>
      )}
    </Panel>
  );
}

"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { LocalTime } from "@/components/ui/LocalTime";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { ActivityLog } from "./ActivityLog";
import { Panel } from "./Panel";
import type { newHireOperations } from "@/lib/openapi/operations/new-hires";
const TONES = { pending: "amber", delivered: "green", failed: "red" } as const;

// The organization's BambooHR (settings.manage, docs/decisions/483): the subdomain and API key, the
// key kept encrypted and never shown again, and the log of each new hire the queue handed over or is
// still trying.
export function BambooHrPanel() {
  const t = useTranslations("Recruiter.Settings.BambooHrPanel");
  const toast = useToast();
  const { data, error, reload, mutate } = useEndpoint<typeof newHireOperations.getBambooHrConnection>("/api/orgs/me/bamboohr");
  const log = useEndpoint<typeof newHireOperations.listBambooHrHandoffs>(data ? "/api/orgs/me/bamboohr/handoffs" : null, { limit: 20 });
  const [companyDomain, setCompanyDomain] = useState("");
  const [apiKey, setApiKey] = useState("");
  const action = useAction();

  // replacing the key of a connected company keeps its subdomain unless another is typed
  const domain = companyDomain.trim() || data?.bamboohr.companyDomain || "";
  const connect = (event: React.FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const saved = await call<typeof newHireOperations.connectBambooHr>("PUT", "/api/orgs/me/bamboohr", { body: { companyDomain: domain, apiKey } });
      setApiKey("");
      setCompanyDomain("");
      mutate(() => saved);
      toast.show(t("connected"));
    });
  };
  const disconnect = () =>
    void action.run(async () => {
      const gone = await call<typeof newHireOperations.disconnectBambooHr>("DELETE", "/api/orgs/me/bamboohr");
      mutate(() => gone);
    });

  return (
    <Panel title={t("title")} description={t("description")}>
      <ErrorMessage message={error} onRetry={reload} />
      {!data ? (
        error ? null : <Skeleton className="h-24 w-full" />
      ) : (
        <div className="space-y-4">
          {data.bamboohr.connected ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-slate-800">{t("connectedTo", { company: data.bamboohr.companyDomain ?? "" })}</p>
              <Button variant="danger" size="sm" loading={action.pending} onClick={disconnect}>
                {t("disconnect")}
              </Button>
            </div>
          ) : null}
          <form onSubmit={connect} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
            <Input
              label={t("companyDomain")}
              hint={t("companyDomainHint")}
              autoComplete="off"
              placeholder={data.bamboohr.companyDomain ?? undefined}
              value={companyDomain}
              onChange={(e) => setCompanyDomain(e.target.value)}
            />
            <Input
              label={data.bamboohr.connected ? t("replaceKey") : t("apiKey")}
              hint={t("apiKeyHint")}
              type="password"
              autoComplete="off"
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
            />
            <Button type="submit" className="sm:mt-6" loading={action.pending} disabled={!domain || !apiKey.trim()}>
              {t("connect")}
            </Button>
          </form>
          <ErrorMessage message={action.error} />
          <ActivityLog
            title={t("handoffs")}
            rows={log.data?.handoffs.map((h) => ({
              key: h.id,
              tone: TONES[h.status],
              status: t(`status.${h.status}`),
              label: h.label,
              detail: (
                <>
                  {h.employeeId ? `${t("employeeId", { id: h.employeeId })} · ` : ""}
                  {t("attempts", { count: h.attempts })}
                  {h.error ? ` · ${h.error}` : ""} · <LocalTime iso={h.createdAt} />
                </>
              ),
            }))}
            error={log.error}
            onRetry={log.reload}
            empty={{ title: t("noHandoffs"), description: t("noHandoffsHint") }}
          />
        </div>
      )}
    </Panel>
  );
}

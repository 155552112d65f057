"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { LocalTime } from "@/components/ui/LocalTime";
import { Skeleton } from "@/components/ui/Spinner";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { Panel } from "./Panel";
import type { reportOperations } from "@/lib/openapi/operations/reports";
type Credentials = { host: string; port: number; database: string; user: string; password: string };

// The organization's read-only database login for its BI tool (settings.manage, docs/decisions/488):
// made here, its password shown once, replaced or dropped at once.
export function AnalyticsPanel() {
  const t = useTranslations("Recruiter.Settings.AnalyticsPanel");
  const { data, error, reload, mutate } = useEndpoint<typeof reportOperations.getAnalyticsCredentials>("/api/orgs/me/analytics-credentials");
  const [made, setMade] = useState<Credentials | null>(null);
  const action = useAction();

  const make = () =>
    void action.run(async () => {
      const credentials = await call<typeof reportOperations.createAnalyticsCredentials>("POST", "/api/orgs/me/analytics-credentials");
      setMade(credentials);
      mutate(() => ({ credentials: { exists: true, user: credentials.user, createdAt: new Date().toISOString() } }));
    });
  const drop = () =>
    void action.run(async () => {
      const gone = await call<typeof reportOperations.revokeAnalyticsCredentials>("DELETE", "/api/orgs/me/analytics-credentials");
      setMade(null);
      mutate(() => gone);
    });

  return (
    <Panel title={t("title")} description={t("description")}>
      <ErrorMessage message={error} onRetry={reload} />
      {!data ? (
        error ? null : <Skeleton className="h-16 w-full" />
      ) : (
        <div className="space-y-3">
          {data.credentials.exists && data.credentials.user ? (
            <p className="text-sm text-slate-800">
              {t("loginExists", { user: data.credentials.user })}{" "}
              {data.credentials.createdAt ? (
                <span className="text-slate-600">
                  (<LocalTime iso={data.credentials.createdAt} />)
                </span>
              ) : null}
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t("noLogin")}</p>
          )}
          {made ? (
            <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
              <p className="font-medium text-slate-900">{t("copyNow")}</p>
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 font-mono text-xs">
                {(["host", "port", "database", "user", "password"] as const).map((field) => (
                  <div key={field} className="contents">
                    <dt className="font-sans text-slate-700">{t(`field.${field}`)}</dt>
                    <dd className="break-all text-slate-900" data-field={field}>
                      {String(made[field])}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button loading={action.pending} onClick={make}>
              {data.credentials.exists ? t("replace") : t("make")}
            </Button>
            {data.credentials.exists ? (
              <Button variant="danger" loading={action.pending} onClick={drop}>
                {t("drop")}
              </Button>
            ) : null}
            <a className="self-center text-sm font-medium text-brand-700 underline" href="/docs/metrics">
              {t("definitions")}
            </a>
          </div>
          <ErrorMessage message={action.error} />
        </div>
      )}
    </Panel>
  );
}

"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import Link from "@/components/ui/Link";
import { money } from "@/components/offers/types";
import { useReportJobs } from "@/components/reports/use-report-jobs";
import { Button, buttonClasses } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import { useFormatting } from "@/components/ui/use-formatting";
import { withQuery } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { HandoffStatus } from "./HandoffStatus";
import type { newHireOperations } from "@/lib/openapi/operations/new-hires";

const PAGE = 25;

// The new hires the caller may read (their offers'), newest first, by job, with where each hand-off to
// the HR system stands and the CSV/JSON exports of what is shown (docs/decisions/483).
export function NewHiresView() {
  const t = useTranslations("Recruiter.NewHires");
  const labels = useTranslations("Recruiter.Labels");
  const offers = useTranslations("Recruiter.Offers");
  const format = useFormatting();
  const jobs = useReportJobs();
  const [jobId, setJobId] = useState("");
  const [offset, setOffset] = useState(0);
  const filters = jobId ? { jobId } : {};
  const { data, error, reload, loading } = useEndpoint<typeof newHireOperations.listNewHires>("/api/new-hires", { ...filters, limit: PAGE, offset });
  const total = data?.page.total ?? 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t("job")}
          placeholder={t("allJobs")}
          value={jobId}
          onChange={(e) => {
            setJobId(e.target.value);
            setOffset(0);
          }}
          options={jobs.jobs.map((j) => ({ value: String(j.id), label: j.title }))}
          fieldClassName="min-w-48"
        />
        <a href={withQuery("/api/new-hires/export.csv", filters)} className={buttonClasses("secondary")}>
          {t("downloadCsv")}
        </a>
        <a href={withQuery("/api/new-hires/export", filters)} className={buttonClasses("secondary")}>
          {t("downloadJson")}
        </a>
      </div>
      <ErrorMessage message={error} onRetry={reload} />
      {!data && !error ? <Skeleton className="h-32 w-full" /> : null}
      {data && data.newHires.length === 0 ? <EmptyState title={t("empty")} description={t("emptyHint")} /> : null}
      {data && data.newHires.length > 0 ? (
        <ul className={`space-y-3 ${loading ? "opacity-60" : ""}`} aria-busy={loading}>
          {data.newHires.map((hire) => (
            <li key={hire.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="min-w-0 break-words font-medium text-slate-900">
                  <Link href={`/applications/${hire.applicationId}`} className="hover:underline">
                    {hire.person.name}
                  </Link>
                </h2>
                <span className="text-sm text-slate-600">{t("acceptedOn", { date: format.date(hire.createdAt) })}</span>
              </div>
              <p className="mt-1 break-words text-sm text-slate-700">
                {[hire.job.title, hire.job.department, hire.job.location, hire.job.employmentType ? labels(`employmentType.${hire.job.employmentType}`) : null].filter(Boolean).join(" · ")}
              </p>
              <p className="mt-1 break-words text-sm text-slate-700">
                {[
                  offers("perPeriod", { amount: money(hire.salary), period: offers(`periods.${hire.salary.period}`) }),
                  hire.startDate ? offers("starts", { date: format.date(`${hire.startDate}T00:00:00Z`) }) : null,
                  hire.manager ? t("manager", { name: hire.manager.name }) : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
                {hire.handoffs.map((h) => (
                  <HandoffStatus key={h.connector} handoff={h} />
                ))}
                <a href={`/api/new-hires/${hire.id}/export.csv`} className="text-sm font-medium text-brand-700 underline hover:no-underline">
                  {t("exportCsvOf", { name: hire.person.name })}
                </a>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {total > PAGE ? (
        <nav aria-label={t("pages")} className="flex items-center gap-3">
          <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            {t("previous")}
          </Button>
          <span className="text-sm text-slate-600">{t("range", { from: offset + 1, to: Math.min(offset + PAGE, total), total })}</span>
          <Button variant="secondary" size="sm" disabled={offset + PAGE >= total} onClick={() => setOffset(offset + PAGE)}>
            {t("next")}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

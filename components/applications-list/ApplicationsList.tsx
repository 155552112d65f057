"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import Link from "@/components/ui/Link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import { PageHeader } from "@/components/shell/PageHeader";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { APPLICATION_STATUS_TONES, Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import { APPLICATION_LIST_SORTS, type ApplicationListSort } from "@/lib/schemas/application";
import type { ListAllApplicationsResponse } from "@/lib/schemas/responses/application";
import { useEndpoint } from "@/lib/ui/use-api";
import { BulkBar } from "./BulkBar";
import { useSelection } from "./use-selection";
import { useTranslations } from "next-intl";
import { can } from "@/lib/auth/caller";
import type { applicationOperations } from "@/lib/openapi/operations/applications";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

export type Row = z.infer<typeof ListAllApplicationsResponse>["applications"][number];
export type StageName = { id: number; name: string };
const PAGE = 50;
const STATUSES = ["active", "rejected", "hired", "withdrawn"] as const;
// newest application first on the screen; the API's own default stays the sync order (oldest change first)
const DEFAULT_SORT: ApplicationListSort = "-createdAt";
const isSort = (value: string | null): value is ApplicationListSort => APPLICATION_LIST_SORTS.includes(value as ApplicationListSort);

// Every application the user may see, across jobs (GET /api/applications), with filters, paging and
// row selection for the bulk actions (POST /api/applications/bulk, docs/decisions/232).
export function ApplicationsList() {
  const labels = useTranslations("Recruiter.Labels");
  const t = useTranslations("Recruiter.ApplicationsList.ApplicationsList");
  const format = useFormatting();
  const user = useCurrentUser();
  const canAct = can(user, "applications.manage");
  const router = useRouter();
  const pathname = usePathname() ?? ""; // null only under the Pages Router, which never renders this
  const params = useSearchParams();
  // the order lives in the URL, so a sorted list survives reload and can be shared
  const asked = params?.get("sort") ?? null;
  const sort = isSort(asked) ? asked : DEFAULT_SORT;
  const [jobId, setJobId] = useState("");
  const [stageId, setStageId] = useState("");
  const [status, setStatus] = useState("active");
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [offset, setOffset] = useState(0);
  const selection = useSelection<Row>();
  // React reports a checkbox's change before its click, so the shift key is read on mouse down
  const shiftClick = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const list = useEndpoint<typeof applicationOperations.listApplications>("/api/applications", { jobId, stageId, status, q, sort, limit: PAGE, offset });
  const jobs = useEndpoint<typeof jobOperations.listJobs>("/api/jobs", { limit: 100 });
  const rows = useMemo(() => list.data?.applications ?? [], [list.data]);
  const jobIds = useMemo(() => [...new Set([...rows.map((r) => r.jobId), ...[...selection.selected.values()].map((r) => r.jobId), ...(jobId ? [Number(jobId)] : [])])].sort((a, b) => a - b), [rows, selection.selected, jobId]);
  const stageCounts = useEndpoint<typeof jobOperations.listStageCounts>(jobIds.length ? "/api/jobs/stage-counts" : null, { jobIds: jobIds.slice(0, 100).join(",") });

  const jobTitles = useMemo(() => new Map((jobs.data?.jobs ?? []).map((j) => [j.id, j.title])), [jobs.data]);
  const stagesByJob = useMemo(() => new Map((stageCounts.data?.jobs ?? []).map((j) => [j.jobId, j.stages.map(({ id, name }) => ({ id, name }))])), [stageCounts.data]);
  const stageNames = useMemo(() => new Map([...stagesByJob.values()].flat().map((s) => [s.id, s.name])), [stagesByJob]);

  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setOffset(0);
  };
  const changeSort = (value: string) => {
    const next = new URLSearchParams(params?.toString() ?? "");
    if (value === DEFAULT_SORT) next.delete("sort");
    else next.set("sort", value);
    const text = next.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
    setOffset(0);
  };
  const ariaSort = (column: "createdAt" | "updatedAt") => (sort.endsWith(column) ? (sort.startsWith("-") ? "descending" : "ascending") : undefined);
  const total = list.data?.page.total ?? 0;
  const allOnPage = rows.length > 0 && rows.every((r) => selection.selected.has(r.id));
  const someOnPage = rows.some((r) => selection.selected.has(r.id));

  // arrows move between the row checkboxes; Shift+Space selects a range like a shift-click
  const onRowKey = (event: React.KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = index + (event.key === "ArrowDown" ? 1 : -1);
      document.getElementById(`select-row-${rows[next]?.id}`)?.focus();
    } else if (event.key === " " && event.shiftKey) {
      event.preventDefault();
      selection.toggle(rows, index, true);
    }
  };

  return (
    <>
      <PageHeader title={t("applications")} description={t("everyApplicationYouCanSee")} />
      <form role="search" aria-label={t("filterApplications")} className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(e) => e.preventDefault()}>
        <Input label={t("candidate")} type="search" placeholder={t("nameOrEMail")} value={typed} onChange={(e) => { setTyped(e.target.value); setOffset(0); }} />
        <Select
          label={t("job")}
          placeholder={t("allJobs")}
          value={jobId}
          onChange={(e) => { filter(setJobId)(e.target.value); setStageId(""); }}
          options={(jobs.data?.jobs ?? []).map((j) => ({ value: String(j.id), label: j.title }))}
        />
        <Select
          label={t("stage")}
          placeholder={jobId ? t("allStages") : t("chooseAJobFirst")}
          disabled={!jobId}
          value={stageId}
          onChange={(e) => filter(setStageId)(e.target.value)}
          options={(stagesByJob.get(Number(jobId)) ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <Select label={t("status")} placeholder={t("anyStatus")} value={status} onChange={(e) => filter(setStatus)(e.target.value)} options={STATUSES.map((s) => ({ value: s, label: labels(`applicationStatus.${s}`) }))} />
        <Select label={t("sortBy")} value={sort} onChange={(e) => changeSort(e.target.value)} options={APPLICATION_LIST_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))} />
      </form>

      {canAct ? <BulkBar selected={[...selection.selected.values()]} stagesByJob={stagesByJob} jobTitles={jobTitles} onClear={selection.clear} onDone={(failedIds) => { selection.keep(failedIds); list.reload(); stageCounts.reload(); }} /> : null}

      {list.error ? <ErrorMessage message={list.error} onRetry={list.reload} /> : null}
      {list.loading && !list.data ? (
        <div className="space-y-2" aria-busy="true">
          <p className="sr-only" role="status">{t("loadingApplications")}</p>
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : list.data && rows.length === 0 ? (
        <EmptyState title={t("noApplicationsMatch")} description={t("changeTheFiltersToSee")} />
      ) : list.data ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white" aria-busy={list.loading}>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption", { count: total, n: format.number(total) })}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                {canAct ? (
                  <th scope="col" className="w-10 px-3 py-2">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      aria-label={t("selectAllOnThisPage")}
                      checked={allOnPage}
                      ref={(el) => { if (el) el.indeterminate = someOnPage && !allOnPage; }}
                      onChange={(e) => selection.setAll(rows, e.target.checked)}
                    />
                  </th>
                ) : null}
                <th scope="col" className="px-3 py-2">{t("candidate")}</th>
                <th scope="col" className="px-3 py-2">{t("job")}</th>
                <th scope="col" className="px-3 py-2">{t("stage")}</th>
                <th scope="col" className="px-3 py-2">{t("status")}</th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell" aria-sort={ariaSort("createdAt")}>{t("applied")}</th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell" aria-sort={ariaSort("updatedAt")}>{t("lastChange")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row, index) => {
                const checked = selection.selected.has(row.id);
                return (
                  <tr key={row.id} className={checked ? "bg-brand-50" : undefined}>
                    {canAct ? (
                      <td className="px-3 py-2">
                        <input
                          id={`select-row-${row.id}`}
                          type="checkbox"
                          className="h-4 w-4"
                          aria-label={t("selectRow", { name: row.name })}
                          checked={checked}
                          onMouseDown={(e) => { shiftClick.current = e.shiftKey; }}
                          onChange={() => { selection.toggle(rows, index, shiftClick.current); shiftClick.current = false; }}
                          onKeyDown={(e) => onRowKey(e, index)}
                        />
                      </td>
                    ) : null}
                    <td className="px-3 py-2">
                      <Link href={`/applications/${row.id}`} className="font-medium text-brand-700 underline hover:no-underline">
                        {row.name}
                      </Link>
                      <div className="text-xs text-slate-600">
                        <Link href={`/candidates/${row.candidateId}`} className="underline hover:no-underline">
                          {row.email}
                          <span className="sr-only"> {t("candidatePage")}</span>
                        </Link>
                      </div>
                    </td>
                    <td className="px-3 py-2">{jobTitles.get(row.jobId) ?? t("jobNumber", { id: row.jobId })}</td>
                    <td className="px-3 py-2">{stageNames.get(row.currentStageId) ?? "…"}</td>
                    <td className="px-3 py-2">
                      <Badge tone={APPLICATION_STATUS_TONES[row.status]}>{labels(`applicationStatus.${row.status}`)}</Badge>
                    </td>
                    <td className="hidden px-3 py-2 md:table-cell">{format.date(row.createdAt)}</td>
                    <td className="hidden px-3 py-2 md:table-cell">{format.date(row.updatedAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {list.data && total > 0 ? (
        <nav aria-label={t("pages")} className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <span>
            {t("range", { from: offset + 1, to: Math.min(offset + rows.length, total), total })}
          </span>
          <span className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              {t("previous")}
            </Button>
            <Button variant="secondary" size="sm" disabled={offset + PAGE >= total} onClick={() => setOffset(offset + PAGE)}>
              {t("next")}
            </Button>
          </span>
        </nav>
      ) : null}
    </>
  );
}

"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import Link from "@/components/ui/Link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Pager } from "@/components/jobs/Pager";
import { PageHeader } from "@/components/shell/PageHeader";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { can } from "@/lib/auth/caller";
import { Badge, JOB_STATUS_TONES } from "@/components/ui/Badge";
import { ButtonLink } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import type { StageCountsResponse } from "@/lib/ui/types";
import { workplaceBeside } from "@/lib/ui/place";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export function JobList() {
  const labels = useTranslations("Recruiter.Labels");
  const t = useTranslations("Recruiter.Jobs.JobList");
  const format = useFormatting();
  const user = useCurrentUser();
  const router = useRouter();
  const pathname = usePathname() ?? ""; // null only under the Pages Router, which never renders this
  const params = useSearchParams() ?? new URLSearchParams(); // likewise
  const q = params.get("q") ?? "";
  const location = params.get("location") ?? "";
  const offset = Math.max(0, Number(params.get("offset")) || 0);
  const [search, setSearch] = useState(q);

  const { data, error, loading, reload } = useEndpoint<typeof jobOperations.listJobs>("/api/jobs", { q, location, limit: PAGE_SIZE, offset });

  // The query last asked of the router: router.replace updates the address bar only when its transition
  // commits, so a search timer firing meanwhile would merge into the address before the location picked
  // just now and drop it (seen on a loaded machine). Navigation from elsewhere (back, a link) resets it.
  const requested = useRef<string | null>(null);
  const current = params.toString();
  useEffect(() => {
    if (requested.current === current) requested.current = null;
  }, [current]);

  // filters live in the URL so a filtered list can be shared and survives reload. Merges into the newest
  // query, not the `params` of the render that created this function: the search box calls it from a timer.
  function setFilters(next: { q?: string; location?: string; offset?: number }) {
    const merged = new URLSearchParams(requested.current ?? window.location.search);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) continue;
      if (value === "" || value === 0) merged.delete(key);
      else merged.set(key, String(value));
    }
    if (next.offset === undefined) merged.delete("offset");
    const text = merged.toString();
    requested.current = text;
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  }

  useEffect(() => {
    if (search.trim() === q) return;
    const timer = window.setTimeout(() => setFilters({ q: search.trim() }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // setFilters reads the current URL; only typing should restart the timer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const filtered = Boolean(q || location);
  const jobs = data?.jobs ?? [];
  // the page's pipelines in one request, after the list itself (docs/decisions/168)
  const jobIds = jobs.map((job) => job.id).join(",");
  const counts = useEndpoint<typeof jobOperations.listStageCounts>(jobIds ? "/api/jobs/stage-counts" : null, { jobIds });
  const stagesByJob = new Map((counts.data?.jobs ?? []).map((entry) => [entry.jobId, entry.stages]));

  return (
    <>
      <PageHeader
        title={t("jobs")}
        description={data ? `${data.page.total} ${filtered ? "matching" : "in total"}` : "\u00a0"}
        actions={can(user, "jobs.create") ? <ButtonLink href="/jobs/new">{t("newJob")}</ButtonLink> : null}
      />
      <form
        role="search"
        aria-label={t("filterJobs")}
        className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ q: search.trim() });
        }}
      >
        <Input label={t("searchByTitle")} type="search" name="q" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t("eGEngineer")} />
        <Select
          label={t("location")}
          name="location"
          value={location}
          onChange={(event) => setFilters({ location: event.target.value })}
          placeholder={t("allLocations")}
          options={(data?.locations ?? (location ? [location] : [])).map((l) => ({ value: l, label: l }))}
        />
      </form>
      <ErrorMessage message={error} onRetry={reload} className="mb-4" />
      {loading && !data ? (
        <JobListSkeleton />
      ) : data && jobs.length === 0 ? (
        filtered ? (
          <EmptyState title={t("noJobsMatch")} description={t("tryAnotherSearchOrLocation")} />
        ) : (
          <EmptyState
            title={t("noJobsYet")}
            description={can(user, "jobs.create") ? t("createYourFirstJobTo") : t("jobsYouArePartOf")}
            action={can(user, "jobs.create") ? <ButtonLink href="/jobs/new">{t("newJob")}</ButtonLink> : null}
          />
        )
      ) : data ? (
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : ""}>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {jobs.map((job) => (
              <li key={job.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link href={`/jobs/${job.id}`} className="font-medium text-brand-700 hover:underline">
                      {job.title}
                    </Link>
                    <Badge tone={JOB_STATUS_TONES[job.status]}>{labels(`jobStatus.${job.status}`)}</Badge>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {[
                      job.location,
                      workplaceBeside(job.location, job.workplaceType ? labels(`workplaceType.${job.workplaceType}`) : null),
                      job.department,
                      job.employmentType ? labels(`employmentType.${job.employmentType}`) : null,
                    ]
                      .filter(Boolean)
                      .join(" · ") || t("noLocationOrDepartmentSet")}
                  </p>
                  <StageCounts stages={stagesByJob.get(job.id)} />
                </div>
                <div className="flex shrink-0 items-center gap-3 text-sm text-slate-600">
                  <span>{t("created", { date: format.date(job.createdAt) })}</span>
                  {(can(user, "jobs.manage") && (can(user, "jobs.view_all") || job.hiringManagerIds.includes(user.id))) ? (
                    <Link href={`/jobs/${job.id}/edit`} className="font-medium text-slate-700 underline hover:no-underline">
                      {t.rich("edit", { title: job.title, hidden })}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pager label={t("jobsPages")} limit={data.page.limit} offset={data.page.offset} total={data.page.total} onChange={(o) => setFilters({ q, location, offset: o })} />
        </div>
      ) : null}
    </>
  );
}

// "Applied 4 · Screen 2 · … · Hired 1": active and hired applications in each stage, in pipeline order.
function StageCounts({ stages }: { stages: StageCountsResponse["jobs"][number]["stages"] | undefined }) {
  const t = useTranslations("Recruiter.Jobs.JobList");
  if (!stages) return null;
  const total = stages.reduce((sum, s) => sum + s.active + s.hired, 0);
  return (
    <p className="mt-1 text-xs text-slate-600">
      <span className="sr-only">{t("applicationsPerStage")} </span>
      {total === 0
        ? t("noApplicationsInThePipeline")
        : stages.map((s, i) => (
            <span key={s.id}>
              {i > 0 ? " · " : null}
              <span className={s.active + s.hired > 0 ? "font-medium text-slate-800" : undefined}>
                {s.name} {s.active + s.hired}
              </span>
            </span>
          ))}
    </p>
  );
}

function JobListSkeleton() {
  const t = useTranslations("Recruiter.Jobs.JobList");
  return (
    <ul aria-busy="true" aria-label={t("loadingJobs")} className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i} className="flex items-center justify-between gap-4 p-4">
          <span className="flex-1 space-y-2">
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-3 w-40" />
          </span>
          <Skeleton className="h-3 w-24" />
        </li>
      ))}
    </ul>
  );
}

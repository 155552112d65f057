"use client";

import { Select } from "@/components/ui/Select";
import type { ReportJobOption } from "./use-report-jobs";
import { useTranslations } from "next-intl";

// Job and department filters (docs/decisions/201). The departments are those of the jobs the caller
// can see; choosing one narrows the job list to it.
export function ReportFilters({
  jobs,
  loading,
  jobId,
  department,
  onChange,
}: {
  jobs: ReportJobOption[];
  loading: boolean;
  jobId: number | undefined;
  department: string | undefined;
  onChange: (next: { jobId: number | undefined; department: string | undefined }) => void;
}) {
  const t = useTranslations("Recruiter.Reports.ReportFilters");
  const departments = [...new Set(jobs.map((job) => job.department).filter((d): d is string => Boolean(d)))].sort((a, b) => a.localeCompare(b));
  // a department from the address that no listed job has is still shown, so the select tells the truth
  if (department && !departments.includes(department)) departments.unshift(department);
  const listed = jobs.filter((job) => !department || job.department === department);
  const jobOptions = listed.map((job) => ({ value: String(job.id), label: job.status === "open" ? job.title : `${job.title} (${job.status})` }));
  if (jobId !== undefined && !listed.some((job) => job.id === jobId)) jobOptions.unshift({ value: String(jobId), label: loading ? t("loadingJobs") : t("jobNumber", { id: jobId }) });

  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select
        label={t("department")}
        fieldClassName="w-full sm:w-52"
        value={department ?? ""}
        placeholder={t("allDepartments")}
        options={departments.map((d) => ({ value: d, label: d }))}
        onChange={(event) => {
          const next = event.target.value || undefined;
          // keep the job only if it belongs to the new department
          const job = jobs.find((j) => j.id === jobId);
          onChange({ department: next, jobId: next && job && job.department !== next ? undefined : jobId });
        }}
      />
      <Select
        label={t("job")}
        fieldClassName="w-full sm:w-64"
        value={jobId === undefined ? "" : String(jobId)}
        placeholder={loading ? t("allJobsLoadingTheList") : t("allJobs")}
        options={jobOptions}
        onChange={(event) => onChange({ department, jobId: event.target.value ? Number(event.target.value) : undefined })}
      />
    </div>
  );
}

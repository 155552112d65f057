"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { HiringManagerPicker } from "@/components/jobs/HiringManagerPicker";
import { emptyJobForm, toJobBody, type JobFormErrors, type JobFormValues } from "@/components/jobs/job-form-values";
import { Button, ButtonLink } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input, Textarea } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { useToast } from "@/components/ui/Toast";
import { COMMON_CURRENCY_CODES, CURRENCY_CODES } from "@/lib/schemas/currency";
import { versionTag } from "@/lib/api/etag";
import { ApiError, call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { EMPLOYMENT_TYPE_LABELS, JOB_STATUS_LABELS, WORKPLACE_TYPE_LABELS } from "@/lib/ui/format";
import type { Job } from "@/lib/ui/types";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { organizationOperations } from "@/lib/openapi/operations/organization";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

// a label map's values, each worded in Recruiter.Labels.<group>
const options = (map: Record<string, string>, label: (value: string) => string) => Object.keys(map).map((value) => ({ value, label: label(value) }));
// the usual currencies first, then every other ISO 4217 code alphabetically
const currencyOptions = [...COMMON_CURRENCY_CODES, ...CURRENCY_CODES.filter((code) => !(COMMON_CURRENCY_CODES as readonly string[]).includes(code))].map((code) => ({ value: code, label: code }));

// Create (POST /api/jobs) or edit (PATCH /api/jobs/{id}) every field of a job.
export function JobForm({ job, initial = emptyJobForm }: { job?: Job; initial?: JobFormValues }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Jobs.JobForm");
  const labels = useTranslations("Recruiter.Labels");
  const tr = useTranslations("Recruiter");
  const router = useRouter();
  const toast = useToast();
  const [values, setValues] = useState<JobFormValues>(initial);
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const [saving, setSaving] = useState(false);
  // the job's EEO survey is a choice only while the organization asks it (decision 461)
  const { data: org } = useEndpoint<typeof organizationOperations.getOrganization>("/api/orgs/me");

  function set<K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { body, errors: found } = toJobBody(values, tr);
    setErrors(found);
    setServerError(null);
    if (!body) {
      const first = Object.keys(found)[0];
      document.getElementById(`job-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      // If-Match: a change someone saved since this form loaded answers 412 instead of being overwritten
      const result = job
        ? await call<typeof jobOperations.updateJob>("PATCH", `/api/jobs/${job.id}`, { body, headers: { "If-Match": versionTag(new Date(job.updatedAt)) } })
        : await call<typeof jobOperations.createJob>("POST", "/api/jobs", { body });
      toast.show(job ? t("jobSaved") : t("jobCreated"));
      router.push(`/jobs/${result.job.id}`);
      router.refresh();
    } catch (caught) {
      setServerError(messageOf(caught));
      setChangedMeanwhile(caught instanceof ApiError && caught.status === 412);
      setSaving(false);
    }
  }

  const cancelHref = job ? `/jobs/${job.id}` : "/jobs";
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <section aria-labelledby="job-basics" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="job-basics" className="text-lg font-semibold">
          {t("basics")}
        </h2>
        <Input id="job-title" label={t("title")} required maxLength={200} value={values.title} onChange={(e) => set("title", e.target.value)} error={errors.title} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input id="job-location" label={t("location")} maxLength={200} value={values.location} onChange={(e) => set("location", e.target.value)} error={errors.location} placeholder={t("eGBerlin")} />
          <Input id="job-department" label={t("department")} maxLength={200} value={values.department} onChange={(e) => set("department", e.target.value)} error={errors.department} />
          <Select id="job-employmentType" label={t("employmentType")} placeholder={t("notSpecified")} options={options(EMPLOYMENT_TYPE_LABELS, (value) => labels(`employmentType.${value}`))} value={values.employmentType} onChange={(e) => set("employmentType", e.target.value)} error={errors.employmentType} />
          <Select id="job-workplaceType" label={t("workplaceType")} placeholder={t("notSpecified")} options={options(WORKPLACE_TYPE_LABELS, (value) => labels(`workplaceType.${value}`))} value={values.workplaceType} onChange={(e) => set("workplaceType", e.target.value)} error={errors.workplaceType} />
          <Input id="job-salaryMin" label={t("salaryMinimumPerYear")} inputMode="numeric" value={values.salaryMin} onChange={(e) => set("salaryMin", e.target.value)} error={errors.salaryMin} hint={t("wholeCurrencyUnits")} />
          <Input id="job-salaryMax" label={t("salaryMaximumPerYear")} inputMode="numeric" value={values.salaryMax} onChange={(e) => set("salaryMax", e.target.value)} error={errors.salaryMax} hint={t("wholeCurrencyUnits")} />
          <Select
            id="job-salaryCurrency"
            label={t("salaryCurrency")}
            placeholder={t("notSpecified")}
            options={currencyOptions}
            value={values.salaryCurrency}
            onChange={(e) => set("salaryCurrency", e.target.value)}
            error={errors.salaryCurrency}
            hint={t("iso4217CodeShownWith")}
          />
          <Input id="job-duration" label={t("duration")} maxLength={200} value={values.duration} onChange={(e) => set("duration", e.target.value)} error={errors.duration} hint={t("forFixedTermRolesE")} />
          <Select
            id="job-status"
            label={t("status")}
            options={options(JOB_STATUS_LABELS, (value) => labels(`jobStatus.${value}`))}
            value={values.status}
            onChange={(e) => set("status", e.target.value)}
            error={errors.status}
            hint={t("onlyOpenJobsAppearOn")}
          />
        </div>
        <Textarea id="job-description" label={t("description")} rows={8} maxLength={20000} value={values.description} onChange={(e) => set("description", e.target.value)} error={errors.description} hint={t("shownToCandidatesOnThe")} />
        {org?.organization.eeoSurveyEnabled ? (
          <div className="flex items-start gap-3">
            <input
              id="job-eeoSurvey"
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={values.eeoSurvey ?? job?.eeoSurvey ?? true}
              aria-describedby="job-eeoSurvey-hint"
              onChange={(e) => set("eeoSurvey", e.target.checked)}
            />
            <div>
              <label htmlFor="job-eeoSurvey" className="text-sm font-medium text-slate-800">
                {t("eeoSurvey")}
              </label>
              <p id="job-eeoSurvey-hint" className="text-sm text-slate-600">
                {t("eeoSurveyHint")}
              </p>
            </div>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="job-team" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="job-team" className="text-lg font-semibold">
          {t("teamAndInterviewKit")}
        </h2>
        <HiringManagerPicker value={values.hiringManagerIds} onChange={(ids) => set("hiringManagerIds", ids)} error={errors.hiringManagerIds} />
        <Textarea id="job-kitBody" label={t("interviewKit")} rows={6} maxLength={20000} value={values.kitBody} onChange={(e) => set("kitBody", e.target.value)} error={errors.kitBody} hint={t("questionsAndGuidanceShownTo")} />
      </section>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <ErrorMessage message={serverError} className="sm:mr-auto">
          {changedMeanwhile ? (
            <button type="button" onClick={() => window.location.reload()} className="font-medium underline hover:no-underline">
              {t("reloadTheJob")}
            </button>
          ) : null}
        </ErrorMessage>
        <ButtonLink href={cancelHref} variant="secondary">
          {t("cancel")}
        </ButtonLink>
        <Button type="submit" loading={saving}>
          {job ? t("saveChanges") : t("createJob")}
        </Button>
      </div>
    </form>
  );
}

"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { ApiError, call } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { Panel } from "./Panel";
import type { agencyOperations } from "@/lib/openapi/operations/agencies";
import type { jobOperations } from "@/lib/openapi/operations/jobs";
import type { ResponseOf } from "@/lib/ui/response-of";

type Agency = ResponseOf<typeof agencyOperations.listAgencies>["agencies"][number];
type Job = ResponseOf<typeof jobOperations.listJobs>["jobs"][number];

// Settings › Agencies (docs/decisions/504), for who manages the team: the agencies with an empty
// state, adding one (name, ownership days), and per agency inviting a recruiter and choosing the
// jobs it is given. Errors are said beside their fields, or under the form for the rest.
export function AgenciesPanel() {
  const t = useTranslations("Recruiter.Settings.AgenciesPanel");
  const agencies = useEndpoint<typeof agencyOperations.listAgencies>("/api/agencies");
  const jobs = useEndpoint<typeof jobOperations.listJobs>("/api/jobs", { limit: 100 });
  return (
    <Panel title={t("title")} description={t("description")}>
      <div className="space-y-6">
        <AddAgency onAdded={agencies.reload} />
        <ErrorMessage message={agencies.error} onRetry={agencies.reload} />
        {agencies.data ? (
          agencies.data.agencies.length === 0 ? (
            <EmptyState title={t("emptyTitle")} description={t("emptyDescription")} />
          ) : (
            <ul className="space-y-4" data-testid="agencies">
              {agencies.data.agencies.map((agency) => (
                <AgencyCard key={agency.id} agency={agency} jobs={jobs.data?.jobs ?? null} onChanged={agencies.reload} />
              ))}
            </ul>
          )
        ) : agencies.error ? null : (
          <Skeleton className="h-24 w-full" />
        )}
      </div>
    </Panel>
  );
}

function fieldErrors(cause: unknown): Record<string, string> {
  return cause instanceof ApiError ? Object.fromEntries(cause.details.map((d) => [d.path, d.message])) : {};
}

type Checked<Values> = { values: Values; errors: Record<string, string> };

// The adding and inviting forms' one way of submitting: what the page can check is said beside its
// field and the first wrong field takes the focus; then the request, whose field errors are said the
// same way and any other problem under the form; once it succeeds the form is emptied and `done` runs.
function useFormSubmission<Values>(check: (data: FormData) => Checked<Values>, send: (values: Values) => Promise<unknown>, done: (values: Values) => void) {
  const messageOf = useMessageOf();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { values, errors: found } = check(new FormData(formElement));
    setErrors(found);
    setProblem(null);
    const firstWrong = Object.keys(found)[0];
    if (firstWrong) return formElement.querySelector<HTMLElement>(`[name="${firstWrong}"]`)?.focus();
    setBusy(true);
    try {
      await send(values);
      formElement.reset();
      done(values);
    } catch (cause) {
      const fromServer = fieldErrors(cause);
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setProblem(messageOf(cause));
    } finally {
      setBusy(false);
    }
  }

  return { submit, errors, problem, busy };
}

const text = (data: FormData, name: string) => String(data.get(name) ?? "").trim();

function AddAgency({ onAdded }: { onAdded: () => void }) {
  const t = useTranslations("Recruiter.Settings.AgenciesPanel");
  const toast = useToast();
  const { submit, errors, problem, busy } = useFormSubmission(
    (data) => {
      const values = { name: text(data, "name"), days: text(data, "ownershipDays") };
      const errors: Record<string, string> = {};
      if (!values.name) errors.name = t("errors.name");
      if (values.days && !/^\d+$/.test(values.days)) errors.ownershipDays = t("errors.days");
      return { values, errors };
    },
    ({ name, days }) => call<typeof agencyOperations.createAgency>("POST", "/api/agencies", { body: { name, ...(days ? { ownershipDays: Number(days) } : {}) } }),
    ({ name }) => {
      toast.show(t("added", { name }));
      onAdded();
    },
  );

  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start" aria-label={t("addTitle")}>
      <Input name="name" label={t("name")} required maxLength={120} error={errors.name} />
      <Input name="ownershipDays" label={t("ownershipDays")} inputMode="numeric" placeholder="180" hint={t("ownershipHint")} error={errors.ownershipDays} />
      <div className="sm:pt-6">
        <Button type="submit" loading={busy}>
          {t("add")}
        </Button>
      </div>
      <div className="sm:col-span-3">
        <ErrorMessage message={problem} />
      </div>
    </form>
  );
}

function AgencyCard({ agency, jobs, onChanged }: { agency: Agency; jobs: Job[] | null; onChanged: () => void }) {
  const t = useTranslations("Recruiter.Settings.AgenciesPanel");
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid={`agency-${agency.id}`}>
      <h3 className="text-base font-semibold text-slate-900">{agency.name}</h3>
      <p className="text-sm text-slate-600">{t("ownership", { days: agency.ownershipDays })}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="space-y-3">
          <h4 className="text-sm font-medium text-slate-800">{t("recruiters")}</h4>
          {agency.recruiters.length === 0 ? (
            <p className="text-sm text-slate-600">{t("noRecruiters")}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {agency.recruiters.map((r) => (
                <li key={r.email} className="flex flex-wrap items-center gap-2">
                  <span className="text-slate-900">{r.name}</span>
                  <span className="text-slate-600">{r.email}</span>
                  <Badge tone={r.status === "member" ? "green" : "neutral"}>{t(`status.${r.status}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
          <InviteRecruiter agency={agency} onInvited={onChanged} />
        </div>
        <AgencyJobs agency={agency} jobs={jobs} onSaved={onChanged} />
      </div>
    </li>
  );
}

function InviteRecruiter({ agency, onInvited }: { agency: Agency; onInvited: () => void }) {
  const t = useTranslations("Recruiter.Settings.AgenciesPanel");
  const toast = useToast();
  const { submit, errors, problem, busy } = useFormSubmission(
    (data) => {
      const values = { name: text(data, "name"), email: text(data, "email") };
      const errors: Record<string, string> = {};
      if (!values.name) errors.name = t("errors.recruiterName");
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = t("errors.email");
      return { values, errors };
    },
    (body) => call<typeof agencyOperations.inviteAgencyRecruiter>("POST", `/api/agencies/${agency.id}/recruiters`, { body }),
    ({ email }) => {
      toast.show(t("invited", { email }));
      onInvited();
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label={t("inviteTitle", { agency: agency.name })}>
      <Input name="name" label={t("recruiterName")} id={`agency-${agency.id}-recruiter-name`} maxLength={200} error={errors.name} />
      <Input name="email" type="email" label={t("recruiterEmail")} id={`agency-${agency.id}-recruiter-email`} maxLength={254} error={errors.email} />
      <ErrorMessage message={problem} />
      <Button type="submit" variant="secondary" loading={busy}>
        {t("invite")}
      </Button>
    </form>
  );
}

function AgencyJobs({ agency, jobs, onSaved }: { agency: Agency; jobs: Job[] | null; onSaved: () => void }) {
  const t = useTranslations("Recruiter.Settings.AgenciesPanel");
  const messageOf = useMessageOf();
  const toast = useToast();
  const [chosen, setChosen] = useState<number[]>(agency.jobIds);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await call<typeof agencyOperations.replaceAgencyJobs>("PUT", `/api/agencies/${agency.id}/jobs`, { body: { jobIds: chosen } });
      toast.show(t("jobsSaved", { agency: agency.name }));
      onSaved();
    } catch (cause) {
      setProblem(messageOf(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} className="space-y-2">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("jobs")}</legend>
        {jobs === null ? (
          <Skeleton className="mt-2 h-16 w-full" />
        ) : jobs.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t("noJobs")}</p>
        ) : (
          <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto">
            {jobs.map((job) => (
              <li key={job.id} className="flex items-center gap-2">
                <input
                  id={`agency-${agency.id}-job-${job.id}`}
                  type="checkbox"
                  className="h-4 w-4"
                  checked={chosen.includes(job.id)}
                  onChange={(event) => setChosen((now) => (event.target.checked ? [...now, job.id] : now.filter((id) => id !== job.id)))}
                />
                <label htmlFor={`agency-${agency.id}-job-${job.id}`} className="text-sm text-slate-800">
                  {job.status === "open" ? job.title : t("closedJob", { title: job.title })}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <ErrorMessage message={problem} />
      <Button type="submit" variant="secondary" loading={busy} disabled={jobs === null}>
        {t("saveJobs")}
      </Button>
    </form>
  );
}

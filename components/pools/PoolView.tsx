"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import Link from "@/components/ui/Link";
import { notFound, useRouter } from "next/navigation";
import { useId, useState } from "react";
import { PageHeader } from "@/components/shell/PageHeader";
import { APPLICATION_STATUS_TONES, Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Skeleton, Spinner } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { formErrorsFrom, type FieldErrors } from "@/lib/ui/plain-errors";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import type { Pool, PoolPerson } from "./types";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import type { talentPoolOperations } from "@/lib/openapi/operations/talent-pools";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

const PAGE = 50;

// One talent pool (decision 351): its people, most recently added first, each with what they
// applied for; from here a person goes into a job, or out of the pool (with an Undo).
export function PoolView({ poolId }: { poolId: number }) {
  const messageOf = useMessageOf();
  const labels = useTranslations("Recruiter.Labels");
  const t = useTranslations("Recruiter.Pools.PoolView");
  const format = useFormatting();
  const router = useRouter();
  const toast = useToast();
  const [limit, setLimit] = useState(PAGE);
  const page = useEndpoint<typeof talentPoolOperations.listTalentPoolCandidates>(`/api/talent-pools/${poolId}/candidates`, { limit });
  const [dialog, setDialog] = useState<{ kind: "edit" } | { kind: "delete" } | { kind: "job"; person: PoolPerson } | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (page.status === 404) notFound();
  if (!page.data) {
    return page.error ? (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">{t("talentPool")}</h1>
        <ErrorMessage message={page.error} onRetry={page.reload} />
      </div>
    ) : (
      <div className="space-y-4">
        <h1 className="sr-only">{t("talentPool")}</h1>
        <Spinner label={t("loadingThePool")} />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  const { pool, candidates } = page.data;

  async function remove(person: PoolPerson) {
    setError(null);
    try {
      await api("DELETE", `/api/talent-pools/${poolId}/candidates/${person.id}`);
      page.reload();
      toast.show(t("takenOut", { name: person.name, pool: pool.name }), "success", {
        label: t("undo"),
        run: () => {
          api("POST", `/api/talent-pools/${poolId}/candidates`, { body: { candidateIds: [person.id] } }).then(
            () => (page.reload(), toast.show(t("undone"), "info")),
            (caught: unknown) => setError(t("couldNotUndo", { error: messageOf(caught) })),
          );
        },
      });
    } catch (caught) {
      setError(messageOf(caught));
    }
  }

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/pools" className="text-brand-700 underline hover:no-underline">
          {t("allTalentPools")}
        </Link>
      </p>
      <PageHeader
        title={pool.name}
        description={pool.description ? t("descriptionAndCount", { description: pool.description, count: pool.candidates, n: format.number(pool.candidates) }) : t("peopleCount", { count: pool.candidates, n: format.number(pool.candidates) })}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog({ kind: "edit" })}>
              {t("edit")}
            </Button>
            <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setDialog({ kind: "delete" })}>
              {t("deletePool")}
            </Button>
          </>
        }
      />
      <ErrorMessage message={error} />
      {candidates.length === 0 ? (
        <EmptyState title={t("nobodyInThisPoolYet")} description={t("openACandidatesPageAnd")} />
      ) : (
        <section aria-labelledby="people-title">
          <h2 id="people-title" className="sr-only">
            {t("peopleIn", { name: pool.name })}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {candidates.map((person) => (
              <li key={person.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between" aria-label={person.name}>
                <div className="min-w-0 space-y-1">
                  <Link href={`/candidates/${person.id}`} className="font-medium text-brand-700 underline hover:no-underline">
                    {person.name}
                  </Link>
                  <p className="break-words text-sm text-slate-600">
                    {t("personFacts", { email: person.email, date: format.date(person.addedAt) })}
                  </p>
                  {person.tags.length > 0 ? (
                    <ul className="flex flex-wrap gap-1" aria-label={t("tags")}>
                      {person.tags.map((tag) => (
                        <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800 ring-1 ring-brand-100">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <ul className="space-y-0.5 text-sm text-slate-700" aria-label={t("applications")}>
                    {person.applications.map((a) => (
                      <li key={a.id} className="flex flex-wrap items-center gap-2">
                        <Link href={`/applications/${a.id}`} className="underline hover:no-underline">
                          {a.jobTitle}
                        </Link>
                        <Badge tone={APPLICATION_STATUS_TONES[a.status]}>{labels(`applicationStatus.${a.status}`)}</Badge>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: "job", person })}>
                    {t.rich("addToAJob", { name: person.name, hidden })}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void remove(person)}>
                    {t.rich("removePerson", { name: person.name, hidden })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {candidates.length < page.data.page.total ? (
            <div className="mt-3 flex justify-center">
              <Button variant="secondary" loading={page.loading} onClick={() => setLimit((l) => Math.min(l + PAGE, 100))} disabled={limit >= 100}>
                {limit >= 100 ? t("showingThe100MostRecent") : t("showMore")}
              </Button>
            </div>
          ) : null}
        </section>
      )}
      {dialog?.kind === "edit" ? <EditPoolDialog pool={pool} onClose={() => setDialog(null)} onSaved={() => (setDialog(null), page.reload())} /> : null}
      {dialog?.kind === "delete" ? (
        <DeletePoolDialog
          pool={pool}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            toast.show(t("deleted", { name: pool.name }));
            router.push("/pools");
          }}
        />
      ) : null}
      {dialog?.kind === "job" ? <AddToJobDialog person={dialog.person} onClose={() => setDialog(null)} onAdded={() => (setDialog(null), page.reload())} /> : null}
    </>
  );
}

function EditPoolDialog({ pool, onClose, onSaved }: { pool: Pool; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations("Recruiter.Pools.PoolView");
  const tr = useTranslations("Recruiter");
  const formId = useId();
  const [name, setName] = useState(pool.name);
  const [description, setDescription] = useState(pool.description ?? "");
  const [errors, setErrors] = useState<FieldErrors<"name" | "description">>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <Dialog open onClose={onClose} title={t("editTitle", { name: pool.name })} footer={<DialogFooter formId={formId} submit={t("save")} pending={pending} onClose={onClose} />}>
      <form
        id={formId}
        noValidate
        className="space-y-3"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!name.trim()) return setErrors({ name: t("nameMissing") });
          setPending(true);
          try {
            await api("PATCH", `/api/talent-pools/${pool.id}`, { body: { name, description } });
            onSaved();
          } catch (caught) {
            const found = formErrorsFrom(tr, caught, { name: t("name"), description: t("description") }, { conflict: "name" });
            setErrors(found.fields);
            setMessage(found.message);
            setPending(false);
          }
        }}
      >
        <Input label={t("name")} value={name} maxLength={100} onChange={(e) => (setName(e.target.value), setErrors({}))} error={errors.name} autoFocus />
        <Input label={t("descriptionOptional")} value={description} maxLength={520} onChange={(e) => setDescription(e.target.value)} error={errors.description} />
        <ErrorMessage message={message} />
      </form>
    </Dialog>
  );
}

function DeletePoolDialog({ pool, onClose, onDeleted }: { pool: Pool; onClose: () => void; onDeleted: () => void }) {
  const t = useTranslations("Recruiter.Pools.PoolView");
  const format = useFormatting();
  const { pending, error, run } = useAction();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("deleteTitle", { name: pool.name })}
      description={t("deleteDescription", { count: pool.candidates, n: format.number(pool.candidates) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button variant="danger" loading={pending} onClick={() => void run(async () => (await api("DELETE", `/api/talent-pools/${pool.id}`), onDeleted()))}>
            {t("deletePool")}
          </Button>
        </>
      }
    >
      <ErrorMessage message={error} />
    </Dialog>
  );
}

// The open and draft jobs the person has not applied for; the application starts in the first stage.
function AddToJobDialog({ person, onClose, onAdded }: { person: PoolPerson; onClose: () => void; onAdded: () => void }) {
  const t = useTranslations("Recruiter.Pools.PoolView");
  const formId = useId();
  const toast = useToast();
  const jobs = useEndpoint<typeof jobOperations.listJobs>("/api/jobs", { limit: 100 });
  const [jobId, setJobId] = useState("");
  const { pending, error, setError, run } = useAction();
  const taken = new Set(person.applications.map((a) => a.jobId));
  const options = (jobs.data?.jobs ?? []).filter((j) => j.status !== "closed" && !taken.has(j.id));
  return (
    <Dialog open onClose={onClose} title={t("addTitle", { name: person.name })} description={t("theyStartInTheJobs")} footer={<DialogFooter formId={formId} submit={t("addToJob")} pending={pending} onClose={onClose} />}>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!jobId) return setError(t("chooseAJobError"));
          void run(async () => {
            const job = options.find((j) => j.id === Number(jobId));
            await api("POST", `/api/jobs/${jobId}/applications`, { body: { candidateId: person.id } });
            toast.show(t("added", { name: person.name, job: job?.title ?? t("theJob") }));
            onAdded();
          });
        }}
      >
        {jobs.error ? <ErrorMessage message={t("jobsNotLoaded", { error: jobs.error })} /> : null}
        <Select
          label={t("job")}
          placeholder={jobs.data ? (options.length ? t("chooseAJob") : t("noOpenJobTheyHave")) : t("loadingTheJobs")}
          value={jobId}
          onChange={(e) => (setJobId(e.target.value), setError(null))}
          options={options.map((j) => ({ value: String(j.id), label: j.status === "draft" ? t("draftJob", { title: j.title }) : j.title }))}
          error={error}
          autoFocus
        />
      </form>
    </Dialog>
  );
}

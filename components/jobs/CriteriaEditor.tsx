"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { Skeleton } from "@/components/ui/Spinner";
import type { Criterion } from "@/components/application/types";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

// Criteria belong to the job: every application's scorecard for it asks for them, so they are
// managed here beside the job's questions, not on each application.
export function CriteriaEditor({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const t = useTranslations("Recruiter.Jobs.CriteriaEditor");
  const { data, error, reload, mutate } = useEndpoint<typeof jobOperations.listCriteria>(`/api/jobs/${jobId}/scorecard-criteria`);
  // the id: an application's scorecard links here (/jobs/{id}/edit#criteria)
  return (
    <section id="criteria" aria-labelledby="criteria-heading" className="mt-6 scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="criteria-heading" className="text-lg font-semibold">
        {t("scorecardCriteria")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("forEvery", { job: jobTitle })}</p>
      <div className="mt-4">
        <ErrorMessage message={error} onRetry={reload} />
        {data ? (
          <CriteriaList
            jobId={jobId}
            jobTitle={jobTitle}
            criteria={data.criteria}
            onChange={(criteria) => mutate(() => ({ criteria }))}
          />
        ) : error ? null : (
          <Skeleton className="h-24 w-full" />
        )}
      </div>
    </section>
  );
}

function CriteriaList({ jobId, jobTitle, criteria, onChange }: { jobId: number; jobTitle: string; criteria: Criterion[]; onChange: (criteria: Criterion[]) => void }) {
  const t = useTranslations("Recruiter.Jobs.CriteriaEditor");
  const toast = useToast();
  const [name, setName] = useState("");
  const [removing, setRemoving] = useState<Criterion | null>(null);
  const { pending, error, setError, run } = useAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(t("nameFirst"));
      return;
    }
    await run(async () => {
      const result = await call<typeof jobOperations.createCriterion>("POST", `/api/jobs/${jobId}/scorecard-criteria`, { body: { name: name.trim() } });
      onChange([...criteria, result.criterion]);
      setName("");
      toast.show(t("added", { name: result.criterion.name }));
    });
  }

  return (
    <>
      {criteria.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noCriteriaYetAddWhat")}</p>
      ) : (
        <ol className="max-w-xl list-decimal space-y-1 pl-5 text-sm text-slate-900">
          {criteria.map((criterion) => (
            <li key={criterion.id}>
              <span className="flex items-center justify-between gap-2">
                {criterion.name}
                <button type="button" onClick={() => setRemoving(criterion)} className="rounded px-1.5 py-0.5 text-xs font-medium text-red-700 hover:bg-red-50">
                  {t.rich("remove", { name: criterion.name, hidden })}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-4 flex max-w-xl flex-wrap items-end gap-2">
        <Input label={t("newCriterion")} fieldClassName="min-w-0 flex-1" maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" variant="secondary" loading={pending}>
          {t("addCriterion")}
        </Button>
      </form>
      <ErrorMessage message={error} className="mt-2" />
      {removing ? (
        <RemoveCriterionDialog
          criterion={removing}
          jobTitle={jobTitle}
          onClose={() => setRemoving(null)}
          onRemoved={(remaining, archived) => {
            setRemoving(null);
            onChange(remaining);
            toast.show(archived ? t("removedArchived", { name: removing.name }) : t("removed", { name: removing.name }));
          }}
        />
      ) : null}
    </>
  );
}

// Removing a criterion with scores archives it (docs/decisions/164): the dialog says what stays.
function RemoveCriterionDialog({ criterion, jobTitle, onClose, onRemoved }: { criterion: Criterion; jobTitle: string; onClose: () => void; onRemoved: (criteria: Criterion[], archived: boolean) => void }) {
  const t = useTranslations("Recruiter.Jobs.CriteriaEditor");
  const { pending, error, run } = useAction();
  const remove = () =>
    run(async () => {
      const result = await call<typeof jobOperations.deleteCriterion>("DELETE", `/api/scorecard-criteria/${criterion.id}`);
      onRemoved(result.criteria, result.archived);
    });
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t("removeTitle", { name: criterion.name })}
      description={t("removeDescription", { job: jobTitle })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button variant="danger" loading={pending} onClick={() => void remove()}>
            {t("removeCriterion")}
          </Button>
        </>
      }
    >
      <ErrorMessage message={error} />
    </Dialog>
  );
}

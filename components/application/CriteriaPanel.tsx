"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { Section } from "./Section";
import type { Criterion } from "./types";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";

type Props = {
  jobId: number;
  jobTitle: string;
  criteria: Criterion[];
  onAdded: (criterion: Criterion) => void;
  // the job's criteria after one was removed
  onRemoved: (criteria: Criterion[]) => void;
};

// Criteria belong to the job: a criterion added here appears on every application's scorecard for it.
export function CriteriaPanel({ jobId, jobTitle, criteria, onAdded, onRemoved }: Props) {
  const t = useTranslations("Recruiter.Application.CriteriaPanel");
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
      const result = await api<{ criterion: Criterion }>("POST", `/api/jobs/${jobId}/scorecard-criteria`, { body: { name: name.trim() } });
      onAdded(result.criterion);
      setName("");
      toast.show(t("added", { name: result.criterion.name }));
    });
  }

  return (
    <Section id="criteria" title={t("scorecardCriteria")} description={t("forEvery", { job: jobTitle })}>
      {criteria.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noCriteriaYetAddWhat")}</p>
      ) : (
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-900">
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
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2">
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
            onRemoved(remaining);
            toast.show(archived ? t("removedArchived", { name: removing.name }) : t("removed", { name: removing.name }));
          }}
        />
      ) : null}
    </Section>
  );
}

// Removing a criterion with scores archives it (docs/decisions/164): the dialog says what stays.
function RemoveCriterionDialog({ criterion, jobTitle, onClose, onRemoved }: { criterion: Criterion; jobTitle: string; onClose: () => void; onRemoved: (criteria: Criterion[], archived: boolean) => void }) {
  const t = useTranslations("Recruiter.Application.CriteriaPanel");
  const { pending, error, run } = useAction();
  const remove = () =>
    run(async () => {
      const result = await api<{ criteria: Criterion[]; archived: boolean }>("DELETE", `/api/scorecard-criteria/${criterion.id}`);
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

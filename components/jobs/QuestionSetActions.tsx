"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { useToast } from "@/components/ui/Toast";
import { api, call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import type { Question } from "./question-rows";
import { useTranslations } from "next-intl";
import type { questionOperations } from "@/lib/openapi/operations/questions";

// The organization's reusable question sets (decision 332) beside a job's questions: copy one into
// the job, or keep the job's saved questions as a new set.
export function QuestionSetActions({ jobId, saved, onAdded }: { jobId: number; saved: Question[]; onAdded: (questions: Question[]) => void }) {
  const t = useTranslations("Recruiter.Jobs.QuestionSetActions");
  const toast = useToast();
  const sets = useEndpoint<typeof questionOperations.listQuestionSets>("/api/orgs/me/question-sets");
  const [chosen, setChosen] = useState("");
  const [name, setName] = useState("");
  const adding = useAction();
  const saving = useAction();

  async function add() {
    if (!chosen) return adding.setError(t("chooseASetError"));
    await adding.run(async () => {
      const result = await call<typeof questionOperations.addQuestionSet>("POST", `/api/jobs/${jobId}/questions/add-set`, { body: { setId: Number(chosen) } });
      onAdded(result.questions);
      toast.show(t("questionsAddedFromTheSet"));
    });
  }

  async function keep() {
    if (!name.trim()) return saving.setError(t("nameTheSet"));
    if (saved.length === 0) return saving.setError(t("saveQuestionsFirst"));
    const ok = await saving.run(() => api("POST", "/api/orgs/me/question-sets", { body: { name: name.trim(), questions: saved.map(({ id: _id, ...q }) => q) } }));
    if (ok) {
      setName("");
      sets.reload();
      toast.show(t("questionSetSaved"));
    }
  }

  const options = (sets.data?.sets ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.questions.length})` }));
  return (
    <div className="mt-6 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
      <div>
        <Select label={t("addASavedSet")} placeholder={options.length ? t("chooseASet") : t("noSavedSetsYet")} options={options} value={chosen} onChange={(e) => setChosen(e.target.value)} disabled={!options.length} />
        <Button className="mt-2" variant="secondary" size="sm" loading={adding.pending} onClick={() => void add()} disabled={!options.length}>
          {t("addSetToThisJob")}
        </Button>
        <ErrorMessage message={adding.error ?? sets.error} className="mt-2" />
      </div>
      <div>
        <Input label={t("saveTheseQuestionsAsA")} hint={t("otherJobsCanThenAdd")} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        <Button className="mt-2" variant="secondary" size="sm" loading={saving.pending} onClick={() => void keep()}>
          {t("saveAsSet")}
        </Button>
        <ErrorMessage message={saving.error} className="mt-2" />
      </div>
    </div>
  );
}

"use client";

import Link from "@/components/ui/Link";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { TeamMember } from "@/components/application/types";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input, Textarea } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { hidden } from "@/components/ui/sr-only";
import { ApiError, type ApiErrorDetail, call } from "@/lib/ui/api";
import type { Stage } from "@/lib/ui/types";
import { useEndpoint } from "@/lib/ui/use-api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { PlanSourceDialogs, type PlanSourceDialog } from "./PlanSourceDialogs";
import { moved, planBody, type KitAttribute, type KitQuestion, type Plan, type PlanInterview, type SavedPlan } from "./types";
import type { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";
import type { jobOperations } from "@/lib/openapi/operations/jobs";
import type { teamOperations } from "@/lib/openapi/operations/team";

// A client-side key for items the server has not numbered yet, so React keeps their inputs apart
type Keyed<T> = T & { key: string };
type DraftInterview = Keyed<Omit<PlanInterview, "kit"> & { kit: { questions: Keyed<KitQuestion>[]; attributes: Keyed<KitAttribute>[] } }>;
type Draft = { stageId: number; interviews: DraftInterview[] }[];

let counter = 0;
const newKey = () => `new-${++counter}`;

function toDraft(plan: Plan): Draft {
  return plan.stages.map((stage) => ({
    stageId: stage.stageId,
    interviews: stage.interviews.map((i) => ({
      ...i,
      key: `i${i.id ?? newKey()}`,
      kit: { questions: i.kit.questions.map((q) => ({ ...q, key: `q${q.id ?? newKey()}` })), attributes: i.kit.attributes.map((a) => ({ ...a, key: `a${a.id ?? newKey()}` })) },
    })),
  }));
}

// The job's interview plan (issue 47, docs/decisions/486): per stage the interviews it holds, each
// with its pool and kit. Managers of the job edit and save it as one; others read it.
export function InterviewPlanSection({ jobId, jobTitle, mayEdit }: { jobId: number; jobTitle: string; mayEdit: boolean }) {
  const t = useTranslations("Recruiter.Jobs.InterviewPlan");
  const plan = useEndpoint<typeof interviewPlanOperations.getInterviewPlan>(`/api/jobs/${jobId}/interview-plan`);
  const stages = useEndpoint<typeof jobOperations.listStages>(`/api/jobs/${jobId}/stages`);
  const team = useEndpoint<typeof teamOperations.getTeam>("/api/team");
  const ready = plan.data && stages.data;
  return (
    <section id="interview-plan" aria-labelledby="interview-plan-heading" className="mt-6 scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="interview-plan-heading" className="text-lg font-semibold">
        {t("interviewPlan")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{mayEdit ? t("intro", { job: jobTitle }) : t("introReadOnly", { job: jobTitle })}</p>
      <div className="mt-4">
        <ErrorMessage message={plan.error ?? stages.error} onRetry={() => (plan.error ? plan.reload() : stages.reload())} />
        {ready ? (
          <PlanEditor key={JSON.stringify(plan.data)} jobId={jobId} plan={plan.data!} stages={stages.data!.stages} members={team.data?.members ?? []} mayEdit={mayEdit} onSaved={(next) => plan.mutate(() => next)} />
        ) : plan.error || stages.error ? null : (
          <Skeleton className="h-32 w-full" />
        )}
      </div>
    </section>
  );
}

function PlanEditor({ jobId, plan, stages, members, mayEdit, onSaved }: { jobId: number; plan: Plan; stages: Stage[]; members: TeamMember[]; mayEdit: boolean; onSaved: (plan: SavedPlan) => void }) {
  const t = useTranslations("Recruiter.Jobs.InterviewPlan");
  const toast = useToast();
  const messageOf = useMessageOf();
  const [draft, setDraft] = useState<Draft>(() => toDraft(plan));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; details: ApiErrorDetail[] } | null>(null);
  const [dialog, setDialog] = useState<PlanSourceDialog | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const names = new Map(stages.map((s) => [s.id, s.name]));
  const memberName = new Map(members.map((m) => [m.id, m.name]));
  const activeMembers = members.filter((m) => m.status !== "deactivated");

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const change = (stageId: number, update: (interviews: DraftInterview[]) => DraftInterview[]) => {
    setDraft((current) => current.map((stage) => (stage.stageId === stageId ? { ...stage, interviews: update(stage.interviews) } : stage)));
    setDirty(true);
  };

  async function save() {
    setSaving(true);
    setError(null);
    try {
      const saved = await call<typeof interviewPlanOperations.replaceInterviewPlan>("PUT", `/api/jobs/${jobId}/interview-plan`, { body: planBody({ stages: draft }) });
      setDirty(false);
      onSaved(saved);
      toast.show(t("saved"));
    } catch (caught) {
      setError({ message: messageOf(caught), details: caught instanceof ApiError ? caught.details : [] });
    } finally {
      setSaving(false);
    }
  }

  // a detail's path ("stages.0.interviews.1.name") in words the reader can find on the screen
  const where = (path: string) => {
    const match = /^stages\.(\d+)\.interviews\.(\d+)/.exec(path);
    const sent = planBody({ stages: draft }).stages;
    if (!match) return null;
    const stage = sent[Number(match[1])];
    const interview = stage?.interviews[Number(match[2])];
    return stage && interview ? t("errorAt", { stage: names.get(stage.stageId) ?? "", interview: interview.name || t("untitled") }) : null;
  };

  return (
    <>
      {mayEdit ? (
        <div className="mb-4 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDialog("template")}>
            {t("startFromTemplate")}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDialog("job")}>
            {t("copyFromJob")}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDialog("save")}>
            {t("saveAsTemplate")}
          </Button>
        </div>
      ) : null}
      <ol className="space-y-6">
        {draft.map((stage) => (
          <li key={stage.stageId} aria-labelledby={`plan-stage-${stage.stageId}`}>
            <h3 id={`plan-stage-${stage.stageId}`} className="text-base font-semibold text-slate-900">
              {names.get(stage.stageId)}
            </h3>
            {stage.interviews.length === 0 ? <p className="mt-1 text-sm text-slate-600">{t("noInterviews")}</p> : null}
            <ol className="mt-2 space-y-3">
              {stage.interviews.map((interview, index) =>
                mayEdit ? (
                  <InterviewEditor
                    key={interview.key}
                    jobId={jobId}
                    interview={interview}
                    index={index}
                    count={stage.interviews.length}
                    members={activeMembers}
                    onChange={(next) => change(stage.stageId, (list) => list.map((i) => (i.key === interview.key ? next : i)))}
                    onMove={(by) => change(stage.stageId, (list) => moved(list, index, by))}
                    onRemove={() => change(stage.stageId, (list) => list.filter((i) => i.key !== interview.key))}
                  />
                ) : (
                  <InterviewReadOnly key={interview.key} jobId={jobId} interview={interview} memberName={memberName} />
                ),
              )}
            </ol>
            {mayEdit ? (
              <Button
                variant="ghost"
                size="sm"
                className="mt-2"
                onClick={() => change(stage.stageId, (list) => [...list, { key: newKey(), name: "", durationMinutes: 45, interviewerPool: [], kit: { questions: [], attributes: [] } }])}
              >
                {t.rich("addInterview", { stage: names.get(stage.stageId) ?? "", hidden })}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {mayEdit ? (
        <div className="sticky bottom-0 mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white py-3">
          <Button onClick={() => void save()} loading={saving}>
            {saving ? t("saving") : t("savePlan")}
          </Button>
          {dirty ? <span className="text-sm text-slate-600">{t("unsaved")}</span> : null}
        </div>
      ) : null}
      {error ? (
        <div ref={errorRef} tabIndex={-1} className="mt-2">
          <ErrorMessage message={error.message}>
            {error.details.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {error.details.map((d) => (
                  <li key={d.path}>{[where(d.path), d.message].filter(Boolean).join(": ")}</li>
                ))}
              </ul>
            ) : null}
          </ErrorMessage>
        </div>
      ) : null}
      {dialog ? (
        <PlanSourceDialogs
          kind={dialog}
          jobId={jobId}
          dirty={dirty}
          onClose={() => setDialog(null)}
          onApplied={(next, skipped) => {
            setDialog(null);
            setDirty(false);
            onSaved(next);
            toast.show(skipped.length ? t("appliedSkipping", { stages: skipped.join(", ") }) : t("applied"));
          }}
        />
      ) : null}
    </>
  );
}

function InterviewReadOnly({ jobId, interview, memberName }: { jobId: number; interview: DraftInterview; memberName: Map<string, string> }) {
  const t = useTranslations("Recruiter.Jobs.InterviewPlan");
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="font-medium text-slate-900">
        {interview.name} <span className="text-sm font-normal text-slate-600">{t("minutes", { count: interview.durationMinutes })}</span>
      </p>
      {interview.interviewerPool.length ? <p className="mt-1 text-sm text-slate-700">{t("poolList", { names: interview.interviewerPool.map((id) => memberName.get(id) ?? id).join(", ") })}</p> : null}
      {interview.kit.attributes.length ? <p className="mt-1 text-sm text-slate-700">{t("focusList", { names: interview.kit.attributes.map((a) => a.name).join(", ") })}</p> : null}
      {interview.kit.questions.length ? (
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
          {interview.kit.questions.map((q) => (
            <li key={q.key}>
              {q.text}
              {q.guidance ? <p className="text-slate-600">{q.guidance}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {interview.id ? (
        <Link href={`/jobs/${jobId}/interview-plan/${interview.id}/kit`} className="mt-2 inline-block text-sm text-blue-700 underline hover:no-underline">
          {t.rich("openKit", { name: interview.name, hidden })}
        </Link>
      ) : null}
    </li>
  );
}

function InterviewEditor({
  jobId,
  interview,
  index,
  count,
  members,
  onChange,
  onMove,
  onRemove,
}: {
  jobId: number;
  interview: DraftInterview;
  index: number;
  count: number;
  members: TeamMember[];
  onChange: (next: DraftInterview) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("Recruiter.Jobs.InterviewPlan");
  const label = interview.name || t("untitled");
  const kit = (update: Partial<DraftInterview["kit"]>) => onChange({ ...interview, kit: { ...interview.kit, ...update } });
  const questions = interview.kit.questions;
  const attributes = interview.kit.attributes;
  return (
    <li className="rounded-lg border border-slate-200 p-3" aria-label={label}>
      <div className="flex flex-wrap items-end gap-3">
        <Input label={t("name")} fieldClassName="min-w-0 flex-1 basis-48" maxLength={120} value={interview.name} onChange={(e) => onChange({ ...interview, name: e.target.value })} />
        <Input
          label={t("duration")}
          fieldClassName="w-32"
          type="number"
          min={5}
          max={480}
          step={5}
          value={Number.isFinite(interview.durationMinutes) ? interview.durationMinutes : ""}
          onChange={(e) => onChange({ ...interview, durationMinutes: e.target.valueAsNumber })}
        />
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
            {t.rich("moveUp", { name: label, hidden })}
          </Button>
          <Button variant="ghost" size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
            {t.rich("moveDown", { name: label, hidden })}
          </Button>
          <Button variant="ghost" size="sm" className="text-red-700" onClick={onRemove}>
            {t.rich("removeInterview", { name: label, hidden })}
          </Button>
        </div>
      </div>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-700">{t("pool")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {members.map((m) => (
            <label key={m.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-400"
                checked={interview.interviewerPool.includes(m.id)}
                onChange={() => onChange({ ...interview, interviewerPool: interview.interviewerPool.includes(m.id) ? interview.interviewerPool.filter((id) => id !== m.id) : [...interview.interviewerPool, m.id] })}
              />
              {m.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-700">{t("questions")}</legend>
        <ol className="mt-1 space-y-2">
          {questions.map((q, k) => (
            <li key={q.key} className="rounded-md bg-slate-50 p-2">
              <Textarea label={t("questionN", { n: k + 1 })} rows={2} maxLength={1000} value={q.text} onChange={(e) => kit({ questions: questions.map((x) => (x.key === q.key ? { ...x, text: e.target.value } : x)) })} />
              <Textarea
                label={t("guidance")}
                hint={t("guidanceHint")}
                rows={2}
                maxLength={4000}
                fieldClassName="mt-2"
                value={q.guidance ?? ""}
                onChange={(e) => kit({ questions: questions.map((x) => (x.key === q.key ? { ...x, guidance: e.target.value } : x)) })}
              />
              <div className="mt-1 flex gap-1">
                <Button variant="ghost" size="sm" disabled={k === 0} onClick={() => kit({ questions: moved(questions, k, -1) })}>
                  {t.rich("moveUp", { name: t("questionN", { n: k + 1 }), hidden })}
                </Button>
                <Button variant="ghost" size="sm" disabled={k === questions.length - 1} onClick={() => kit({ questions: moved(questions, k, 1) })}>
                  {t.rich("moveDown", { name: t("questionN", { n: k + 1 }), hidden })}
                </Button>
                <Button variant="ghost" size="sm" className="text-red-700" onClick={() => kit({ questions: questions.filter((x) => x.key !== q.key) })}>
                  {t.rich("remove", { name: t("questionN", { n: k + 1 }), hidden })}
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <Button variant="ghost" size="sm" className="mt-1" disabled={questions.length >= 30} onClick={() => kit({ questions: [...questions, { key: newKey(), text: "", guidance: null }] })}>
          {t.rich("addQuestion", { name: label, hidden })}
        </Button>
      </fieldset>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-700">{t("attributes")}</legend>
        <ol className="mt-1 space-y-2">
          {attributes.map((a, k) => (
            <li key={a.key} className="flex flex-wrap items-end gap-1">
              <Input label={t("attributeN", { n: k + 1 })} fieldClassName="min-w-0 flex-1 basis-40" maxLength={120} value={a.name} onChange={(e) => kit({ attributes: attributes.map((x) => (x.key === a.key ? { ...x, name: e.target.value } : x)) })} />
              <Button variant="ghost" size="sm" disabled={k === 0} onClick={() => kit({ attributes: moved(attributes, k, -1) })}>
                {t.rich("moveUp", { name: t("attributeN", { n: k + 1 }), hidden })}
              </Button>
              <Button variant="ghost" size="sm" disabled={k === attributes.length - 1} onClick={() => kit({ attributes: moved(attributes, k, 1) })}>
                {t.rich("moveDown", { name: t("attributeN", { n: k + 1 }), hidden })}
              </Button>
              <Button variant="ghost" size="sm" className="text-red-700" onClick={() => kit({ attributes: attributes.filter((x) => x.key !== a.key) })}>
                {t.rich("remove", { name: t("attributeN", { n: k + 1 }), hidden })}
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="ghost" size="sm" className="mt-1" disabled={attributes.length >= 12} onClick={() => kit({ attributes: [...attributes, { key: newKey(), name: "" }] })}>
          {t.rich("addAttribute", { name: label, hidden })}
        </Button>
      </fieldset>
      {interview.id ? (
        <Link href={`/jobs/${jobId}/interview-plan/${interview.id}/kit`} className="mt-3 inline-block text-sm text-blue-700 underline hover:no-underline">
          {t.rich("openKit", { name: label, hidden })}
        </Link>
      ) : null}
    </li>
  );
}

"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Spinner } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { api, call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import type { SavedPlan } from "./types";
import type { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

export type PlanSourceDialog = "template" | "job" | "save";

// Starting a plan from a template or another job's plan replaces this job's plan on the server at
// once (POST .../apply); saving as a template copies the plan as last saved.
export function PlanSourceDialogs({ kind, jobId, dirty, onClose, onApplied }: { kind: PlanSourceDialog; jobId: number; dirty: boolean; onClose: () => void; onApplied: (plan: SavedPlan, skippedStages: string[]) => void }) {
  if (kind === "save") return <SaveTemplateDialog jobId={jobId} dirty={dirty} onClose={onClose} />;
  return <ApplyDialog kind={kind} jobId={jobId} dirty={dirty} onClose={onClose} onApplied={onApplied} />;
}

function ApplyDialog({ kind, jobId, dirty, onClose, onApplied }: { kind: "template" | "job"; jobId: number; dirty: boolean; onClose: () => void; onApplied: (plan: SavedPlan, skippedStages: string[]) => void }) {
  const t = useTranslations("Recruiter.Jobs.InterviewPlan");
  const templates = useEndpoint<typeof interviewPlanOperations.listInterviewPlanTemplates>(kind === "template" ? "/api/interview-plan-templates" : null);
  const jobs = useEndpoint<typeof jobOperations.listJobs>(kind === "job" ? "/api/jobs" : null, { limit: 100 });
  const [chosen, setChosen] = useState("");
  const { pending, error, setError, run } = useAction();
  const list = kind === "template" ? templates : jobs;
  const options =
    kind === "template"
      ? (templates.data?.templates ?? []).map((tpl) => ({ value: String(tpl.id), label: t("templateOption", { name: tpl.name, count: tpl.interviewCount }) }))
      : (jobs.data?.jobs ?? []).filter((j) => j.id !== jobId).map((j) => ({ value: String(j.id), label: j.title }));

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError(kind === "template" ? t("chooseTemplate") : t("chooseJob"));
      return;
    }
    await run(async () => {
      const body = kind === "template" ? { templateId: Number(chosen) } : { fromJobId: Number(chosen) };
      const result = await call<typeof interviewPlanOperations.applyInterviewPlan>("POST", `/api/jobs/${jobId}/interview-plan/apply`, { body });
      onApplied({ stages: result.stages }, result.skippedStages);
    });
  }

  const formId = `plan-apply-${kind}`;
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={kind === "template" ? t("startFromTemplate") : t("copyFromJob")}
      description={dirty ? t("applyReplacesUnsaved") : t("applyReplaces")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t("apply")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={apply}>
        {!list.data && !list.error ? <Spinner label={t("loading")} /> : null}
        <ErrorMessage message={list.error} onRetry={list.reload} />
        {list.data && options.length === 0 ? <p className="text-sm text-slate-600">{kind === "template" ? t("noTemplates") : t("noOtherJobs")}</p> : null}
        {options.length > 0 ? <Select label={kind === "template" ? t("template") : t("job")} placeholder={t("choose")} options={options} value={chosen} onChange={(e) => setChosen(e.target.value)} /> : null}
        <ErrorMessage message={error} className="mt-2" />
      </form>
    </Dialog>
  );
}

function SaveTemplateDialog({ jobId, dirty, onClose }: { jobId: number; dirty: boolean; onClose: () => void }) {
  const t = useTranslations("Recruiter.Jobs.InterviewPlan");
  const toast = useToast();
  const [name, setName] = useState("");
  const { pending, error, setError, run } = useAction();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(t("nameFirst"));
      return;
    }
    const done = await run(() => api("POST", "/api/interview-plan-templates", { body: { name: name.trim(), fromJobId: jobId } }));
    if (done) {
      toast.show(t("templateSaved", { name: name.trim() }));
      onClose();
    }
  }

  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t("saveAsTemplate")}
      description={dirty ? t("saveTemplateUnsaved") : t("saveTemplateDescription")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="plan-save-template" loading={pending}>
            {t("saveTemplate")}
          </Button>
        </>
      }
    >
      <form id="plan-save-template" onSubmit={save}>
        <Input label={t("templateName")} maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
        <ErrorMessage message={error} className="mt-2" />
      </form>
    </Dialog>
  );
}

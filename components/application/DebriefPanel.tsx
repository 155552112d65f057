"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { MentionTextarea } from "@/components/notifications/MentionTextarea";
import { NoteBody } from "@/components/notifications/NoteBody";
import { useRejectionReasons } from "@/components/status/RejectionReasonFields";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Select } from "@/components/ui/Select";
import { Spinner } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { useFormatting } from "@/components/ui/use-formatting";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { Section } from "./Section";
import type { Recommendation } from "./types";

type Decision = "advance" | "reject" | "hold";
export type Debrief = {
  interviews: { id: number; name: string; interviewerId: string; interviewerName: string; submitted: boolean | null; recommendation: Recommendation | null; ratings: { attributeId: number; name: string; score: number }[] }[];
  attributes: { id: number; name: string }[];
  pending: { userId: string; name: string }[];
  decision: { id: number; decision: Decision; reason: string; rejectionReasonId: number | null; toStageId: number | null; decidedBy: { id: string; name: string } | null; decidedAt: string } | null;
  canDecide: boolean;
};

const DECISIONS: Decision[] = ["advance", "reject", "hold"];

// The debrief (decision 486): each interviewer's scores by focus attribute side by side, their
// recommendations, who has still to submit, the recorded decision, and for who may move the
// application the decision form. What the blind rule hides arrives as null and reads "hidden".
export function DebriefPanel({ candidateId, debrief, error, onRetry, onDecided, applicationId }: { applicationId: number; candidateId: number; debrief: Debrief | null; error: string | null; onRetry: () => void; onDecided: () => void }) {
  const t = useTranslations("Recruiter.Application.DebriefPanel");
  const labels = useTranslations("Recruiter.Labels");
  const format = useFormatting();
  return (
    <Section id="debrief" title={t("debrief")} description={t("description")}>
      {error ? <ErrorMessage message={error} onRetry={onRetry} /> : null}
      {!debrief && !error ? <Spinner label={t("loading")} /> : null}
      {debrief && debrief.interviews.length === 0 ? <p className="text-sm text-slate-600">{t("noInterviews")}</p> : null}
      {debrief && debrief.interviews.length > 0 ? (
        <div className="space-y-4">
          {/* the grid scrolls on its own on a phone rather than widening the page */}
          <div className="overflow-x-auto" role="region" aria-label={t("scoresGrid")} tabIndex={0}>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t("gridCaption")}</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3 font-medium text-slate-700">
                    {t("attribute")}
                  </th>
                  {debrief.interviews.map((entry) => (
                    <th key={`${entry.id}-${entry.interviewerId}`} scope="col" className="px-2 py-2 font-medium text-slate-700">
                      <span className="block">{entry.interviewerName}</span>
                      <span className="block text-xs font-normal text-slate-600">{entry.name}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {debrief.attributes.map((attribute) => (
                  <tr key={attribute.id} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                      {attribute.name}
                    </th>
                    {debrief.interviews.map((entry) => {
                      const rating = entry.ratings.find((r) => r.attributeId === attribute.id);
                      return (
                        <td key={`${entry.id}-${entry.interviewerId}`} className="px-2 py-2 tabular-nums text-slate-800">
                          {rating ? `${rating.score} · ${labels(`score.${rating.score}`)}` : <span className="text-slate-500">{entry.submitted === null ? t("hidden") : "–"}</span>}
                        </td>
                      );
                    })}
                  </tr>
                ))}
                <tr>
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {t("recommendation")}
                  </th>
                  {debrief.interviews.map((entry) => (
                    <td key={`${entry.id}-${entry.interviewerId}`} className="px-2 py-2 text-slate-800">
                      {entry.submitted === null ? (
                        <span className="text-slate-500">{t("hidden")}</span>
                      ) : !entry.submitted ? (
                        <span className="text-slate-600">{t("notSubmitted")}</span>
                      ) : entry.recommendation ? (
                        labels(`recommendation.${entry.recommendation}`)
                      ) : (
                        "–"
                      )}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          {debrief.pending.length > 0 ? <p className="text-sm text-slate-700">{t("waitingFor", { names: debrief.pending.map((p) => p.name).join(", ") })}</p> : null}
          {debrief.interviews.some((e) => e.submitted === null) ? <p className="text-sm text-slate-600">{t("blindNotice")}</p> : null}
        </div>
      ) : null}
      {debrief?.decision ? (
        <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" aria-label={t("recordedDecision")}>
          <p className="font-medium text-slate-900">
            {t(`decided.${debrief.decision.decision}`, { who: debrief.decision.decidedBy?.name ?? t("aFormerMember"), when: format.date(debrief.decision.decidedAt) })}
          </p>
          <NoteBody body={debrief.decision.reason} className="mt-1 whitespace-pre-line text-slate-700" />
        </div>
      ) : null}
      {debrief?.canDecide && debrief.interviews.length > 0 ? <DecisionForm applicationId={applicationId} candidateId={candidateId} onDecided={onDecided} /> : null}
    </Section>
  );
}

function DecisionForm({ applicationId, candidateId, onDecided }: { applicationId: number; candidateId: number; onDecided: () => void }) {
  const t = useTranslations("Recruiter.Application.DebriefPanel");
  const toast = useToast();
  const [decision, setDecision] = useState<Decision>("advance");
  const [reasonId, setReasonId] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; rejection?: string }>({});
  const rejection = useRejectionReasons();
  const { pending, error, run } = useAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!reason.trim()) found.reason = t("giveAReason");
    if (decision === "reject" && !reasonId) found.rejection = t("chooseARejectionReason");
    setErrors(found);
    if (found.reason || found.rejection) return;
    const ok = await run(() =>
      api("POST", `/api/applications/${applicationId}/debrief/decision`, {
        body: { decision, reason, ...(decision === "reject" ? { rejectionReasonId: Number(reasonId) } : {}) },
      }),
    );
    if (ok) {
      toast.show(t(`recorded.${decision}`));
      setReason("");
      onDecided();
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t("decide")} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{t("decision")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {DECISIONS.map((option) => (
            <label key={option} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
              <input type="radio" name="debrief-decision" value={option} checked={decision === option} onChange={() => setDecision(option)} className="h-4 w-4 accent-brand-600" />
              {t(`options.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {decision === "reject" ? (
        <Select
          label={t("rejectionReason")}
          required
          placeholder={rejection.reasons ? t("chooseAReason") : t("loadingReasons")}
          value={reasonId}
          disabled={!rejection.reasons}
          onChange={(e) => setReasonId(e.target.value)}
          options={(rejection.reasons ?? []).map((r) => ({ value: String(r.id), label: r.label }))}
          error={errors.rejection ?? rejection.error}
        />
      ) : null}
      <MentionTextarea candidateId={candidateId} label={t("reason")} hint={t("reasonHint")} required rows={3} maxLength={4000} value={reason} onValueChange={setReason} error={errors.reason} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={pending}>
          {t(`submit.${decision}`)}
        </Button>
        <ErrorMessage message={error} className="flex-1" />
      </div>
    </form>
  );
}

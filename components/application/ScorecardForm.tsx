"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Textarea } from "@/components/ui/Input";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { RECOMMENDATIONS, SCORES, type Criterion, type FeedbackEntry, type Rating, type Recommendation } from "./types";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import type { feedbackOperations } from "@/lib/openapi/operations/feedback";

const SCORE_STYLES: Record<number, string> = {
  1: "has-checked:border-red-600 has-checked:bg-red-50 has-checked:text-red-900",
  2: "has-checked:border-orange-500 has-checked:bg-orange-50 has-checked:text-orange-900",
  3: "has-checked:border-green-600 has-checked:bg-green-50 has-checked:text-green-900",
  4: "has-checked:border-green-700 has-checked:bg-green-100 has-checked:text-green-950",
};

// also rates an interview kit's focus attributes (components/interviews/InterviewScorecardView.tsx)
// A score map with one criterion's (or focus attribute's) score set, or taken out when cleared
export function withScore(scores: Record<number, number>, id: number, score: number | undefined): Record<number, number> {
  const next = { ...scores };
  if (score === undefined) delete next[id];
  else next[id] = score;
  return next;
}

export function CriterionRating({ criterion, value, onChange }: { criterion: Pick<Criterion, "id" | "name">; value: number | undefined; onChange: (score: number | undefined) => void }) {
  const t = useTranslations("Recruiter.Application.ScorecardForm");
  const labels = useTranslations("Recruiter.Labels");
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-900">{criterion.name}</legend>
      {/* native radios: one tab stop per criterion, arrow keys choose the score */}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SCORES.map((score) => (
          <label
            key={score}
            className={`flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${SCORE_STYLES[score]}`}
          >
            <input
              type="radio"
              name={`criterion-${criterion.id}`}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="h-4 w-4 accent-brand-600"
            />
            <span>
              <span className="font-semibold tabular-nums">{score}</span> {labels(`score.${score}`)}
            </span>
          </label>
        ))}
      </div>
      {value !== undefined ? (
        <button type="button" onClick={() => onChange(undefined)} className="mt-1 text-xs text-slate-600 underline hover:text-slate-900">
          {t.rich("clearRating", { name: criterion.name, hidden })}
        </button>
      ) : null}
    </fieldset>
  );
}

const RECOMMENDATION_STYLES: Record<Recommendation, string> = {
  strong_no: SCORE_STYLES[1],
  no: SCORE_STYLES[2],
  yes: SCORE_STYLES[3],
  strong_yes: SCORE_STYLES[4],
};

// The overall call, asked of every interviewer like Greenhouse does; the API keeps it optional so
// scorecards from before it stay valid, the form asks for it.
export function RecommendationChoice({ value, error, onChange }: { value: Recommendation | null; error: string | null; onChange: (value: Recommendation) => void }) {
  const t = useTranslations("Recruiter.Application.ScorecardForm");
  const labels = useTranslations("Recruiter.Labels");
  return (
    <fieldset className="min-w-0" aria-describedby={error ? "recommendation-error" : undefined}>
      <legend className="text-sm font-medium text-slate-900">{t("overallRecommendation")}</legend>
      <p className="text-sm text-slate-600">{t("wouldYouHireThisCandidate")}</p>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {RECOMMENDATIONS.map((option) => (
          <label
            key={option}
            className={`flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${RECOMMENDATION_STYLES[option]}`}
          >
            <input
              type="radio"
              name="recommendation"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-4 w-4 accent-brand-600"
            />
            <span>{labels(`recommendation.${option}`)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="recommendation-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type Props = {
  applicationId: number;
  criteria: Criterion[];
  mine: { notes: string | null; ratings: Rating[]; recommendation: Recommendation | null };
  hasSubmitted: boolean;
  onSubmitted: (entry: FeedbackEntry) => void;
};

export function ScorecardForm({ applicationId, criteria, mine, hasSubmitted, onSubmitted }: Props) {
  const t = useTranslations("Recruiter.Application.ScorecardForm");
  const toast = useToast();
  const [scores, setScores] = useState<Record<number, number>>(() => Object.fromEntries(mine.ratings.map((r) => [r.criterionId, r.score])));
  const [notes, setNotes] = useState(mine.notes ?? "");
  const [recommendation, setRecommendation] = useState<Recommendation | null>(mine.recommendation);
  const [recommendationError, setRecommendationError] = useState<string | null>(null);
  const { pending, error, setError, run } = useAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // only criteria still on the job are sent
    const ratings = criteria.filter((c) => scores[c.id] !== undefined).map((c) => ({ criterionId: c.id, score: scores[c.id] }));
    if (!recommendation) {
      setRecommendationError(t("chooseRecommendation"));
      setError(null);
      return;
    }
    setRecommendationError(null);
    await run(async () => {
      const result = await call<typeof feedbackOperations.submitFeedback>("PUT", `/api/applications/${applicationId}/feedback`, {
        body: { notes: notes.trim() ? notes : null, ratings, recommendation },
      });
      toast.show(hasSubmitted ? t("yourFeedbackWasUpdated") : t("yourFeedbackWasSubmitted"));
      onSubmitted(result.feedback);
    });
  }

  return (
    <form onSubmit={submit} aria-labelledby="scorecard-title" className="space-y-5">
      {criteria.length === 0 ? (
        <p className="text-sm text-slate-600">{t("thisJobHasNoScorecard")}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t("rateEachCriterionFrom1")}</p>
          {criteria.map((criterion) => (
            <CriterionRating
              key={criterion.id}
              criterion={criterion}
              value={scores[criterion.id]}
              onChange={(score) => setScores((current) => withScore(current, criterion.id, score))}
            />
          ))}
        </>
      )}
      <RecommendationChoice
        value={recommendation}
        error={recommendationError}
        onChange={(value) => {
          setRecommendation(value);
          setRecommendationError(null);
        }}
      />
      <Textarea
        label={t("notes")}
        rows={5}
        maxLength={10000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        hint={t("whatYouSawInThe")}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={pending}>
          {hasSubmitted ? t("updateFeedback") : t("submitFeedback")}
        </Button>
        <ErrorMessage message={error} className="flex-1" />
      </div>
    </form>
  );
}

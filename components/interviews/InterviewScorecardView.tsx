"use client";

import Link from "@/components/ui/Link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Section } from "@/components/application/Section";
import { CriterionRating, RecommendationChoice, withScore } from "@/components/application/ScorecardForm";
import type { Recommendation } from "@/components/application/types";
import { PageHeader } from "@/components/shell/PageHeader";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Textarea } from "@/components/ui/Input";
import { Skeleton, Spinner } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { useFormatting } from "@/components/ui/use-formatting";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import type { debriefOperations } from "@/lib/openapi/operations/debrief";

export type InterviewScorecard = {
  interview: { id: number; title: string; startsAt: string; applicationId: number };
  kit: { questions: { id: number; text: string; guidance: string | null }[]; attributes: { id: number; name: string }[] };
  ratings: { attributeId: number; score: number }[];
  answers: { questionId: number; note: string }[];
  notes: string | null;
  recommendation: Recommendation | null;
  submitted: boolean;
};

// The interviewer's kit and scorecard for one interview (decision 486): the kit's questions with
// their guidance and a note each, a 1-4 rating per focus attribute, notes and the overall call. The
// page prints as the kit to take into the room (the shell and the buttons stay off paper).
export function InterviewScorecardView({ interviewId }: { interviewId: number }) {
  const t = useTranslations("Recruiter.Interviews.ScorecardView");
  const format = useFormatting();
  const { data, error, reload } = useEndpoint<typeof debriefOperations.getInterviewScorecard>(`/api/interviews/${interviewId}/scorecard`);

  if (!data) {
    return (
      <div className="space-y-4" aria-busy={!error}>
        {error ? <ErrorMessage message={error} onRetry={reload} /> : <Spinner label={t("loading")} />}
        {!error ? <Skeleton className="h-48" /> : null}
      </div>
    );
  }
  return (
    <>
      <PageHeader
        title={t("title", { title: data.interview.title })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{format.date(data.interview.startsAt)}</span>
            <Badge tone={data.submitted ? "green" : "amber"}>{data.submitted ? t("submitted") : t("notSubmitted")}</Badge>
            <Link href={`/applications/${data.interview.applicationId}`} className="font-medium text-brand-700 underline hover:no-underline print:hidden">
              {t("openApplication")}
            </Link>
          </span>
        }
        actions={
          <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
            {t("printKit")}
          </Button>
        }
      />
      {/* keyed by the saved answer, so a submission's reload starts the form from what was stored */}
      <ScorecardFields key={`${data.submitted}`} scorecard={data} onSaved={reload} />
    </>
  );
}

function ScorecardFields({ scorecard, onSaved }: { scorecard: InterviewScorecard; onSaved: () => void }) {
  const t = useTranslations("Recruiter.Interviews.ScorecardView");
  const toast = useToast();
  const { kit } = scorecard;
  const [scores, setScores] = useState<Record<number, number>>(() => Object.fromEntries(scorecard.ratings.map((r) => [r.attributeId, r.score])));
  const [answers, setAnswers] = useState<Record<number, string>>(() => Object.fromEntries(scorecard.answers.map((a) => [a.questionId, a.note])));
  const [notes, setNotes] = useState(scorecard.notes ?? "");
  const [recommendation, setRecommendation] = useState<Recommendation | null>(scorecard.recommendation);
  const [recommendationError, setRecommendationError] = useState<string | null>(null);
  const { pending, error, setError, run } = useAction();
  const rated = kit.attributes.filter((a) => scores[a.id] !== undefined).length;
  const answered = kit.questions.filter((q) => (answers[q.id] ?? "").trim() !== "").length;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!recommendation) {
      setRecommendationError(t("chooseRecommendation"));
      setError(null);
      return;
    }
    setRecommendationError(null);
    await run(async () => {
      await api("PUT", `/api/interviews/${scorecard.interview.id}/scorecard`, {
        body: {
          ratings: kit.attributes.filter((a) => scores[a.id] !== undefined).map((a) => ({ attributeId: a.id, score: scores[a.id] })),
          answers: kit.questions.filter((q) => (answers[q.id] ?? "").trim() !== "").map((q) => ({ questionId: q.id, note: answers[q.id] })),
          notes: notes.trim() ? notes : null,
          recommendation,
        },
      });
      toast.show(scorecard.submitted ? t("updated") : t("submittedToast"));
      onSaved();
    });
  }

  return (
    <form onSubmit={submit} aria-label={t("scorecard")} className="space-y-4">
      <Section id="kit-questions" title={t("questions")} description={kit.questions.length ? t("questionsProgress", { answered, total: kit.questions.length }) : undefined}>
        {kit.questions.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noQuestions")}</p>
        ) : (
          <ol className="space-y-5">
            {kit.questions.map((question, index) => (
              <li key={question.id} className="break-inside-avoid">
                <p className="text-sm font-medium text-slate-900">
                  <span className="tabular-nums">{index + 1}.</span> {question.text}
                </p>
                {question.guidance ? <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{question.guidance}</p> : null}
                <Textarea
                  label={t("noteOn", { number: index + 1 })}
                  fieldClassName="mt-2"
                  rows={3}
                  maxLength={10000}
                  value={answers[question.id] ?? ""}
                  onChange={(e) => setAnswers((current) => ({ ...current, [question.id]: e.target.value }))}
                />
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section id="kit-attributes" title={t("focusAttributes")} description={kit.attributes.length ? t("attributesProgress", { rated, total: kit.attributes.length }) : undefined}>
        {kit.attributes.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noAttributes")}</p>
        ) : (
          <div className="space-y-4">
            {kit.attributes.map((attribute) => (
              <CriterionRating
                key={attribute.id}
                criterion={attribute}
                value={scores[attribute.id]}
                onChange={(score) => setScores((current) => withScore(current, attribute.id, score))}
              />
            ))}
          </div>
        )}
      </Section>
      <Section id="kit-overall" title={t("overall")}>
        <div className="space-y-4">
          <RecommendationChoice
            value={recommendation}
            error={recommendationError}
            onChange={(value) => {
              setRecommendation(value);
              setRecommendationError(null);
            }}
          />
          <Textarea label={t("notes")} rows={5} maxLength={10000} value={notes} onChange={(e) => setNotes(e.target.value)} hint={t("notesHint")} />
          <div className="flex flex-wrap items-center gap-3 print:hidden">
            <Button type="submit" loading={pending}>
              {scorecard.submitted ? t("update") : t("submit")}
            </Button>
            <ErrorMessage message={error} className="flex-1" />
          </div>
        </div>
      </Section>
    </form>
  );
}

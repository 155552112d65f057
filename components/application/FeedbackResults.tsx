import { useFormatting } from "@/components/ui/use-formatting";
import { RECOMMENDATIONS, type Criterion, type FeedbackEntry, type RecommendationCounts, type ScorecardRow } from "./types";
import { useTranslations } from "next-intl";


// the score an average is nearest to, for its word (Recruiter.Labels.score)
function nearestScore(average: number): number {
  return Math.min(4, Math.max(1, Math.round(average)));
}

// `criteria`: the job's current criteria; a row for any other was removed after it was scored.
// rendered inside the application and candidate screens (client components): numbers and dates in
// the viewer's locale (decision 364)
export function AverageScorecard({ rows, criteria }: { rows: ScorecardRow[]; criteria: Criterion[] }) {
  const t = useTranslations("Recruiter.Application.FeedbackResults");
  const labels = useTranslations("Recruiter.Labels");
  const format = useFormatting();
  const current = new Set(criteria.map((c) => c.id));
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t("thisJobHasNoScorecard")}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t("averageScorePerCriterion1")}</caption>
      <thead className="text-xs uppercase tracking-wide text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">{t("criterion")}</th>
          <th scope="col" className="py-2 pr-3 font-medium">{t("average")}</th>
          <th scope="col" className="py-2 text-right font-medium">{t("ratings")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.criterionId}>
            <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
              {row.name}
              {current.has(row.criterionId) ? null : <span className="text-slate-600"> {t("removed")}</span>}
            </th>
            <td className="py-2 pr-3">
              {row.average === null || row.count === 0 ? (
                <span className="text-slate-600">{t("noRatings")}</span>
              ) : (
                <div className="flex items-center gap-2">
                  <span className="hidden h-2 w-20 overflow-hidden rounded-full bg-slate-100 sm:block" aria-hidden="true">
                    <span className="block h-full rounded-full bg-brand-600" style={{ width: `${((row.average - 1) / 3) * 100}%` }} />
                  </span>
                  <span className="font-semibold tabular-nums text-slate-900">{format.average(row.average)}</span>
                  <span className="text-slate-600">{labels(`score.${nearestScore(row.average)}`)}</span>
                </div>
              )}
            </td>
            <td className="py-2 text-right tabular-nums text-slate-700">{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const RECOMMENDATION_TONES: Record<keyof RecommendationCounts, string> = {
  strong_no: "bg-red-100 text-red-900",
  no: "bg-orange-100 text-orange-900",
  yes: "bg-green-100 text-green-900",
  strong_yes: "bg-green-200 text-green-950",
};

// How many interviewers gave each overall recommendation, strongest no first.
export function RecommendationSummary({ counts }: { counts: RecommendationCounts }) {
  const t = useTranslations("Recruiter.Application.FeedbackResults");
  const labels = useTranslations("Recruiter.Labels");
  const total = RECOMMENDATIONS.reduce((sum, r) => sum + counts[r], 0);
  if (total === 0) return <p className="text-sm text-slate-600">{t("noOverallRecommendationsYet")}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("overallRecommendations")}>
      {RECOMMENDATIONS.map((r) => (
        <li key={r} className={`rounded px-2 py-1 text-sm ${counts[r] ? RECOMMENDATION_TONES[r] : "bg-slate-100 text-slate-700"}`}>
          {labels(`recommendation.${r}`)}: <span className="font-semibold tabular-nums">{counts[r]}</span>
        </li>
      ))}
    </ul>
  );
}

// Names come from the scorecard, which also lists removed (archived) criteria where they were scored.
export function FeedbackEntries({ entries, scorecard }: { entries: FeedbackEntry[]; scorecard: ScorecardRow[] }) {
  const t = useTranslations("Recruiter.Application.FeedbackResults");
  const labels = useTranslations("Recruiter.Labels");
  const format = useFormatting();
  const names = new Map(scorecard.map((row) => [row.criterionId, row.name]));
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t("nobodyHasSubmittedFeedbackYet")}</p>;
  return (
    <ul className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-slate-200 p-3">
          <p className="text-sm">
            <span className="font-medium text-slate-900">{entry.isMine ? t("you", { name: entry.authorName }) : entry.authorName}</span>{" "}
            <span className="text-slate-600">
              · <time dateTime={entry.updatedAt}>{format.dateTime(entry.updatedAt)}</time>
            </span>
          </p>
          {entry.recommendation ? (
            <p className="mt-1 text-sm">
              <span className="text-slate-600">{t("overall")} </span>
              <span className={`rounded px-2 py-0.5 font-medium ${RECOMMENDATION_TONES[entry.recommendation]}`}>{labels(`recommendation.${entry.recommendation}`)}</span>
            </p>
          ) : null}
          {entry.ratings.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("ratingsBy", { name: entry.authorName })}>
              {entry.ratings.map((rating) => (
                <li key={rating.criterionId} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                  {names.get(rating.criterionId) ?? t("removedCriterion")}: <span className="font-semibold">{rating.score}</span> {labels(`score.${rating.score}`)}
                </li>
              ))}
            </ul>
          ) : null}
          {entry.notes ? <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{entry.notes}</p> : null}
        </li>
      ))}
    </ul>
  );
}

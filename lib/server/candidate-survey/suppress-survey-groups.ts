import { SURVEY_MIN_GROUP, SURVEY_QUESTIONS, SURVEY_RATINGS, type SurveyQuestion } from "@/lib/schemas/candidate-survey";

// The answers of one group (a job's, or one stage's of a job) as counted: per question, how many
// gave each rating; and the comments.
export type Tally = { responses: number; ratings: Record<SurveyQuestion, number[]>; comments: string[] };
type Distribution = Record<"1" | "2" | "3" | "4" | "5", number | null>;
export type PublishedGroup = {
  responses: number | null;
  suppressed: boolean;
  questions: Record<SurveyQuestion, { mean: number | null; distribution: Distribution }>;
  comments: string[] | null;
};

export function emptyTally(): Tally {
  return { responses: 0, ratings: Object.fromEntries(SURVEY_QUESTIONS.map((q) => [q, [0, 0, 0, 0, 0]])) as Tally["ratings"], comments: [] };
}

export function addTally(into: Tally, other: Tally): void {
  into.responses += other.responses;
  for (const q of SURVEY_QUESTIONS) other.ratings[q].forEach((count, i) => (into.ratings[q][i] += count));
  into.comments.push(...other.comments);
}

// Which of a job's stage groups may be shown (docs/decisions/499). A group under the minimum is
// hidden; since the job's figures are the sum of its stages', the hidden groups together must hold
// none or at least the minimum, else subtracting the shown stages from the job would give them
// away: the smallest shown stage is hidden too until they do. A job under the minimum hides all.
export function shownStages(jobResponses: number, stageResponses: number[]): boolean[] {
  if (jobResponses < SURVEY_MIN_GROUP) return stageResponses.map(() => false);
  const shown = stageResponses.map((n) => n >= SURVEY_MIN_GROUP);
  for (;;) {
    const hidden = stageResponses.reduce((sum, n, i) => (shown[i] ? sum : sum + n), 0);
    if (hidden === 0 || hidden >= SURVEY_MIN_GROUP) return shown;
    let smallest = -1;
    stageResponses.forEach((n, i) => {
      if (shown[i] && (smallest < 0 || n < stageResponses[smallest])) smallest = i;
    });
    if (smallest < 0) return shown;
    shown[smallest] = false;
  }
}

// A group's published figures: counts, means to two decimals, distributions and comments (sorted,
// so their order says nothing of when each came), or nulls when it is hidden.
export function publish(tally: Tally, shown: boolean): PublishedGroup {
  const questions = Object.fromEntries(
    SURVEY_QUESTIONS.map((q) => {
      const counts = tally.ratings[q];
      const sum = counts.reduce((total, count, i) => total + count * SURVEY_RATINGS[i], 0);
      return [
        q,
        {
          mean: shown ? Math.round((sum / tally.responses) * 100) / 100 : null,
          distribution: Object.fromEntries(SURVEY_RATINGS.map((rating, i) => [String(rating), shown ? counts[i] : null])) as Distribution,
        },
      ];
    }),
  ) as PublishedGroup["questions"];
  return { responses: shown ? tally.responses : null, suppressed: !shown, questions, comments: shown ? [...tally.comments].sort((a, b) => a.localeCompare(b)) : null };
}

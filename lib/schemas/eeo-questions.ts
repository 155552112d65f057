// Without zod, so the careers page's survey can import the lists without the schema library
// (docs/decisions/274).
// The voluntary self-identification survey (issue 26; docs/decisions/340): the US EEO-1 categories
// for sex and race/ethnicity, VEVRAA's protected veteran status and Section 503's disability status,
// each with "decline to answer". The SQL CHECKs of migration 20261129200000_eeo_survey list the same.
export const DECLINE = "decline_to_answer";
export const EEO_QUESTIONS = {
  gender: ["female", "male", DECLINE],
  raceEthnicity: [
    "hispanic_or_latino",
    "white",
    "black_or_african_american",
    "native_hawaiian_or_other_pacific_islander",
    "asian",
    "american_indian_or_alaska_native",
    "two_or_more_races",
    DECLINE,
  ],
  veteranStatus: ["protected_veteran", "not_a_protected_veteran", DECLINE],
  disabilityStatus: ["yes", "no", DECLINE],
} as const;
export type EeoQuestion = keyof typeof EEO_QUESTIONS;
export const EEO_QUESTION_KEYS = Object.keys(EEO_QUESTIONS) as EeoQuestion[];

// The smallest group the report shows a number for (the SQL function keeps the same floor).
export const EEO_MIN_GROUP = 5;


// The report's cohorts (docs/decisions/447): a job's applications created in one calendar quarter,
// UTC, named like "2026-Q3", counted only once the quarter has ended.
export type EeoQuarter = { id: string; from: Date; to: Date };

export function quarterOf(at: Date): EeoQuarter {
  const year = at.getUTCFullYear();
  const index = Math.floor(at.getUTCMonth() / 3);
  return { id: `${year}-Q${index + 1}`, from: new Date(Date.UTC(year, index * 3, 1)), to: new Date(Date.UTC(year, index * 3 + 3, 1)) };
}

export function quarterNamed(id: string): EeoQuarter {
  const [year, q] = id.split("-Q").map(Number);
  return quarterOf(new Date(Date.UTC(year, (q - 1) * 3, 1)));
}

// The quarters that have ended by `at`, newest first, back to the one holding `since`.
export function closedQuarters(since: Date, at: Date): EeoQuarter[] {
  const quarters: EeoQuarter[] = [];
  for (let q = quarterOf(new Date(quarterOf(at).from.getTime() - 1)); q.to > since && q.to <= at; q = quarterOf(new Date(q.from.getTime() - 1))) {
    quarters.push(q);
  }
  return quarters;
}

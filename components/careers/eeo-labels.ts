import type { EeoQuestion } from "@/lib/schemas/eeo-questions";

// What the survey asks and how each answer reads, for the apply form and the report.
export const EEO_QUESTION_LABELS: Record<EeoQuestion, string> = {
  gender: "Gender",
  raceEthnicity: "Race / ethnicity",
  veteranStatus: "Veteran status",
  disabilityStatus: "Disability status",
};

export const EEO_ANSWER_LABELS: Record<EeoQuestion, Record<string, string>> = {
  gender: { female: "Female", male: "Male", decline_to_answer: "I decline to answer" },
  raceEthnicity: {
    hispanic_or_latino: "Hispanic or Latino",
    white: "White (not Hispanic or Latino)",
    black_or_african_american: "Black or African American (not Hispanic or Latino)",
    native_hawaiian_or_other_pacific_islander: "Native Hawaiian or Other Pacific Islander (not Hispanic or Latino)",
    asian: "Asian (not Hispanic or Latino)",
    american_indian_or_alaska_native: "American Indian or Alaska Native (not Hispanic or Latino)",
    two_or_more_races: "Two or more races (not Hispanic or Latino)",
    decline_to_answer: "I decline to answer",
  },
  veteranStatus: {
    protected_veteran: "I identify as one or more of the classifications of protected veteran",
    not_a_protected_veteran: "I am not a protected veteran",
    decline_to_answer: "I decline to answer",
  },
  disabilityStatus: {
    yes: "Yes, I have a disability (or previously had a disability)",
    no: "No, I do not have a disability",
    decline_to_answer: "I decline to answer",
  },
};

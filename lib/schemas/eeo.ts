import { z } from "zod";

import { EEO_QUESTIONS, type EeoQuestion } from "./eeo-questions";

export * from "./eeo-questions";

const answer = <Q extends EeoQuestion>(q: Q) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(EEO_QUESTIONS[q] as unknown as [string, ...string[]]).optional());

// Posted with apply as `eeo`; a question left out counts as declined. A form (multipart) sends the
// object as one JSON text field, so it does not spend four of the form's field slots.
export const EeoAnswers = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    if (v.trim() === "") return undefined;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .object({
      gender: answer("gender"),
      raceEthnicity: answer("raceEthnicity"),
      veteranStatus: answer("veteranStatus"),
      disabilityStatus: answer("disabilityStatus"),
    })
    .optional(),
);
export type EeoAnswers = z.output<typeof EeoAnswers>;

// GET /api/reports/eeo?period=2026-Q3: one closed quarter (docs/decisions/447); the latest by default.
export const EeoReportQuery = z.object({
  period: z
    .string()
    .regex(/^\d{4}-Q[1-4]$/, "must be a quarter like 2026-Q3")
    .optional(),
});
export type EeoReportQuery = z.output<typeof EeoReportQuery>;

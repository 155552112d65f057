import { z } from "zod";
import { ReportQuery } from "./report";

// Where an application came from (docs/decisions/343). Sources are compared as written in links
// ("LinkedIn", "linkedin " and "linkedin" are one source), so they are kept trimmed and lower-case.
export const SOURCE_MAX = 100;
export const UTM_MAX = 200;

export const Source = z
  .string()
  .trim()
  .max(SOURCE_MAX, `must be at most ${SOURCE_MAX} characters`)
  .transform((s) => s.replace(/\s+/g, " ").toLowerCase());

const blankAsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const OptionalSource = z.preprocess(blankAsAbsent, Source.optional());
export const OptionalUtm = z.preprocess(blankAsAbsent, z.string().trim().max(UTM_MAX, `must be at most ${UTM_MAX} characters`).optional());

// The application's source as stored: the named source, else the link's utm_source.
export function sourceOf(input: { source?: string; utm_source?: string }): string | null {
  if (input.source) return input.source;
  const utm = input.utm_source?.trim().replace(/\s+/g, " ").toLowerCase().slice(0, SOURCE_MAX);
  return utm || null;
}

// GET /api/reports/sources: the hiring report's range and its job and department filters
export const SourceReportQuery = ReportQuery;
export type SourceReportQuery = ReportQuery;

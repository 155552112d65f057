import { Prisma } from "@/lib/generated/prisma/client";
import { RANGE_DAYS, type ReportQuery } from "@/lib/schemas/report";
import { reportJobFilterSql } from "./report-filter";

// The report's `recommendations` (docs/decisions/285): per overall recommendation, how many
// scorecards give it on the applications the report counts (created in the range, of the visible
// jobs matching the filters), as a JSON object with every recommendation. Blind reviews hold as on
// the application: on a job the caller does not manage, an application's scorecards count only
// once the caller has submitted their own there (the blind rule's set, caller_blind_application_ids),
// so a pending reviewer learns nothing from a report.
// A scalar subquery for the report statement and its oracle; the range ends at `at` (the report's now).
export function recommendationCountsSql(query: ReportQuery, at: Date): Prisma.Sql {
  const days = query.range === "all" ? null : RANGE_DAYS[query.range];
  const since = days === null ? Prisma.empty : Prisma.sql`AND a.created_at >= ${at}::timestamptz - make_interval(days => ${days}::int)`;
  return Prisma.sql`(SELECT json_build_object(
      'strong_no', count(*) FILTER (WHERE f.recommendation = 'strong_no'),
      'no', count(*) FILTER (WHERE f.recommendation = 'no'),
      'yes', count(*) FILTER (WHERE f.recommendation = 'yes'),
      'strong_yes', count(*) FILTER (WHERE f.recommendation = 'strong_yes'))
    FROM applications a
    JOIN jobs j ON j.id = a.job_id
    JOIN feedback f ON f.application_id = a.id
    WHERE TRUE ${reportJobFilterSql(query)}
      AND a.created_at <= ${at}::timestamptz ${since}
      AND f.recommendation IS NOT NULL
      AND a.id NOT IN (SELECT caller_blind_application_ids()))`;
}

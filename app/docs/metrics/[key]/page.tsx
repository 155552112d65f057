import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DefinitionFrame } from "../DefinitionFrame";
import { METRICS, metricDefinition, metricDefinitionUrl } from "@/lib/analytics/metric-definitions";
import { REPORT_DEFINITIONS, reportDefinition, type ReportDefinition } from "@/lib/analytics/funnel-definitions";

type Props = { params: Promise<{ key: string }> };

export function generateStaticParams() {
  return [...METRICS, ...REPORT_DEFINITIONS].map((metric) => ({ key: metric.key }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { key } = await params;
  const metric = metricDefinition(key) ?? reportDefinition(key);
  return { title: metric ? `${metric.name}: definition` : "Metric not found" };
}

const STATISTIC_WORDS = {
  median: "a median: half the sample lies below it, half above",
  mean: "a mean: the sum divided by the sample's size",
  share: "a share between 0 and 1",
  count: "a count",
} as const;

// A metric's published definition: what it counts in words, and the statement that computes it,
// which is the very text GET /api/reports/metrics runs (docs/decisions/487).
export default async function MetricDefinitionPage({ params }: Props) {
  const { key } = await params;
  const report = reportDefinition(key);
  if (report) return <ReportDefinitionPage report={report} />;
  const metric = metricDefinition(key);
  if (!metric) notFound();
  return (
    <DefinitionFrame
      name={metric.name}
      definitionKey={metric.key}
      facts={
        <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Unit</dt>
          <dd>{metric.unit}</dd>
          <dt className="font-medium">Statistic</dt>
          <dd>{STATISTIC_WORDS[metric.statistic]}</dd>
          <dt className="font-medium">Shown</dt>
          <dd>{metric.shape === "byStage" ? "in total and per stage" : metric.shape === "bySource" ? "in total and per source" : "as one figure"}</dd>
        </dl>
      }
      definition={metric.definition}
      viewerNote="Every figure counts only the applications, offers, messages and interviews the viewer may see: two people can read different numbers for the same period."
      statements={[
        {
          id: "sql",
          title: "How it is computed",
          intro: "PostgreSQL, run as the viewer under the row-level security policies. $1 is the period's start (inclusive), $2 its end (exclusive), $3 a job or null for every job.",
          sql: metric.sql,
        },
      ]}
      answeredBy={
        <>
          <a className="text-brand-700 underline" href="/api/reports/metrics">
            GET /api/reports/metrics
          </a>{" "}
          answers it as <code className="font-mono">{metric.key}</code>; this page&apos;s address is{" "}
          <code className="font-mono">{metricDefinitionUrl(metric.key)}</code>.
        </>
      }
    />
  );
}

const ENDPOINTS: Record<string, string> = { funnel: "/api/reports/funnel", weekly_trends: "/api/reports/trends" };

// The funnel's and the weekly trends' definitions: the statement of the figures and the one that
// lists the applications behind a figure, both built from the same common table expressions.
function ReportDefinitionPage({ report }: { report: ReportDefinition }) {
  return (
    <DefinitionFrame
      name={report.name}
      definitionKey={report.key}
      definition={report.definition}
      viewerNote="Every figure counts only the applications and offers the viewer may see: two people can read different numbers for the same period, and each one's list behind a figure has as many applications as the figure says."
      statements={[
        {
          id: "sql",
          title: "How it is computed",
          intro: `PostgreSQL, run as the viewer under the row-level security policies. $1 is the period's start (inclusive), $2 its end (exclusive), $3 a job, $4 a department and $5 a source, each null for all${report.key === "funnel" ? "; $6 the grouping" : ""}.`,
          sql: report.sql,
        },
        { id: "drill-down", title: "The applications behind a figure", sql: report.drillDownSql },
      ]}
      answeredBy={
        <>
          <a className="text-brand-700 underline" href={ENDPOINTS[report.key]}>
            GET {ENDPOINTS[report.key]}
          </a>{" "}
          answers it; this page&apos;s address is <code className="font-mono">{metricDefinitionUrl(report.key)}</code>.
        </>
      }
    />
  );
}

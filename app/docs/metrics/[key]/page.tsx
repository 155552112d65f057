import type { Metadata } from "next";
import { notFound } from "next/navigation";
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
// which is the very text GET /api/reports/metrics runs (docs/decisions/487). Static, with no script.
export default async function MetricDefinitionPage({ params }: Props) {
  const { key } = await params;
  const report = reportDefinition(key);
  if (report) return <ReportDefinitionPage report={report} />;
  const metric = metricDefinition(key);
  if (!metric) notFound();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">
        <a className="text-brand-700 underline" href="/docs/metrics">
          All metrics
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-semibold">{metric.name}</h1>
      <p className="mt-1 font-mono text-xs text-slate-600">{metric.key}</p>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Unit</dt>
        <dd>{metric.unit}</dd>
        <dt className="font-medium">Statistic</dt>
        <dd>{STATISTIC_WORDS[metric.statistic]}</dd>
        <dt className="font-medium">Shown</dt>
        <dd>{metric.shape === "byStage" ? "in total and per stage" : metric.shape === "bySource" ? "in total and per source" : "as one figure"}</dd>
      </dl>
      <section aria-labelledby="definition" className="mt-6">
        <h2 id="definition" className="text-lg font-semibold">
          Definition
        </h2>
        {metric.definition.map((sentence) => (
          <p key={sentence} className="mt-2 text-slate-800">
            {sentence}
          </p>
        ))}
        <p className="mt-2 text-slate-800">
          Every figure counts only the applications, offers, messages and interviews the viewer may see: two people can read different numbers for
          the same period.
        </p>
      </section>
      <section aria-labelledby="sql" className="mt-6">
        <h2 id="sql" className="text-lg font-semibold">
          How it is computed
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          PostgreSQL, run as the viewer under the row-level security policies. $1 is the period&apos;s start (inclusive), $2 its end (exclusive), $3
          a job or null for every job.
        </p>
        <pre className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs" tabIndex={0}>
          <code>{metric.sql}</code>
        </pre>
      </section>
      <p className="mt-6 text-sm">
        <a className="text-brand-700 underline" href={`/api/reports/metrics`}>
          GET /api/reports/metrics
        </a>{" "}
        answers it as <code className="font-mono">{metric.key}</code>; this page&apos;s address is{" "}
        <code className="font-mono">{metricDefinitionUrl(metric.key)}</code>.
      </p>
    </main>
  );
}

const ENDPOINTS: Record<string, string> = { funnel: "/api/reports/funnel", weekly_trends: "/api/reports/trends" };

// The funnel's and the weekly trends' definitions: the statement of the figures and the one that
// lists the applications behind a figure, both built from the same common table expressions.
function ReportDefinitionPage({ report }: { report: ReportDefinition }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">
        <a className="text-brand-700 underline" href="/docs/metrics">
          All metrics
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-semibold">{report.name}</h1>
      <p className="mt-1 font-mono text-xs text-slate-600">{report.key}</p>
      <section aria-labelledby="definition" className="mt-6">
        <h2 id="definition" className="text-lg font-semibold">
          Definition
        </h2>
        {report.definition.map((sentence) => (
          <p key={sentence} className="mt-2 text-slate-800">
            {sentence}
          </p>
        ))}
        <p className="mt-2 text-slate-800">
          Every figure counts only the applications and offers the viewer may see: two people can read different numbers for the same period, and
          each one&apos;s list behind a figure has as many applications as the figure says.
        </p>
      </section>
      <section aria-labelledby="sql" className="mt-6">
        <h2 id="sql" className="text-lg font-semibold">
          How it is computed
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          PostgreSQL, run as the viewer under the row-level security policies. $1 is the period&apos;s start (inclusive), $2 its end (exclusive), $3
          a job, $4 a department and $5 a source, each null for all{report.key === "funnel" ? "; $6 the grouping" : ""}.
        </p>
        <pre className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs" tabIndex={0}>
          <code>{report.sql}</code>
        </pre>
      </section>
      <section aria-labelledby="drill-down" className="mt-6">
        <h2 id="drill-down" className="text-lg font-semibold">
          The applications behind a figure
        </h2>
        <pre className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs" tabIndex={0}>
          <code>{report.drillDownSql}</code>
        </pre>
      </section>
      <p className="mt-6 text-sm">
        <a className="text-brand-700 underline" href={ENDPOINTS[report.key]}>
          GET {ENDPOINTS[report.key]}
        </a>{" "}
        answers it; this page&apos;s address is <code className="font-mono">{metricDefinitionUrl(report.key)}</code>.
      </p>
    </main>
  );
}

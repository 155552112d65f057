import type { Metadata } from "next";
import { METRICS, metricDefinitionUrl } from "@/lib/analytics/metric-definitions";
import { REPORT_DEFINITIONS } from "@/lib/analytics/funnel-definitions";

export const metadata: Metadata = { title: "Metric definitions" };

// The published definitions of the reports' metrics (docs/decisions/487), one page each.
export default function MetricDefinitionsPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Metric definitions</h1>
      <p className="mt-2 text-slate-800">
        What each figure of the reports counts, in words and in the SQL that computes it. Medians and means say so beside every figure.
      </p>
      {/* docs/decisions/520: when the figures on the reports page were computed */}
      <p className="mt-2 text-slate-800">
        The metrics, the funnel and the trends are kept once computed: the reports page shows them as computed within the last minute
        while nothing has changed. After a change, someone who sees every job may first see them as they stood, at most ten minutes
        old, with the time they were computed beside them, until the newer figures replace them a few seconds later.
      </p>
      <ul className="mt-4 space-y-3">
        {METRICS.map((metric) => (
          <li key={metric.key}>
            <a className="font-medium text-brand-700 underline" href={metricDefinitionUrl(metric.key)}>
              {metric.name}
            </a>
            <p className="text-sm text-slate-700">{metric.definition[0]}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-semibold">Funnel and trends</h2>
      {/* the funnel's and the trends' statements, each with the one listing the applications behind a figure */}
      {REPORT_DEFINITIONS.map((report) => (
        <div key={report.key} className="mt-3">
          <a className="font-medium text-brand-700 underline" href={metricDefinitionUrl(report.key)}>
            {report.name}
          </a>
          <p className="text-sm text-slate-700">{report.definition[0]}</p>
        </div>
      ))}
    </main>
  );
}

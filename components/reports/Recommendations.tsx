import type { Report } from "./types";

const ROWS: { key: keyof Report["recommendations"]; label: string; bar: string }[] = [
  { key: "strong_yes", label: "Strong yes", bar: "bg-green-700" },
  { key: "yes", label: "Yes", bar: "bg-green-500" },
  { key: "no", label: "No", bar: "bg-orange-500" },
  { key: "strong_no", label: "Strong no", bar: "bg-red-600" },
];

// Interviewers' overall recommendations on the applications of the period, as counts with a bar each.
export function Recommendations({ counts }: { counts: Report["recommendations"] }) {
  const total = ROWS.reduce((sum, row) => sum + counts[row.key], 0);
  return (
    <section aria-labelledby="recommendations-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="recommendations-title" className="text-base font-semibold text-slate-900">
        Interviewers’ overall recommendations
      </h2>
      {total === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No scorecard with an overall recommendation on the applications of this period.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Scorecards per overall recommendation</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">Recommendation</th>
              <th scope="col" className="py-1 pr-3 font-medium">Scorecards</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-1.5 pr-3 font-normal text-slate-900">{row.label}</th>
                <td className="py-1.5">
                  <div className="flex items-center gap-2">
                    <span className="hidden h-2 w-32 overflow-hidden rounded-full bg-slate-100 sm:block" aria-hidden="true">
                      <span className={`block h-full rounded-full ${row.bar}`} style={{ width: `${(counts[row.key] / total) * 100}%` }} />
                    </span>
                    <span className="font-semibold tabular-nums text-slate-900">{counts[row.key]}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import type { Report } from "./types";

// Why the period's candidates were rejected (decision 281): each reason of the organization's list
// with its count, most first; rejections without a listed reason under "No reason from the list".
export function RejectionReasons({ reasons, rejected }: { reasons: Report["rejectionReasons"]; rejected: number }) {
  const widest = Math.max(1, ...reasons.map((r) => r.count));
  return (
    <section aria-labelledby="rejection-reasons-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="rejection-reasons-title" className="text-lg font-semibold">
        Rejection reasons
      </h2>
      <p className="mt-1 text-sm text-slate-600">Of the {rejected} rejected applications in this period.</p>
      {reasons.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No rejections in this period.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Rejected applications by reason</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">Reason</th>
              <th scope="col" className="w-1/2 py-2 font-medium">Rejections</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {reasons.map((reason) => (
              <tr key={reason.id ?? "none"} data-testid={`rejection-reason-${reason.id ?? "none"}`}>
                <th scope="row" className="py-2 pr-3 font-normal text-slate-800">
                  {reason.label ?? "No reason from the list"}
                  {reason.archived ? <span className="text-slate-600"> (archived)</span> : null}
                </th>
                <td className="py-2">
                  <div className="flex items-center gap-2">
                    <span className="h-2.5 rounded-full bg-red-400" style={{ width: `${Math.max(4, (reason.count / widest) * 100)}%` }} aria-hidden="true" />
                    <span className="tabular-nums text-slate-900">{reason.count}</span>
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

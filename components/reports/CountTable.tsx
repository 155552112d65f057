import type { ReactNode } from "react";

export type CountRow = { key: string; label: ReactNode; count: number; bar: string; testId?: string };

type Props = {
  id: string;
  title: string;
  intro?: string;
  empty: string;
  caption: string;
  columns: [string, string];
  rows: CountRow[];
};

// A report section that counts things by kind (rejection reasons, recommendations): a table of
// labels and counts, each with a bar scaled to the largest count, or a sentence when there is none.
export function CountTable({ id, title, intro, empty, caption, columns, rows }: Props) {
  const widest = Math.max(1, ...rows.map((row) => row.count));
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      {rows.every((row) => row.count === 0) ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {columns[0]}
              </th>
              <th scope="col" className="w-1/2 py-2 font-medium">
                {columns[1]}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.key} data-testid={row.testId}>
                <th scope="row" className="py-2 pr-3 font-normal text-slate-800">
                  {row.label}
                </th>
                <td className="py-2">
                  <div className="flex items-center gap-2">
                    <span className={`h-2.5 rounded-full ${row.bar}`} style={{ width: `${Math.max(4, (row.count / widest) * 100)}%` }} aria-hidden="true" />
                    <span className="tabular-nums text-slate-900">{row.count}</span>
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

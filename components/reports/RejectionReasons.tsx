import { CountTable } from "./CountTable";
import type { Report } from "./types";

// Why the period's candidates were rejected (decision 281): each reason of the organization's list
// with its count, most first; rejections without a listed reason under "No reason from the list".
export function RejectionReasons({ reasons, rejected }: { reasons: Report["rejectionReasons"]; rejected: number }) {
  return (
    <CountTable
      id="rejection-reasons"
      title="Rejection reasons"
      intro={`Of the ${rejected} rejected applications in this period.`}
      empty="No rejections in this period."
      caption="Rejected applications by reason"
      columns={["Reason", "Rejections"]}
      rows={reasons.map((reason) => ({
        key: String(reason.id ?? "none"),
        testId: `rejection-reason-${reason.id ?? "none"}`,
        bar: "bg-red-400",
        count: reason.count,
        label: (
          <>
            {reason.label ?? "No reason from the list"}
            {reason.archived ? <span className="text-slate-600"> (archived)</span> : null}
          </>
        ),
      }))}
    />
  );
}

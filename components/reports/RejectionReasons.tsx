import { CountTable } from "./CountTable";
import type { Report } from "./types";
import { useTranslations } from "next-intl";

// Why the period's candidates were rejected (decision 281): each reason of the organization's list
// with its count, most first; rejections without a listed reason under "No reason from the list".
export function RejectionReasons({ reasons, rejected }: { reasons: Report["rejectionReasons"]; rejected: number }) {
  const t = useTranslations("Recruiter.Reports.RejectionReasons");
  return (
    <CountTable
      id="rejection-reasons"
      title={t("rejectionReasons")}
      intro={t("intro", { count: rejected })}
      empty={t("noRejectionsInThisPeriod")}
      caption={t("rejectedApplicationsByReason")}
      columns={[t("reason"), t("rejections")]}
      rows={reasons.map((reason) => ({
        key: String(reason.id ?? "none"),
        testId: `rejection-reason-${reason.id ?? "none"}`,
        bar: "bg-red-400",
        count: reason.count,
        label: (
          <>
            {reason.label ?? t("noReasonFromTheList")}
            {reason.archived ? <span className="text-slate-600"> {t("archived")}</span> : null}
          </>
        ),
      }))}
    />
  );
}

import { CountTable } from "./CountTable";
import type { Report } from "./types";
import { useTranslations } from "next-intl";

const ROWS: { key: keyof Report["recommendations"]; bar: string }[] = [
  { key: "strong_yes", bar: "bg-green-700" },
  { key: "yes", bar: "bg-green-500" },
  { key: "no", bar: "bg-orange-500" },
  { key: "strong_no", bar: "bg-red-600" },
];

// Interviewers' overall recommendations on the applications of the period (decision 285).
export function Recommendations({ counts }: { counts: Report["recommendations"] }) {
  const t = useTranslations("Recruiter.Reports.Recommendations");
  return (
    <CountTable
      id="recommendations"
      title={t("interviewersOverallRecommendations")}
      empty={t("noScorecardWithAnOverall")}
      caption={t("scorecardsPerOverallRecommendation")}
      columns={[t("recommendation"), t("scorecards")]}
      rows={ROWS.map((row) => ({ ...row, label: t(`values.${row.key}`), count: counts[row.key] }))}
    />
  );
}

"use client";

import { useId } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatWeek, formatWeekDate } from "./format";
import type { Report } from "./types";
import { useTranslations } from "next-intl";

const APPLICATIONS_COLOR = "#2753e0";
const HIRED_COLOR = "#15803d";

// The chart is drawn for the eye; screen readers get the same numbers as a table (the chart is hidden from them).
export function WeeklyChart({ series }: { series: Report["series"] }) {
  const t = useTranslations("Recruiter.Reports.WeeklyChart");
  const titleId = useId();
  const summaryId = useId();
  const totalApplications = series.reduce((sum, week) => sum + week.applications, 0);
  const totalHired = series.reduce((sum, week) => sum + week.hired, 0);
  const busiest = series.reduce<Report["series"][number] | null>((best, week) => (!best || week.applications > best.applications ? week : best), null);
  const data = series.map((week) => ({ ...week, label: formatWeek(week.weekStart) }));

  return (
    <figure aria-labelledby={titleId} aria-describedby={summaryId} className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption>
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {t("applicationsAndHiresPerWeek")}
        </h2>
        <p id={summaryId} className="mt-0.5 text-sm text-slate-600">
          {series.length === 0
            ? t("noWeeksInThisPeriod")
            : busiest && busiest.applications > 0
              ? t("summaryBusiest", { weeks: series.length, applications: totalApplications, hires: totalHired, busiest: formatWeekDate(busiest.weekStart), busiestApplications: busiest.applications })
              : t("summary", { weeks: series.length, applications: totalApplications, hires: totalHired })}
        </p>
      </figcaption>
      {series.length > 0 ? (
        <div className="mt-4 h-64 w-full sm:h-72" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#475569" }} interval="preserveStartEnd" minTickGap={12} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} />
              <Tooltip cursor={{ fill: "#f1f5f9" }} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="applications" name={t("applications")} fill={APPLICATIONS_COLOR} radius={[3, 3, 0, 0]} isAnimationActive={false} />
              <Bar dataKey="hired" name={t("hired")} fill={HIRED_COLOR} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : null}
      {/* a table ignores the 1px box of sr-only, so the wrapper carries it */}
      <div className="sr-only">
        <table>
          <caption>{t("applicationsAndHiresPerWeek2")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("week")}</th>
              <th scope="col">{t("applications")}</th>
              <th scope="col">{t("hired")}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{t("weekOf", { date: formatWeekDate(week.weekStart) })}</th>
                <td>{week.applications}</td>
                <td>{week.hired}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

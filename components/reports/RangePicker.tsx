"use client";

import { RANGES, type ReportRange } from "./types";
import { useTranslations } from "next-intl";

// A segmented control built on native radios: arrow keys move between ranges, the group has a name.
export function RangePicker({ value, onChange, disabled }: { value: ReportRange; onChange: (range: ReportRange) => void; disabled?: boolean }) {
  const t = useTranslations("Recruiter.Reports.RangePicker");
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="sr-only">{t("reportPeriod")}</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
        {RANGES.map((range) => (
          <label
            key={range.value}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="report-range"
              value={range.value}
              checked={value === range.value}
              onChange={() => onChange(range.value)}
              className="sr-only"
            />
            {t(`ranges.${range.value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

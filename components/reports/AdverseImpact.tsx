"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useEndpoint } from "@/lib/ui/use-api";
import { EEO_QUESTION_KEYS } from "@/lib/schemas/eeo-questions";
import { EEO_ANSWER_LABELS, EEO_QUESTION_LABELS } from "@/components/careers/eeo-labels";
import type { reportOperations } from "@/lib/openapi/operations/reports";

const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
const ratio = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Selection rates per stage and group with their impact ratios (docs/decisions/489), for one job of
// the EEO report's quarter: read when opened, since most readers look at one job.
export function AdverseImpact({ jobId, period }: { jobId: number; period: string }) {
  const t = useTranslations("Recruiter.Reports.AdverseImpact");
  const [open, setOpen] = useState(false);
  const { data, error, reload } = useEndpoint<typeof reportOperations.getAdverseImpact>(open ? "/api/reports/adverse-impact" : null, { jobId, period });
  return (
    <details className="mt-3" onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)} data-testid={`adverse-impact-${jobId}`}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800">{t("selectionRates")}</summary>
      <p className="mt-1 text-sm text-slate-600">{t("howToRead")}</p>
      <ErrorMessage message={error} onRetry={reload} className="mt-2" />
      {open && !data && !error ? <Skeleton className="mt-2 h-24 w-full" /> : null}
      {data && data.stages.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t("oneStage")}</p> : null}
      {data?.stages.map((stage) => (
        <div key={stage.stageId} className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left text-sm font-medium text-slate-900">{t("fromTo", { from: stage.name, to: stage.nextStage })}</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">{t("group")}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t("selected")}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t("rate")}</th>
                <th scope="col" className="py-2 text-right font-medium">{t("impactRatio")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {EEO_QUESTION_KEYS.flatMap((question) =>
                stage.questions[question].map((g, index) => (
                  <tr key={`${question}-${g.group}`} className={g.belowFourFifths ? "bg-amber-50" : undefined}>
                    <th scope="row" className="py-1.5 pr-3 font-normal text-slate-800">
                      {`${index === 0 ? `${EEO_QUESTION_LABELS[question]}: ` : ""}${(EEO_ANSWER_LABELS[question] as Record<string, string>)[g.group]}`}
                    </th>
                    <td className="whitespace-nowrap py-1.5 pr-3 text-right tabular-nums">{g.total === null ? t("fewerThan5") : t("selectedOf", { selected: g.selected ?? 0, total: g.total })}</td>
                    <td className="whitespace-nowrap py-1.5 pr-3 text-right tabular-nums">{g.rate === null ? "—" : percent.format(g.rate)}</td>
                    <td className="whitespace-nowrap py-1.5 text-right tabular-nums">
                      {g.impactRatio === null ? "—" : ratio.format(g.impactRatio)}
                      {g.belowFourFifths ? <span className="ml-2 font-medium text-amber-900">{t("belowFourFifths")}</span> : null}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      ))}
    </details>
  );
}

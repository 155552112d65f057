"use client";

import { useTranslations } from "next-intl";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { useFormatting } from "@/components/ui/use-formatting";
import { useEndpoint } from "@/lib/ui/use-api";
import { HandoffStatus } from "./HandoffStatus";
import type { newHireOperations } from "@/lib/openapi/operations/new-hires";

// On the application page once its offer is accepted: the new hire made for the HR system and where
// each hand-off stands, with its export.
export function NewHireSummary({ applicationId }: { applicationId: number }) {
  const t = useTranslations("Recruiter.NewHires");
  const format = useFormatting();
  const { data, error, reload } = useEndpoint<typeof newHireOperations.listNewHires>("/api/new-hires", { applicationId, limit: 1 });
  const hire = data?.newHires[0];
  if (error) return <ErrorMessage message={error} onRetry={reload} className="mt-3" />;
  if (!hire) return null;
  return (
    <div className="mt-3 rounded-md border border-green-200 bg-green-50 p-3" role="group" aria-label={t("summaryLabel")}>
      <p className="text-sm font-medium text-slate-900">
        {hire.startDate ? t("hiredStarting", { date: format.date(`${hire.startDate}T00:00:00Z`) }) : t("hired")}
      </p>
      {hire.handoffs.length === 0 ? <p className="mt-1 text-sm text-slate-700">{t("noConnector")}</p> : null}
      <ul className="mt-1 space-y-1">
        {hire.handoffs.map((h) => (
          <li key={h.connector}>
            <HandoffStatus handoff={h} />
          </li>
        ))}
      </ul>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={`/api/new-hires/${hire.id}/export.csv`} className="font-medium text-brand-700 underline hover:no-underline">
          {t("exportCsv")}
        </a>
        <a href={`/api/new-hires/${hire.id}/export`} className="font-medium text-brand-700 underline hover:no-underline">
          {t("exportJson")}
        </a>
      </p>
    </div>
  );
}

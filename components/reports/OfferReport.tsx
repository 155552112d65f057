"use client";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useEndpoint } from "@/lib/ui/use-api";
import type { ReportSelection } from "./ReportsView";
import { useTranslations } from "next-intl";
import type { offerOperations } from "@/lib/openapi/operations/offers";

const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat();
const days = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

// Offers sent in the period, how they ended, the acceptance rate and the days from application to
// offer (GET /api/reports/offers, decision 396), over the offers the viewer may read. It follows
// the report's period; offers are few, so it is not split by job or department.
export function OfferReport({ selection }: { selection: ReportSelection }) {
  const t = useTranslations("Recruiter.Reports.OfferReport");
  const { data, error, loading, reload } = useEndpoint<typeof offerOperations.getOfferReport>("/api/reports/offers", { range: selection.range });
  const figures: [string, string][] = data
    ? [
        [t("figures.offersMade"), whole.format(data.offersMade)],
        [t("figures.accepted"), whole.format(data.accepted)],
        [t("figures.declined"), whole.format(data.declined)],
        [t("figures.expired"), whole.format(data.expired)],
        [t("figures.awaitingAnswer"), whole.format(data.awaitingAnswer)],
        [t("figures.acceptanceRate"), data.acceptanceRate === null ? "–" : percent.format(data.acceptanceRate)],
        [t("figures.daysToOffer"), data.avgDaysApplicationToOffer === null ? "–" : days.format(data.avgDaysApplicationToOffer)],
      ]
    : [];
  return (
    <section aria-labelledby="offers-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="offers-title" className="text-lg font-semibold">
        {t("offers")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("offersSentInThisPeriod")}</p>
      <ErrorMessage message={error} onRetry={reload} className="mt-3" />
      {!data && loading ? <Skeleton className="mt-3 h-20 w-full" /> : null}
      {data && data.offersMade === 0 ? <p className="mt-3 text-sm text-slate-600">{t("noOffersSentInThis")}</p> : null}
      {data && data.offersMade > 0 ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="offer-report">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

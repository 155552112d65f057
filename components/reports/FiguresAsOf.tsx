"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useFormatting } from "@/components/ui/use-formatting";

// What the metrics, funnel and trends ask for (docs/decisions/520): an answer up to ten minutes
// older than the minute the server keeps it current is good enough to open the page at once; the
// server's queue computes a newer one meanwhile.
export const DASHBOARD_HEADERS = { "cache-control": "max-stale=600" };
// when to ask again for the newer answer the queue is computing
const ASK_AGAIN_MS = 4_000;

// "Figures as of 14:05:12", when the answer shown was served stale (a change since, or older than a
// minute); asks again every few seconds until the queue's newer answer is there.
export function FiguresAsOf({ kept, reload }: { kept: { computedAt: string; stale: boolean } | null; reload: () => void }) {
  const t = useTranslations("Recruiter.Reports.FiguresAsOf");
  const format = useFormatting();
  const staleSince = kept?.stale ? kept.computedAt : null;
  // each answer is a new `kept`: while they come back stale, ask again after each
  useEffect(() => {
    if (!kept?.stale) return;
    const timer = setTimeout(reload, ASK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [kept, reload]);
  if (!staleSince) return null;
  return (
    <p className="mt-2 text-sm text-slate-600" role="status">
      {t("asOf", { time: format.dateTimeSeconds(staleSince) })}
    </p>
  );
}

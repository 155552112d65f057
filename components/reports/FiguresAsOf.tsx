"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { useFormatting } from "@/components/ui/use-formatting";

// What the metrics, funnel and trends ask for (docs/decisions/520): an answer up to ten minutes
// older than the minute the server keeps it current is good enough to open the page at once; the
// server's queue computes a newer one meanwhile.
export const DASHBOARD_HEADERS = { "cache-control": "max-stale=600" };
// when to ask again for the newer answer the queue is computing, and how many times in a row: in a
// busy organization every answer is soon stale again, and a page left open need not ask forever
const ASK_AGAIN_MS = 4_000;
const ASK_AGAIN_TIMES = 15;
// the server's own tolerance: an answer computed within the last minute is as current as any
const SAY_AFTER_SECONDS = 60;

type Kept = { ageSeconds: number; computedAt: string; stale: boolean } | null;

// While the answer shown was served stale (a change since it was computed), asks again every few
// seconds until the queue's newer answer is there; when it was computed more than a minute ago,
// says when ("Figures as of 14:05:12").
export function FiguresAsOf({ kept, reload }: { kept: Kept; reload: () => void }) {
  const t = useTranslations("Recruiter.Reports.FiguresAsOf");
  const format = useFormatting();
  const asked = useRef(0);
  // each answer is a new `kept`
  useEffect(() => {
    if (!kept?.stale) {
      asked.current = 0;
      return;
    }
    if (asked.current >= ASK_AGAIN_TIMES) return;
    const timer = setTimeout(() => {
      asked.current += 1;
      reload();
    }, ASK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [kept, reload]);
  if (!kept?.stale || kept.ageSeconds <= SAY_AFTER_SECONDS) return null;
  return (
    <p className="mt-2 text-sm text-slate-600" role="status">
      {t("asOf", { time: format.dateTimeSeconds(kept.computedAt) })}
    </p>
  );
}

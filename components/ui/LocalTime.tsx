"use client";

import { useSyncExternalStore } from "react";
import { formatMoment } from "@/lib/ui/format";

const subscribe = () => () => {};

// A timestamp in the viewer's own time zone and locale. The server knows neither, so it renders
// the moment in UTC, and the browser re-renders it in its zone right after hydration (a different
// server snapshot is not a mismatch). The full UTC time stays in the tooltip.
export function LocalTime({ iso, className }: { iso: string; className?: string }) {
  const isBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  const text = isBrowser ? formatMoment(iso) : formatMoment(iso, "UTC");
  return (
    <time dateTime={iso} title={formatMoment(iso, "UTC")} className={className}>
      {text}
    </time>
  );
}

"use client";

import { useMemo, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { SERVER_LOCALE, formatAverage, formatDate, formatDateTime, formatDateTimeSeconds, formatNumber, formatRelative } from "@/lib/ui/format";

const subscribe = () => () => {};
const browserLocale = () => navigator.language || SERVER_LOCALE;
const serverLocale = () => SERVER_LOCALE;

// The viewer's locale for numbers and dates. The server does not know it, so the server and the
// first browser render use English, and React renders again with the browser's right after
// hydration (a different server snapshot is no mismatch), as LocalTime does for time zones.
export function useViewerLocale(): string {
  return useSyncExternalStore(subscribe, browserLocale, serverLocale);
}

// lib/ui/format's functions bound to the viewer's locale (docs/decisions/364).
export function useFormatting() {
  const locale = useViewerLocale();
  const t = useTranslations("Recruiter");
  return useMemo(
    () => ({
      locale,
      number: (value: number) => formatNumber(value, locale),
      average: (value: number) => formatAverage(value, locale),
      date: (iso: string | null | undefined) => formatDate(iso, locale),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, locale),
      dateTimeSeconds: (iso: string | null | undefined) => formatDateTimeSeconds(iso, locale),
      relative: (iso: string | null | undefined, now?: Date) => formatRelative(iso, t, now, locale),
    }),
    [locale, t],
  );
}

"use client";

import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { useViewerLocale } from "@/components/ui/use-formatting";
import type { Slot } from "./types";
import { useTranslations } from "next-intl";

// The viewer's calendar day as the availability answer names it
const dayKey = (day: Date) => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;

// Seven days side by side (stacked on a phone): each day's free slots as buttons; a day without
// any says why: past, outside the interviewers' working hours, or busy. Days are the viewer's own.
export function WeekView({
  from,
  slots,
  workingDays,
  error,
  onRetry,
  selected,
  onSelect,
  onWeek,
  canGoBack,
}: {
  from: Date;
  slots: Slot[] | null;
  workingDays: string[];
  error: string | null;
  onRetry: () => void;
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
  onWeek: (delta: number) => void;
  canGoBack: boolean;
}) {
  const t = useTranslations("Recruiter.Interviews.WeekView");
  const locale = useViewerLocale();
  const days = Array.from({ length: 7 }, (_, i) => new Date(from.getFullYear(), from.getMonth(), from.getDate() + i));
  const dayLabel = new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric" });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" });
  const today = dayKey(new Date());
  const noTimes = (day: Date) => (dayKey(day) < today ? t("past") : workingDays.includes(dayKey(day)) ? t("busy") : t("outsideWorkingHours"));
  const sameDay = (iso: string, day: Date) => {
    const at = new Date(iso);
    return at.getFullYear() === day.getFullYear() && at.getMonth() === day.getMonth() && at.getDate() === day.getDate();
  };
  return (
    <section aria-label={t("freeTimes")} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" size="sm" onClick={() => onWeek(-1)} disabled={!canGoBack}>
          {t("previousWeek")}
        </Button>
        <span className="text-sm font-medium text-slate-800">
          {dayLabel.format(days[0])} – {dayLabel.format(days[6])}
        </span>
        <Button variant="secondary" size="sm" onClick={() => onWeek(1)}>
          {t("nextWeek")}
        </Button>
      </div>
      {error ? <ErrorMessage message={error} onRetry={onRetry} /> : null}
      {!slots && !error ? <Spinner label={t("finding")} /> : null}
      {slots ? (
        <ol className="grid grid-cols-1 gap-2 sm:max-h-80 sm:grid-cols-4 sm:overflow-y-auto md:grid-cols-7">
          {days.map((day) => {
            const free = slots.filter((s) => sameDay(s.startsAt, day));
            return (
              <li key={day.toISOString()} className="rounded-md border border-slate-200 p-1.5">
                <h3 className="text-xs font-semibold text-slate-700">{dayLabel.format(day)}</h3>
                {free.length === 0 ? (
                  <p className="mt-1 rounded bg-slate-100 px-1 py-2 text-center text-xs text-slate-600">{noTimes(day)}</p>
                ) : (
                  <ul className="mt-1 flex flex-wrap gap-1 sm:flex-col">
                    {free.map((s) => {
                      const isSelected = selected?.startsAt === s.startsAt;
                      return (
                        <li key={s.startsAt}>
                          <button
                            type="button"
                            aria-pressed={isSelected}
                            onClick={() => onSelect(s)}
                            className={`w-full whitespace-nowrap rounded px-1.5 py-1 text-xs font-medium tabular-nums ring-1 ring-inset ${isSelected ? "bg-brand-700 text-white ring-brand-700" : "bg-emerald-50 text-emerald-900 ring-emerald-300 hover:bg-emerald-100"}`}
                          >
                            {time.format(new Date(s.startsAt))}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}

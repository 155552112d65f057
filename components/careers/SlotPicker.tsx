"use client";

import { useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { Select } from "@/components/ui/Select";

const subscribe = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export type Slot = { startsAt: string; endsAt: string };

// The candidate's zone: the browser's once hydrated (the server cannot know it), unless they pick another
export function useCandidateTimeZone() {
  const detected = useSyncExternalStore(subscribe, browserTimeZone, () => null);
  const [picked, setTimeZone] = useState<string | null>(null);
  const timeZone = picked ?? detected;
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    return [...new Set(["UTC", ...(timeZone ? [timeZone] : []), ...all])].map((z) => ({ value: z, label: z.replace(/_/g, " ") }));
  }, [timeZone]);
  return { timeZone, setTimeZone, zones };
}

export function TimeZoneSelect({ label, timeZone, zones, onChange }: { label: string; timeZone: string | null; zones: { value: string; label: string }[]; onChange: (zone: string) => void }) {
  return <Select label={label} value={timeZone ?? "UTC"} options={zones} onChange={(e) => onChange(e.target.value)} fieldClassName="max-w-sm" />;
}

// Free times grouped by day on the candidate's clock; one is chosen at a time
export function SlotPicker({ slots, chosen, onChoose, day, time, legend }: { slots: Slot[]; chosen: string | null; onChoose: (startsAt: string) => void; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; legend: string }) {
  const byDay = new Map<string, Slot[]>();
  for (const slot of slots) {
    const key = day.format(new Date(slot.startsAt));
    byDay.set(key, [...(byDay.get(key) ?? []), slot]);
  }
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {[...byDay.entries()].map(([label, daySlots]) => (
        <div key={label}>
          <h2 className="text-base font-semibold text-slate-900">{label}</h2>
          <div className="mt-2 flex flex-wrap gap-2">
            {daySlots.map((slot) => (
              <button
                key={slot.startsAt}
                type="button"
                aria-pressed={chosen === slot.startsAt}
                onClick={() => onChoose(slot.startsAt)}
                className={`rounded-md px-3 py-2 text-sm font-medium ring-1 ring-inset ${chosen === slot.startsAt ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-900 ring-slate-300 hover:bg-slate-50"}`}
              >
                {time.format(new Date(slot.startsAt))}
              </button>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

// The chosen time and the button that takes it, together after the times. Once a time is chosen,
// on a phone it sticks to the bottom of the screen: the list runs far below the time tapped, and
// the button would be out of sight. The choice is announced; the button stays next in tab order.
export function ChosenSlotBar({ chosen, children }: { chosen: string | null; children: ReactNode }) {
  const stuck = chosen ? "sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_8px_-4px_rgb(15_23_42/0.15)] sm:static sm:mx-0 sm:border-0 sm:p-0 sm:shadow-none" : "";
  return (
    <div className={`space-y-2 ${stuck}`}>
      <p aria-live="polite" className="text-sm font-medium text-slate-900 empty:hidden">
        {chosen}
      </p>
      {children}
    </div>
  );
}

"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { Panel } from "./Panel";
import { useTranslations } from "next-intl";
import type { interviewOperations } from "@/lib/openapi/operations/interviews";

const DAYS = [
  ["mon", "Monday"],
  ["tue", "Tuesday"],
  ["wed", "Wednesday"],
  ["thu", "Thursday"],
  ["fri", "Friday"],
  ["sat", "Saturday"],
  ["sun", "Sunday"],
] as const;
type DayKey = (typeof DAYS)[number][0];
type Interval = { start: string; end: string };
type Hours = { userId: string; timeZone: string; workingHours: Record<DayKey, Interval[]>; isDefault: boolean };

// A member's own working week and time zone: what "free" means when colleagues schedule interviews
export function WorkingHoursPanel() {
  const t = useTranslations("Recruiter.Settings.WorkingHoursPanel");
  const { data, error, reload, mutate } = useEndpoint<typeof interviewOperations.getMyWorkingHours>("/api/me/working-hours");
  return (
    <Panel title={t("workingHours")} description={t("whenColleaguesMayBookYou")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? <HoursForm key={JSON.stringify(data.workingHours)} hours={data.workingHours} onSaved={(workingHours) => mutate(() => ({ workingHours }))} /> : error ? null : <Skeleton className="h-40 w-full" />}
    </Panel>
  );
}

function HoursForm({ hours, onSaved }: { hours: Hours; onSaved: (hours: Hours) => void }) {
  const t = useTranslations("Recruiter.Settings.WorkingHoursPanel");
  const toast = useToast();
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    return [...new Set(["UTC", hours.timeZone, ...all])].map((z) => ({ value: z, label: z.replace(/_/g, " ") }));
  }, [hours.timeZone]);
  const [timeZone, setTimeZone] = useState(hours.timeZone);
  // one interval a day in this form (the API takes up to four)
  const [days, setDays] = useState(() => Object.fromEntries(DAYS.map(([key]) => [key, hours.workingHours[key][0] ?? null])) as Record<DayKey, Interval | null>);
  const { pending, error, run } = useAction();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const workingHours = Object.fromEntries(DAYS.map(([key]) => [key, days[key] ? [days[key]] : []])) as Record<DayKey, Interval[]>;
    await run(async () => {
      const saved = await call<typeof interviewOperations.setMyWorkingHours>("PUT", "/api/me/working-hours", { body: { timeZone, workingHours } });
      toast.show(t("workingHoursSaved"));
      onSaved(saved.workingHours);
    });
  }

  return (
    <form onSubmit={save} className="space-y-4">
      <Select label={t("timeZone")} value={timeZone} options={zones} onChange={(e) => setTimeZone(e.target.value)} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t("days")}</legend>
        <ul className="mt-2 space-y-2">
          {DAYS.map(([key, label]) => {
            const interval = days[key];
            return (
              <li key={key} className="flex flex-wrap items-end gap-3">
                <label className="flex w-32 items-center gap-2 pb-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={interval !== null}
                    onChange={(e) => setDays((d) => ({ ...d, [key]: e.target.checked ? { start: "09:00", end: "17:00" } : null }))}
                    className="h-4 w-4 rounded border-slate-400"
                  />
                  {label}
                </label>
                {interval ? (
                  <>
                    <Input label={t("from", { day: label })} type="time" value={interval.start} onChange={(e) => setDays((d) => ({ ...d, [key]: { ...interval, start: e.target.value } }))} fieldClassName="w-32" />
                    <Input label={t("until", { day: label })} type="time" value={interval.end} onChange={(e) => setDays((d) => ({ ...d, [key]: { ...interval, end: e.target.value } }))} fieldClassName="w-32" />
                  </>
                ) : (
                  <span className="pb-2 text-sm text-slate-600">{t("notWorking")}</span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <ErrorMessage message={error} />
      <Button type="submit" loading={pending}>
        {t("saveWorkingHours")}
      </Button>
    </form>
  );
}

"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { useToast } from "@/components/ui/Toast";
import { useViewerLocale } from "@/components/ui/use-formatting";
import { api, call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { timeRange, viewerTimeZone, type PanelSuggestion } from "./types";
import { useTranslations } from "next-intl";
import type { panelOperations } from "@/lib/openapi/operations/panels";

const BREAKS = [0, 10, 15, 30, 60];
const DAY = 86_400_000;

// "YYYY-MM-DD" of a local day, `days` from today
function localDay(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

type Found = { stageId: number; suggestions: PanelSuggestion[]; reason: string | null };

// Schedule onsite: the stage's planned interviews back to back on one day. Pick a range of days and
// a break, see the days the pools can staff (each interview's time and interviewer, chosen by fair
// rotation), book one; a 409 (someone no longer free, or at their weekly limit) is shown and the
// days are found again.
export function ScheduleOnsiteDialog({ open, applicationId, candidateName, onClose, onBooked }: { open: boolean; applicationId: number; candidateName: string; onClose: () => void; onBooked: () => void }) {
  const t = useTranslations("Recruiter.Interviews.ScheduleOnsiteDialog");
  const locale = useViewerLocale();
  const toast = useToast();
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const [from, setFrom] = useState(() => localDay(0));
  const [to, setTo] = useState(() => localDay(13));
  const [breakMinutes, setBreakMinutes] = useState("15");
  const [videoUrl, setVideoUrl] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const finding = useAction();
  const booking = useAction();
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(iso));

  async function find() {
    setPicked(null);
    await finding.run(async () => {
      const start = new Date(`${from}T00:00`);
      const end = new Date(new Date(`${to}T00:00`).getTime() + DAY);
      setFound(await call<typeof panelOperations.suggestPanelDays>("POST", `/api/applications/${applicationId}/panel/suggestions`, { body: { from: start.toISOString(), to: end.toISOString(), breakMinutes: Number(breakMinutes), timeZone } }));
    });
  }

  async function book() {
    const suggestion = picked === null || !found ? null : found.suggestions[picked];
    if (!found || !suggestion) {
      booking.setError(t("pickADay"));
      return;
    }
    const ok = await booking.run(() =>
      api("POST", `/api/applications/${applicationId}/panel`, {
        body: { stageId: found.stageId, timeZone, videoUrl: videoUrl || null, interviews: suggestion.interviews.map(({ planInterviewId, interviewerId, startsAt, endsAt }) => ({ planInterviewId, interviewerId, startsAt, endsAt })) },
      }),
    );
    if (ok) {
      toast.show(t("booked", { name: candidateName }));
      setFound(null);
      setPicked(null);
      onBooked();
    } else void find();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="xl"
      title={t("title")}
      description={t("description", { name: candidateName, zone: timeZone })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("close")}
          </Button>
          <Button onClick={book} loading={booking.pending} disabled={picked === null}>
            {t("book")}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_10rem_auto] sm:items-end">
          <Input label={t("from")} type="date" value={from} min={localDay(0)} onChange={(e) => setFrom(e.target.value)} />
          <Input label={t("to")} type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          <Select label={t("break")} value={breakMinutes} options={BREAKS.map((minutes) => ({ value: String(minutes), label: t("minutes", { minutes }) }))} onChange={(e) => setBreakMinutes(e.target.value)} />
          <Button variant="secondary" onClick={find} loading={finding.pending}>
            {t("findDays")}
          </Button>
        </div>
        <Input label={t("videoLink")} hint={t("videoHint")} value={videoUrl} onChange={(e) => setVideoUrl(e.target.value)} type="url" />
        <ErrorMessage message={finding.error} />
        {found && found.suggestions.length === 0 ? (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
            {t("noDays", { reason: found.reason ?? "" })}
          </p>
        ) : null}
        {found && found.suggestions.length > 0 ? (
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">{t("days")}</legend>
            <ul className="mt-2 space-y-2">
              {found.suggestions.map((s, index) => (
                <li key={s.startsAt}>
                  <label className={`block cursor-pointer rounded-md border p-3 text-sm ${picked === index ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}>
                    <span className="flex items-center gap-2 font-medium text-slate-900">
                      <input type="radio" name="onsite-day" checked={picked === index} onChange={() => setPicked(index)} />
                      {timeRange(locale, s.startsAt, s.endsAt)}
                    </span>
                    <ul className="mt-1 space-y-0.5 pl-6 text-slate-700">
                      {s.interviews.map((i) => (
                        <li key={i.planInterviewId}>{t("interviewLine", { start: time(i.startsAt), end: time(i.endsAt), name: i.name, interviewer: i.interviewerName })}</li>
                      ))}
                    </ul>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <ErrorMessage message={booking.error} />
      </div>
    </Dialog>
  );
}

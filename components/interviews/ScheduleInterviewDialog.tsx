"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { useToast } from "@/components/ui/Toast";
import { useViewerLocale } from "@/components/ui/use-formatting";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { InterviewerPicker } from "./InterviewerPicker";
import { WeekView } from "./WeekView";
import { timeRange, viewerTimeZone, type Slot } from "./types";
import { useTranslations } from "next-intl";
import type { teamOperations } from "@/lib/openapi/operations/team";
import type { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";
import type { interviewOperations } from "@/lib/openapi/operations/interviews";

const DURATIONS = [30, 45, 60, 90];
const DAY = 86_400_000;

// Monday 00:00 of the viewer's week, `weeks` from now
function weekStart(weeks: number): Date {
  const today = new Date();
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7) + weeks * 7);
  return monday;
}

// Pick interviewers and a length, see the week of their common free time, pick a slot, schedule.
// A planned interview of the application's stage (the job's plan, docs/decisions/486) may be picked:
// its name and length fill in, its pool is listed first, and the booking names it.
export function ScheduleInterviewDialog({ open, applicationId, jobId, candidateName, onClose, onScheduled }: { open: boolean; applicationId: number; jobId?: number; candidateName: string; onClose: () => void; onScheduled: () => void }) {
  const t = useTranslations("Recruiter.Interviews.ScheduleInterviewDialog");
  const locale = useViewerLocale();
  const toast = useToast();
  const team = useEndpoint<typeof teamOperations.getTeam>(open ? "/api/team" : null);
  const [title, setTitle] = useState("Interview");
  const [duration, setDuration] = useState("60");
  const [videoUrl, setVideoUrl] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [week, setWeek] = useState(0);
  const [slot, setSlot] = useState<Slot | null>(null);
  const { pending, error, setError, run } = useAction();
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const from = weekStart(week);
  const to = new Date(from.getTime() + 7 * DAY);
  const query = { userIds: chosen.join(","), from: from.toISOString(), to: to.toISOString(), durationMinutes: duration, timeZone };
  const slots = useEndpoint<typeof interviewOperations.findAvailability>(open && chosen.length ? "/api/availability" : null, query);
  const everyone = (team.data?.members ?? []).filter((m) => m.status !== "deactivated");
  // the current stage's planned interviews, and the pool of the one picked, offered first
  const planned = useEndpoint<typeof interviewPlanOperations.listPlannedInterviews>(open ? `/api/applications/${applicationId}/planned-interviews` : null);
  const plan = useEndpoint<typeof interviewPlanOperations.getInterviewPlan>(open && jobId && planned.data?.interviews.length ? `/api/jobs/${jobId}/interview-plan` : null);
  const [planInterviewId, setPlanInterviewId] = useState("");
  const pool = planInterviewId ? (plan.data?.stages.flatMap((s) => s.interviews).find((i) => String(i.id) === planInterviewId)?.interviewerPool ?? []) : [];
  const members = [...everyone.filter((m) => pool.includes(m.id)), ...everyone.filter((m) => !pool.includes(m.id))];
  const durations = DURATIONS.includes(Number(duration)) ? DURATIONS : [...DURATIONS, Number(duration)].sort((a, b) => a - b);

  function pickPlanned(id: string) {
    setPlanInterviewId(id);
    const picked = planned.data?.interviews.find((i) => String(i.planInterviewId) === id);
    if (!picked) return;
    setTitle(picked.name);
    setDuration(String(picked.durationMinutes));
    setSlot(null);
  }

  function toggle(id: string) {
    setSlot(null);
    setChosen((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  }

  async function schedule() {
    if (!slot) {
      setError(t("pickATime"));
      return;
    }
    const ok = await run(() =>
      api("POST", `/api/applications/${applicationId}/interviews`, {
        body: { title, startsAt: slot.startsAt, endsAt: slot.endsAt, timeZone, interviewerIds: chosen, videoUrl: videoUrl || null, planInterviewId: planInterviewId ? Number(planInterviewId) : null },
      }),
    );
    if (ok) {
      toast.show(t("scheduled", { title, name: candidateName }));
      setSlot(null);
      onScheduled();
    } else slots.reload();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="xl"
      title={t("scheduleInterview")}
      description={t("description", { name: candidateName, zone: timeZone })}
      footer={
        <>
          {/* the picked time beside the button that books it, both always in view; announced when picked */}
          <p className="mr-auto text-sm font-medium text-slate-900" aria-live="polite">
            {slot ? t("picked", { range: timeRange(locale, slot.startsAt, slot.endsAt) }) : null}
          </p>
          <Button variant="secondary" onClick={onClose}>
            {t("close")}
          </Button>
          <Button onClick={schedule} loading={pending} disabled={!slot}>
            {t("schedule")}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {planned.data && planned.data.interviews.length > 0 ? (
          <Select
            label={t("plannedInterview")}
            hint={t("plannedInterviewHint")}
            placeholder={t("noPlannedInterview")}
            value={planInterviewId}
            options={planned.data.interviews.map((i) => ({ value: String(i.planInterviewId), label: i.scheduled ? t("plannedScheduled", { name: i.name }) : i.name }))}
            onChange={(e) => pickPlanned(e.target.value)}
          />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Input label={t("title")} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} />
          <Select label={t("length")} value={duration} options={durations.map((minutes) => ({ value: String(minutes), label: t("minutes", { minutes }) }))} onChange={(e) => { setDuration(e.target.value); setSlot(null); }} />
        </div>
        <Input label={t("videoLink")} hint={t("optionalAnHttpsLinkSent")} value={videoUrl} onChange={(e) => setVideoUrl(e.target.value)} type="url" />
        <InterviewerPicker legend={pool.length ? t("interviewersPoolFirst") : t("interviewers")} loadingLabel={t("loadingTheTeam")} team={team} members={members} chosen={chosen} onToggle={toggle} />
        {chosen.length === 0 ? (
          <p className="text-sm text-slate-600">{t("chooseInterviewersToSeeWhen")}</p>
        ) : (
          <WeekView
            from={from}
            slots={slots.data?.slots ?? null}
            workingDays={slots.data?.workingDays ?? []}
            error={slots.error}
            onRetry={slots.reload}
            selected={slot}
            onSelect={setSlot}
            onWeek={(delta) => { setWeek((w) => Math.max(0, w + delta)); setSlot(null); }}
            canGoBack={week > 0}
          />
        )}
        <ErrorMessage message={error} />
      </div>
    </Dialog>
  );
}

"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { useToast } from "@/components/ui/Toast";
import { useViewerLocale } from "@/components/ui/use-formatting";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { timeRange, type Panel } from "./types";
import { useTranslations } from "next-intl";

// "YYYY-MM-DDTHH:MM" of an instant on the viewer's clock, for a datetime-local field
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

// The application's panel days, each grouped with its interviews; whoever schedules moves a day as
// a whole (its gaps kept) or cancels it
export function PanelDays({ panels, canManage, onChange }: { panels: Panel[]; canManage: boolean; onChange: () => void }) {
  const t = useTranslations("Recruiter.Interviews.PanelDays");
  const labels = useTranslations("Recruiter.Labels");
  const locale = useViewerLocale();
  const toast = useToast();
  const [moving, setMoving] = useState<Panel | null>(null);
  const { pending, error, run } = useAction();

  async function cancel(panel: Panel) {
    const ok = await run(() => api("DELETE", `/api/panels/${panel.id}`));
    if (ok) {
      toast.show(t("cancelled"));
      onChange();
    }
  }

  const shown = panels.filter((p) => p.interviews.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className="space-y-3">
      {shown.map((panel) => {
        const first = panel.interviews[0];
        const last = panel.interviews[panel.interviews.length - 1];
        return (
          <section key={panel.id} aria-label={t("panelDay", { when: timeRange(locale, first.startsAt, last.endsAt) })} className="rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">{t("panelDay", { when: timeRange(locale, first.startsAt, last.endsAt) })}</h3>
              <span className="flex items-center gap-2">
                <Badge tone={panel.status === "scheduled" ? "green" : "neutral"}>{labels(`interviewStatus.${panel.status}`)}</Badge>
                {canManage && panel.status === "scheduled" ? (
                  <>
                    <Button variant="secondary" size="sm" disabled={pending} onClick={() => setMoving(panel)}>
                      {t("moveDay")}
                    </Button>
                    <Button variant="secondary" size="sm" disabled={pending} onClick={() => cancel(panel)}>
                      {t("cancelDay")}
                    </Button>
                  </>
                ) : null}
              </span>
            </div>
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {panel.interviews.map((interview) => (
                <li key={interview.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <span className="font-medium text-slate-900">{interview.title}</span>
                  <span className="text-slate-600">{timeRange(locale, interview.startsAt, interview.endsAt)}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <ErrorMessage message={error} />
      {moving ? (
        <MoveDayDialog
          panel={moving}
          onClose={() => setMoving(null)}
          onMoved={() => {
            setMoving(null);
            toast.show(t("moved"));
            onChange();
          }}
        />
      ) : null}
    </div>
  );
}

function MoveDayDialog({ panel, onClose, onMoved }: { panel: Panel; onClose: () => void; onMoved: () => void }) {
  const t = useTranslations("Recruiter.Interviews.PanelDays");
  const scheduled = panel.interviews.filter((i) => i.status === "scheduled");
  const [start, setStart] = useState(() => localInput(scheduled[0]?.startsAt ?? panel.interviews[0].startsAt));
  const { pending, error, setError, run } = useAction();

  async function move() {
    const at = new Date(start);
    if (Number.isNaN(at.getTime())) {
      setError(t("pickAStart"));
      return;
    }
    if (await run(() => api("PATCH", `/api/panels/${panel.id}`, { body: { startsAt: at.toISOString() } }))) onMoved();
  }

  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t("moveTitle")}
      description={t("moveDescription")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("close")}
          </Button>
          <Button onClick={move} loading={pending}>
            {t("move")}
          </Button>
        </>
      }
    >
      <Input label={t("newStart")} type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
      <ErrorMessage message={error} className="mt-3" />
    </Dialog>
  );
}

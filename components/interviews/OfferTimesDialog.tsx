"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { useToast } from "@/components/ui/Toast";
import { useViewerLocale } from "@/components/ui/use-formatting";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { InterviewerPicker } from "./InterviewerPicker";
import { viewerTimeZone } from "./types";
import { useTranslations } from "next-intl";
import type { teamOperations } from "@/lib/openapi/operations/team";
import type { interviewOperations } from "@/lib/openapi/operations/interviews";

const DURATIONS = [30, 45, 60, 90];
const DAY = 86_400_000;
type Link = { id: number; url: string; expiresAt: string; messageId: number | null };

// yyyy-mm-dd of a local day `days` from today
function localDate(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

// Offer the candidate times: pick interviewers, a length and a window of days, and send the
// single-use scheduling link (docs/decisions/376, 412) to the candidate in one step, in the language
// they applied in; making the link to copy and pass on another way is the alternative (issue 43,
// finding 6: a link made and then not sent looked done).
export function OfferTimesDialog({ open, applicationId, candidateName, onCreated, onClose }: { open: boolean; applicationId: number; candidateName: string; onCreated: () => void; onClose: () => void }) {
  const t = useTranslations("Recruiter.Interviews.OfferTimesDialog");
  const locale = useViewerLocale();
  const toast = useToast();
  const team = useEndpoint<typeof teamOperations.getTeam>(open ? "/api/team" : null);
  const members = (team.data?.members ?? []).filter((m) => m.status !== "deactivated");
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const [title, setTitle] = useState("Interview");
  const [duration, setDuration] = useState("60");
  const [fromDay, setFromDay] = useState(() => localDate(1));
  const [toDay, setToDay] = useState(() => localDate(7));
  const [chosen, setChosen] = useState<string[]>([]);
  const [link, setLink] = useState<Link | null>(null);
  const [copied, setCopied] = useState(false);
  const make = useAction();
  const [sending, setSending] = useState<"send" | "copy" | null>(null);

  function close() {
    setLink(null);
    setCopied(false);
    make.setError(null);
    onClose();
  }

  async function create(sendToCandidate: boolean) {
    if (chosen.length === 0) return make.setError(t("chooseInterviewer"));
    if (!fromDay || !toDay || toDay < fromDay) return make.setError(t("chooseWindow"));
    // the window is whole local days: from the first day's midnight to the end of the last
    const from = new Date(`${fromDay}T00:00`);
    const to = new Date(new Date(`${toDay}T00:00`).getTime() + DAY);
    setSending(sendToCandidate ? "send" : "copy");
    try {
      await make.run(async () => {
        const made = await call<typeof interviewOperations.createSchedulingLink>("POST", `/api/applications/${applicationId}/scheduling-links`, {
          body: { interviewerIds: chosen, durationMinutes: Number(duration), from: from.toISOString(), to: to.toISOString(), title, timeZone, sendToCandidate },
        });
        onCreated();
        if (sendToCandidate) {
          toast.show(t("sent", { name: candidateName }));
          close();
        } else {
          setLink(made);
        }
      });
    } finally {
      setSending(null);
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      make.setError(t("copyBlocked"));
    }
  }

  function toggle(id: string) {
    setChosen((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title={t("title")}
      description={link ? t("descriptionLink", { name: candidateName }) : t("description", { name: candidateName, zone: timeZone })}
      footer={
        link ? (
          <Button onClick={close}>{t("done")}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t("cancel")}
            </Button>
            <Button variant="secondary" onClick={() => create(false)} loading={sending === "copy"} disabled={sending !== null}>
              {t("makeLinkToCopy")}
            </Button>
            <Button onClick={() => create(true)} loading={sending === "send"} disabled={sending !== null}>
              {t("sendTo", { name: candidateName })}
            </Button>
          </>
        )
      }
    >
      {link ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-2">
            <Input label={t("link")} value={link.url} readOnly fieldClassName="min-w-0 flex-1" onFocus={(e) => e.currentTarget.select()} />
            <Button variant="secondary" onClick={copy}>
              {t("copyLink")}
            </Button>
          </div>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t(copied ? "copiedWorksOnce" : "worksOnce", { until: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(link.expiresAt)) })}
          </p>
          <p className="text-sm text-slate-600">{t("notSent", { name: candidateName })}</p>
          <ErrorMessage message={make.error} />
        </div>
      ) : (
        <div className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <Input label={t("titleField")} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} />
            <Select label={t("length")} value={duration} options={DURATIONS.map((minutes) => ({ value: String(minutes), label: t("minutes", { minutes }) }))} onChange={(e) => setDuration(e.target.value)} />
            <Input label={t("firstDay")} type="date" value={fromDay} min={localDate(0)} onChange={(e) => setFromDay(e.target.value)} required />
            <Input label={t("lastDay")} type="date" value={toDay} min={fromDay} onChange={(e) => setToDay(e.target.value)} required hint={t("lastDayHint")} />
          </div>
          <InterviewerPicker legend={t("interviewers")} loadingLabel={t("loadingTeam")} team={team} members={members} chosen={chosen} onToggle={toggle} />
          <p className="text-sm text-slate-600">{t("whatIsSent", { name: candidateName })}</p>
          <ErrorMessage message={make.error} />
        </div>
      )}
    </Dialog>
  );
}

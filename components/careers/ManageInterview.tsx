"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { ChosenSlotBar, SlotPicker, TimeZoneSelect, useCandidateTimeZone } from "@/components/careers/SlotPicker";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { useViewerLocale } from "@/components/ui/use-formatting";
import { api, ApiError, call } from "@/lib/ui/api";
import type { interviewOperations } from "@/lib/openapi/operations/interviews";
import type { ResponseOf } from "@/lib/ui/response-of";
type View = ResponseOf<typeof interviewOperations.getCandidateInterview>;

// The candidate's own interview by the link in their invitation (docs/decisions/411): when and where
// on their clock (detected, changeable), and until the cut-off a new time or a cancel.
export function ManageInterview({ token }: { token: string }) {
  const t = useTranslations("Careers.Scheduling");
  const locale = useViewerLocale();
  const { timeZone, setTimeZone, zones } = useCandidateTimeZone();
  const [view, setView] = useState<View | null>(null);
  const [gone, setGone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState<"move" | "cancel" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const path = `/api/public/interviews/${encodeURIComponent(token)}` as const;

  const load = useCallback(
    (zone: string) =>
      call<typeof interviewOperations.getCandidateInterview>("GET", path, { query: { timeZone: zone } }).then(
        (next) => {
          setView(next);
          return next;
        },
        (caught: unknown) => {
          if (caught instanceof ApiError && caught.status === 404) setGone(true);
          else setError(caught instanceof ApiError && caught.code === "server" ? caught.message : t("failed"));
          return null;
        },
      ),
    [path, t],
  );

  useEffect(() => {
    if (timeZone) void load(timeZone);
  }, [load, timeZone]);

  const day = new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone: timeZone ?? undefined });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: timeZone ?? undefined });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: timeZone ?? undefined });

  async function change(kind: "move" | "cancel") {
    // a move needs a chosen time (its button shows only then)
    if (!timeZone || (kind === "move" && !chosen)) return;
    setPending(kind);
    setError(null);
    setDone(null);
    try {
      let said: string;
      if (kind === "move") {
        const { interview } = await call<typeof interviewOperations.rescheduleCandidateInterview>("POST", `${path}/reschedule`, { body: { startsAt: chosen!, timeZone } });
        said = t("moved", { moment: moment.format(new Date(interview.startsAt)) });
      } else {
        await api("POST", `${path}/cancel`);
        said = t("cancelled");
      }
      setChosen(null);
      setConfirming(false);
      // the outcome is said once the page shows the times as they are now: before, the list still
      // offered the time just booked, and choosing it again was refused as taken
      await load(timeZone);
      setDone(said);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) {
        // read it again: while it is still open and movable the time was taken meanwhile; otherwise
        // (the cut-off passed, the team cancelled it, the moves are spent) the page now says why in
        // the candidate's language
        const fresh = await load(timeZone);
        setError(fresh?.state === "open" && fresh.movesLeft > 0 ? t("taken") : null);
      } else {
        if (caught instanceof ApiError && caught.status === 404) setGone(true);
        setError(caught instanceof ApiError && caught.code === "server" ? caught.message : t("failed"));
      }
    } finally {
      setPending(null);
    }
  }

  if (gone) {
    return (
      <section aria-labelledby="gone-title" className="space-y-2">
        <h1 id="gone-title" className="text-2xl font-semibold text-slate-900">{t("badLinkHeading")}</h1>
        <p className="text-slate-700">{t("badLinkText")}</p>
      </section>
    );
  }
  if (!view) return error ? <ErrorMessage message={error} /> : <Spinner label={t("loadingInterview")} />;

  const { interview } = view;
  const closed = view.state === "open" ? null : { title: t(`closed.${view.state}.title`), text: t(`closed.${view.state}.text`) };
  return (
    <>
      <header className="space-y-1">
        <p className="text-sm font-medium text-slate-600">{view.org.name}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{t("yourInterviewTitle")}</h1>
        <p className="text-slate-700">{t("summary", { title: interview.title, job: view.job.title, minutes: view.durationMinutes })}</p>
      </header>
      {done && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {done}
        </p>
      )}
      <TimeZoneSelect label={t("timesShownIn")} timeZone={timeZone} zones={zones} onChange={(zone) => { setChosen(null); setView(null); setTimeZone(zone); }} />
      <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-[8rem_1fr]">
        <dt className="text-sm font-medium text-slate-600">{t("when")}</dt>
        <dd className={`text-slate-900 ${interview.status === "cancelled" ? "line-through" : ""}`}>
          {moment.format(new Date(interview.startsAt))} – {time.format(new Date(interview.endsAt))}
        </dd>
        {interview.location && (
          <>
            <dt className="text-sm font-medium text-slate-600">{t("where")}</dt>
            <dd className="text-slate-900">{interview.location}</dd>
          </>
        )}
        {interview.videoUrl && interview.status === "scheduled" && (
          <>
            <dt className="text-sm font-medium text-slate-600">{t("videoLink")}</dt>
            <dd>
              <a className="break-all text-brand-700 underline" href={interview.videoUrl}>
                {interview.videoUrl}
              </a>
            </dd>
          </>
        )}
      </dl>
      {closed ? (
        <section aria-labelledby="closed-title" className="space-y-1 rounded-xl border border-amber-200 bg-amber-50 p-5">
          <h2 id="closed-title" className="text-lg font-semibold text-slate-900">{closed.title}</h2>
          <p className="text-slate-800">{closed.text}</p>
        </section>
      ) : (
        <>
          <p className="text-slate-700">{t("changeUntil", { moment: moment.format(new Date(view.changeUntil)) })}</p>
          <section aria-labelledby="move-title" className="space-y-3">
            <h2 id="move-title" className="text-lg font-semibold text-slate-900">{t("moveHeading")}</h2>
            {view.movesLeft === 0 ? (
              <p className="text-slate-700">{t("movesUsed")}</p>
            ) : view.slots.length === 0 ? (
              <p className="text-slate-700">{t("noOtherTimes")}</p>
            ) : (
              <SlotPicker slots={view.slots} chosen={chosen} onChoose={setChosen} day={day} time={time} legend={t("freeTimes")} />
            )}
            {view.movesLeft > 0 && (
              <ChosenSlotBar chosen={chosen ? t("chosen", { moment: moment.format(new Date(chosen)) }) : null}>
                <Button onClick={() => change("move")} loading={pending === "move"} disabled={!chosen || pending !== null}>
                  {t("move")}
                </Button>
              </ChosenSlotBar>
            )}
          </section>
          <section aria-labelledby="cancel-title" className="space-y-3 border-t border-slate-200 pt-4">
            <h2 id="cancel-title" className="text-lg font-semibold text-slate-900">{t("cancelHeading")}</h2>
            {confirming ? (
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-slate-800">{t("cancelQuestion")}</p>
                <Button variant="danger" onClick={() => change("cancel")} loading={pending === "cancel"} disabled={pending !== null}>
                  {t("cancelConfirm")}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending !== null}>
                  {t("keep")}
                </Button>
              </div>
            ) : (
              <Button variant="secondary" onClick={() => setConfirming(true)} disabled={pending !== null}>
                {t("cancelStart")}
              </Button>
            )}
          </section>
        </>
      )}
      <ErrorMessage message={error} />
    </>
  );
}

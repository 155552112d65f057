"use client";

import { useCallback, useEffect, useState } from "react";
import { SlotPicker, TimeZoneSelect, useCandidateTimeZone, type Slot } from "@/components/careers/SlotPicker";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { useViewerLocale } from "@/components/ui/use-formatting";
import { api, ApiError } from "@/lib/ui/api";

type State = "open" | "cut_off" | "cancelled" | "completed" | "closed";
type View = {
  interview: { title: string; startsAt: string; endsAt: string; timeZone: string; location: string | null; videoUrl: string | null; status: string };
  job: { title: string };
  org: { name: string };
  durationMinutes: number;
  state: State;
  changeUntil: string;
  slots: Slot[];
};

const CLOSED: Record<Exclude<State, "open">, { title: string; text: string }> = {
  cut_off: { title: "It can no longer be changed here", text: "The interview starts in less than 24 hours. To move or cancel it, reply to the invitation e-mail." },
  cancelled: { title: "This interview is cancelled", text: "If you would like another time, reply to the e-mail the team sent you." },
  completed: { title: "This interview has taken place", text: "Thank you for your time. The team will be in touch." },
  closed: { title: "This application is closed", text: "The interview can no longer be changed here. Reply to the e-mail the team sent you with any question." },
};

// The candidate's own interview by the link in their invitation (docs/decisions/411): when and where
// on their clock (detected, changeable), and until the cut-off a new time or a cancel.
export function ManageInterview({ token }: { token: string }) {
  const locale = useViewerLocale();
  const { timeZone, setTimeZone, zones } = useCandidateTimeZone();
  const [view, setView] = useState<View | null>(null);
  const [gone, setGone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState<"move" | "cancel" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const path = `/api/public/interviews/${encodeURIComponent(token)}`;

  const load = useCallback(
    (zone: string) =>
      api<View>("GET", path, { query: { timeZone: zone } }).then(setView, (caught: unknown) => {
        if (caught instanceof ApiError && caught.status === 404) setGone(true);
        else setError(caught instanceof Error ? caught.message : "Something went wrong; try again.");
      }),
    [path],
  );

  useEffect(() => {
    if (timeZone) void load(timeZone);
  }, [load, timeZone]);

  const day = new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone: timeZone ?? undefined });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: timeZone ?? undefined });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: timeZone ?? undefined });

  async function change(kind: "move" | "cancel") {
    if (!timeZone) return;
    setPending(kind);
    setError(null);
    setDone(null);
    try {
      if (kind === "move") {
        const { interview } = await api<{ interview: View["interview"] }>("POST", `${path}/reschedule`, { body: { startsAt: chosen, timeZone } });
        setDone(`Moved to ${moment.format(new Date(interview.startsAt))}. An updated invitation is on its way to your e-mail.`);
      } else {
        await api("POST", `${path}/cancel`);
        setDone("Your interview is cancelled. The team has been told.");
      }
      setChosen(null);
      setConfirming(false);
      await load(timeZone);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 404) setGone(true);
      setError(caught instanceof Error ? caught.message : "Something went wrong; try again.");
      // the times on offer may have changed meanwhile
      if (caught instanceof ApiError && caught.status === 409) await load(timeZone);
    } finally {
      setPending(null);
    }
  }

  if (gone) {
    return (
      <section aria-labelledby="gone-title" className="space-y-2">
        <h1 id="gone-title" className="text-2xl font-semibold text-slate-900">This link does not work</h1>
        <p className="text-slate-700">Check that it is the whole link from your invitation e-mail, or reply to that e-mail.</p>
      </section>
    );
  }
  if (!view) return error ? <ErrorMessage message={error} /> : <Spinner label="Loading your interview" />;

  const { interview } = view;
  const closed = view.state === "open" ? null : CLOSED[view.state];
  return (
    <>
      <header className="space-y-1">
        <p className="text-sm font-medium text-slate-600">{view.org.name}</p>
        <h1 className="text-2xl font-semibold text-slate-900">Your interview</h1>
        <p className="text-slate-700">
          {interview.title} for {view.job.title}, {view.durationMinutes} minutes.
        </p>
      </header>
      {done && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {done}
        </p>
      )}
      <TimeZoneSelect timeZone={timeZone} zones={zones} onChange={(zone) => { setChosen(null); setView(null); setTimeZone(zone); }} />
      <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-[8rem_1fr]">
        <dt className="text-sm font-medium text-slate-600">When</dt>
        <dd className={`text-slate-900 ${interview.status === "cancelled" ? "line-through" : ""}`}>
          {moment.format(new Date(interview.startsAt))} – {time.format(new Date(interview.endsAt))}
        </dd>
        {interview.location && (
          <>
            <dt className="text-sm font-medium text-slate-600">Where</dt>
            <dd className="text-slate-900">{interview.location}</dd>
          </>
        )}
        {interview.videoUrl && interview.status === "scheduled" && (
          <>
            <dt className="text-sm font-medium text-slate-600">Video link</dt>
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
          <p className="text-slate-700">You can move or cancel it until {moment.format(new Date(view.changeUntil))}.</p>
          <section aria-labelledby="move-title" className="space-y-3">
            <h2 id="move-title" className="text-lg font-semibold text-slate-900">Move it to another time</h2>
            {view.slots.length === 0 ? (
              <p className="text-slate-700">No other times are free in the next two weeks. Reply to the invitation e-mail to find one with the team.</p>
            ) : (
              <SlotPicker slots={view.slots} chosen={chosen} onChoose={setChosen} day={day} time={time} legend="Free times" />
            )}
            <Button onClick={() => change("move")} loading={pending === "move"} disabled={!chosen || pending !== null}>
              Move to this time
            </Button>
          </section>
          <section aria-labelledby="cancel-title" className="space-y-3 border-t border-slate-200 pt-4">
            <h2 id="cancel-title" className="text-lg font-semibold text-slate-900">Cancel it</h2>
            {confirming ? (
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-slate-800">Cancel the interview? The team and the interviewers are told.</p>
                <Button variant="danger" onClick={() => change("cancel")} loading={pending === "cancel"} disabled={pending !== null}>
                  Yes, cancel it
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending !== null}>
                  Keep it
                </Button>
              </div>
            ) : (
              <Button variant="secondary" onClick={() => setConfirming(true)} disabled={pending !== null}>
                Cancel the interview…
              </Button>
            )}
          </section>
        </>
      )}
      <ErrorMessage message={error} />
    </>
  );
}

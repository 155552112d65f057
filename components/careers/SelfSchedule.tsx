"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ChosenSlotBar, SlotPicker, TimeZoneSelect, useCandidateTimeZone } from "@/components/careers/SlotPicker";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { useViewerLocale } from "@/components/ui/use-formatting";
import { ApiError, call } from "@/lib/ui/api";
import type { interviewOperations } from "@/lib/openapi/operations/interviews";

type Offer = { slots: { startsAt: string; endsAt: string }[]; job: { title: string }; org: { name: string }; title: string; durationMinutes: number; timeZone: string; expiresAt: string };
type Booked = { title: string; startsAt: string; endsAt: string; timeZone: string; videoUrl: string | null; location: string | null };

// The candidate's side of a scheduling link: times in the zone their browser is in (changeable),
// grouped by day; one booking, after which the link is spent.
export function SelfSchedule({ token }: { token: string }) {
  const t = useTranslations("Careers.Scheduling");
  const locale = useViewerLocale();
  const { timeZone, setTimeZone, zones } = useCandidateTimeZone();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [gone, setGone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);

  useEffect(() => {
    if (!timeZone) return;
    let live = true;
    call<typeof interviewOperations.getSchedulingOffer>("GET", `/api/public/scheduling/${encodeURIComponent(token)}`, { query: { timeZone } })
      .then((next) => live && setOffer(next))
      .catch((caught: unknown) => {
        if (!live) return;
        if (caught instanceof ApiError && caught.status === 404) setGone(true);
        else setError(caught instanceof ApiError && caught.code === "server" ? caught.message : t("failed"));
      });
    return () => {
      live = false;
    };
  }, [token, timeZone, t]);

  async function book() {
    if (!chosen || !timeZone) return;
    setPending(true);
    setError(null);
    try {
      const result = await call<typeof interviewOperations.bookSchedulingSlot>("POST", `/api/public/scheduling/${encodeURIComponent(token)}`, { body: { startsAt: chosen, timeZone } });
      setBooked(result.interview);
    } catch (caught) {
      // a time taken meanwhile is said in the page's language; other refusals as the API words them
      setError(caught instanceof ApiError && caught.status === 409 ? t("taken") : caught instanceof ApiError && caught.code === "server" ? caught.message : t("failed"));
      if (caught instanceof ApiError && caught.status === 404) setGone(true);
    } finally {
      setPending(false);
    }
  }

  const day = new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone: timeZone ?? undefined });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: timeZone ?? undefined });

  if (booked) {
    return (
      <section aria-labelledby="booked-title" className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-5">
        <h1 id="booked-title" className="text-2xl font-semibold text-slate-900">{t("bookedHeading")}</h1>
        <p className="text-slate-800">
          {booked.title}: {day.format(new Date(booked.startsAt))}, {time.format(new Date(booked.startsAt))} – {time.format(new Date(booked.endsAt))} ({timeZone})
        </p>
        <p className="text-sm text-slate-700">{t("bookedInvitation")}</p>
      </section>
    );
  }
  if (gone) {
    return (
      <section aria-labelledby="gone-title" className="space-y-2">
        <h1 id="gone-title" className="text-2xl font-semibold text-slate-900">{t("spentHeading")}</h1>
        <p className="text-slate-700">{t("spentText")}</p>
      </section>
    );
  }
  if (!offer) return error ? <ErrorMessage message={error} /> : <Spinner label={t("loadingTimes")} />;

  return (
    <>
      <header className="space-y-1">
        <p className="text-sm font-medium text-slate-600">{offer.org.name}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{t("pickHeading")}</h1>
        <p className="text-slate-700">{t("summary", { title: offer.title, job: offer.job.title, minutes: offer.durationMinutes })}</p>
      </header>
      <TimeZoneSelect label={t("timesShownIn")} timeZone={timeZone} zones={zones} onChange={(zone) => { setChosen(null); setOffer(null); setTimeZone(zone); }} />
      {offer.slots.length === 0 ? (
        <p className="text-slate-700">{t("noTimesLeft")}</p>
      ) : (
        <SlotPicker slots={offer.slots} chosen={chosen} onChoose={setChosen} day={day} time={time} legend={t("freeTimes")} />
      )}
      <ChosenSlotBar chosen={chosen ? t("chosen", { moment: `${day.format(new Date(chosen))}, ${time.format(new Date(chosen))}` }) : null}>
        <ErrorMessage message={error} />
        <Button onClick={book} loading={pending} disabled={!chosen}>
          {t("book")}
        </Button>
      </ChosenSlotBar>
    </>
  );
}

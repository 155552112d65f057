"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";

type State = "open" | "accepted" | "declined";
// `answerBy`: the offer's deadline as the page words it, said only while it awaits an answer
type Props = { token: string; letterSha256: string; candidateName: string; organizationName: string; answerBy: string | null };

// The candidate's answer to an offer: sign by typing their full name, or decline with an optional
// reason. The letter's hash from the page goes back with the signature (docs/decisions/393).
export function OfferAnswer({ token, letterSha256, candidateName, organizationName, answerBy }: Props) {
  const t = useTranslations("Careers.OfferLetter");
  const [state, setState] = useState<State>("open");
  const [name, setName] = useState("");
  const [reason, setReason] = useState("");
  const [sending, setSending] = useState<"accept" | "decline" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function answer(accept: boolean) {
    setSending(accept ? "accept" : "decline");
    setError(null);
    const body = accept ? { accept: true, signatureName: name, letterSha256 } : { accept: false, reason };
    const response = await fetch(`/api/public/offers/${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).catch(() => null);
    setSending(null);
    if (response?.ok) return setState(accept ? "accepted" : "declined");
    if (response?.status === 400) return setError(t("nameMismatch"));
    if (response?.status === 409) return setError(accept ? t("changed") : t("closed"));
    if (response?.status === 404) return setError(t("closed"));
    setError(t("failed"));
  }

  const submit = (accept: boolean) => (event: FormEvent) => {
    event.preventDefault();
    void answer(accept);
  };

  if (state !== "open") {
    return (
      <div role="status" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 className="text-xl font-semibold text-slate-900">{t(state === "accepted" ? "acceptedTitle" : "declinedTitle")}</h2>
        <p className="mt-2 text-slate-700">{state === "accepted" ? t("acceptedNext", { name: candidateName, organization: organizationName }) : t("declinedNext", { organization: organizationName })}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {answerBy ? <p className="text-slate-700">{t("answerBy", { date: answerBy })}</p> : null}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <form onSubmit={submit(true)} aria-labelledby="offer-accept" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="offer-accept" className="text-lg font-semibold text-slate-900">{t("acceptTitle")}</h2>
        <p className="mt-2 text-slate-700">{t("acceptExplain", { name: candidateName })}</p>
        <label htmlFor="offer-signature" className="mt-4 block text-sm font-medium text-slate-800">
          {t("nameLabel")}
        </label>
        <input
          id="offer-signature"
          name="signatureName"
          autoComplete="name"
          required
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base"
        />
        <button type="submit" disabled={sending !== null} className="mt-4 w-full rounded-md bg-[var(--accent)] px-4 py-3 font-semibold text-[var(--on-accent)] hover:opacity-90 disabled:opacity-60 sm:w-auto">
          {sending === "accept" ? t("accepting") : t("accept")}
        </button>
      </form>
      <form onSubmit={submit(false)} aria-labelledby="offer-decline" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="offer-decline" className="text-lg font-semibold text-slate-900">{t("declineTitle")}</h2>
        <label htmlFor="offer-reason" className="mt-4 block text-sm font-medium text-slate-800">
          {t("reasonLabel")}
        </label>
        <textarea id="offer-reason" name="reason" rows={3} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base" />
        <button type="submit" disabled={sending !== null} className="mt-4 w-full rounded-md border border-slate-400 bg-white px-4 py-3 font-semibold text-slate-900 disabled:opacity-60 sm:w-auto">
          {sending === "decline" ? t("declining") : t("decline")}
        </button>
      </form>
    </div>
  );
}

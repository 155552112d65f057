"use client";

import { useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";

const QUESTIONS = ["communication", "respect", "fairness"] as const;
type Question = (typeof QUESTIONS)[number];
const RATINGS = ["1", "2", "3", "4", "5"] as const;
const COMMENT_MAX = 2000;

// "How it felt" (docs/decisions/499): three ratings, each a radio group a screen reader announces
// with its question, and an optional comment; phone first (each rating a full-height tap target).
// A missing rating is said beside its question and focused; the answer posts once.
export function SurveyForm({ token, organizationName }: { token: string; organizationName: string }) {
  const t = useTranslations("Careers.Survey");
  const [ratings, setRatings] = useState<Partial<Record<Question, string>>>({});
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState<Question[]>([]);
  const [state, setState] = useState<"open" | "sending" | "done" | "answered" | "expired">("open");
  const [failed, setFailed] = useState(false);
  const groups = useRef<Partial<Record<Question, HTMLFieldSetElement | null>>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const unanswered = QUESTIONS.filter((q) => !ratings[q]);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      groups.current[unanswered[0]]?.querySelector("input")?.focus();
      return;
    }
    setState("sending");
    setFailed(false);
    const body = { ...Object.fromEntries(QUESTIONS.map((q) => [q, Number(ratings[q])])), comment: comment.trim() || null };
    const response = await fetch(`/api/public/surveys/${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).catch(() => null);
    if (response?.status === 201) return setState("done");
    if (response?.status === 409) {
      const text = await response.text().catch(() => "");
      return setState(/expired/i.test(text) ? "expired" : "answered");
    }
    setState("open");
    setFailed(true);
  }

  if (state === "done" || state === "answered" || state === "expired") {
    return (
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-4 text-slate-800 sm:p-6">
        {state === "done" ? t("thanks") : state === "answered" ? t("answered") : t("expired", { organization: organizationName })}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-slate-700">{t("scale")}</p>
      {QUESTIONS.map((q) => {
        const invalid = missing.includes(q);
        return (
          <fieldset
            key={q}
            ref={(element) => {
              groups.current[q] = element;
            }}
            aria-describedby={invalid ? `survey-${q}-missing` : undefined}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            {/* floated: the question sits inside the box rather than across its border, however it wraps */}
            <legend className="float-left w-full font-semibold text-slate-900">{t(`questions.${q}`)}</legend>
            <div className="clear-both grid grid-cols-5 gap-2 pt-3">
              {RATINGS.map((rating) => (
                <label
                  key={rating}
                  className="flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-md border border-slate-400 px-1 py-2 text-center has-[:checked]:border-[var(--accent)] has-[:checked]:bg-[var(--accent)] has-[:checked]:text-[var(--on-accent)] has-[:focus]:outline has-[:focus]:outline-2 has-[:focus]:outline-offset-2 has-[:focus]:outline-slate-900"
                >
                  <input
                    type="radio"
                    name={q}
                    value={rating}
                    checked={ratings[q] === rating}
                    onChange={() => {
                      setRatings((current) => ({ ...current, [q]: rating }));
                      setMissing((current) => current.filter((m) => m !== q));
                    }}
                    className="sr-only"
                  />
                  <span aria-hidden="true" className="text-lg font-semibold">
                    {rating}
                  </span>
                  <span className="sr-only">{t(`ratings.${rating}`)}</span>
                </label>
              ))}
            </div>
            {invalid ? (
              <p id={`survey-${q}-missing`} className="mt-2 text-sm text-red-800">
                {t("missing")}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <label htmlFor="survey-comment" className="block font-semibold text-slate-900">
          {t("commentLabel")}
        </label>
        <p id="survey-comment-hint" className="mt-1 text-sm text-slate-600">
          {t("commentHint")}
        </p>
        <textarea
          id="survey-comment"
          name="comment"
          rows={4}
          maxLength={COMMENT_MAX}
          aria-describedby="survey-comment-hint"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          className="mt-2 block w-full rounded-md border border-slate-400 px-3 py-2 text-base"
        />
      </div>
      {failed ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t("failed")}
        </p>
      ) : null}
      <button type="submit" disabled={state === "sending"} className="w-full rounded-md bg-[var(--accent)] px-4 py-3 font-semibold text-[var(--on-accent)] hover:opacity-90 disabled:opacity-60 sm:w-auto">
        {state === "sending" ? t("sending") : t("submit")}
      </button>
      <p className="text-sm text-slate-600">{t("optional")}</p>
    </form>
  );
}

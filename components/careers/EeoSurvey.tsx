"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { EEO_QUESTION_KEYS, EEO_QUESTIONS, type EeoQuestion } from "@/lib/schemas/eeo-questions";
import { TRACKING_PARAMS, type Tracking } from "./tracking";

// The voluntary self-identification survey of the apply form (docs/decisions/340), set apart from
// the application. The form sends the answers once, as the one `eeo` field the API takes, and spends
// a single multipart field on them: its radios' own fields (named EEO_RADIO_PREFIX…) are left out
// of what it sends (withoutEeoRadios).
export const EEO_RADIO_PREFIX = "eeo-radio-";

export function withoutEeoRadios(data: FormData): FormData {
  for (const name of [...new Set(data.keys())]) if (name.startsWith(EEO_RADIO_PREFIX)) data.delete(name);
  return data;
}
export function EeoSurvey({ organizationName }: { organizationName: string }) {
  const id = useId();
  const t = useTranslations("Careers.Eeo");
  const [answers, setAnswers] = useState<Partial<Record<EeoQuestion, string>>>({});
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-300 bg-slate-50 p-4" data-testid="eeo-survey">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("title")} <span className="text-base font-normal text-slate-600">{t("optional")}</span>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t("intro", { organization: organizationName })}</p>
      <input type="hidden" name="eeo" value={Object.keys(answers).length ? JSON.stringify(answers) : ""} />
      {EEO_QUESTION_KEYS.map((question) => (
        <fieldset key={question} className="mt-4">
          <legend className="text-sm font-medium text-slate-800">{t(`questions.${question}`)}</legend>
          <div className="mt-1 space-y-1">
            {EEO_QUESTIONS[question].map((answer) => (
              <div key={answer} className="flex items-start gap-2">
                <input
                  id={`${id}-${question}-${answer}`}
                  type="radio"
                  name={`${EEO_RADIO_PREFIX}${question}`}
                  value={answer}
                  checked={answers[question] === answer}
                  onChange={() => setAnswers((prev) => ({ ...prev, [question]: answer }))}
                  className="mt-1 h-4 w-4"
                />
                <label htmlFor={`${id}-${question}-${answer}`} className="text-sm text-slate-700">
                  {answer === "decline_to_answer" ? t("answers.decline_to_answer") : t(`answers.${question}.${answer}`)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

// The careers link's ?source= and utm_* parameters, sent with the application (docs/decisions/343).
export function TrackingFields({ tracking }: { tracking: Tracking }) {
  return (
    <>
      {TRACKING_PARAMS.filter((name) => tracking[name]).map((name) => (
        <input key={name} type="hidden" name={name} value={tracking[name]} />
      ))}
    </>
  );
}

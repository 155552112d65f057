"use client";

import { useId, useState } from "react";
import { EEO_QUESTION_KEYS, EEO_QUESTIONS, type EeoQuestion } from "@/lib/schemas/eeo-questions";
import { EEO_ANSWER_LABELS, EEO_QUESTION_LABELS } from "./eeo-labels";
import { TRACKING_PARAMS, type Tracking } from "./tracking";

// The voluntary self-identification survey of the apply form (docs/decisions/340), set apart from
// the application. Its radios belong to no form (their `form` names no element), so the form sends
// the answers once, as the one `eeo` field the API takes, and spends a single multipart field on them.
export function EeoSurvey({ organizationName }: { organizationName: string }) {
  const id = useId();
  const [answers, setAnswers] = useState<Partial<Record<EeoQuestion, string>>>({});
  const detached = `${id}-not-a-form`;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-300 bg-slate-50 p-4" data-testid="eeo-survey">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Voluntary self-identification <span className="text-base font-normal text-slate-600">(optional)</span>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {organizationName} asks these questions to measure whether its hiring reaches and treats everyone fairly, as US equal employment opportunity rules
        expect. Answering is up to you and does not affect your application. Your answers are stored apart from your application: the people reviewing it
        never see them, and they are only ever counted in groups of at least 5 people.
      </p>
      <input type="hidden" name="eeo" value={Object.keys(answers).length ? JSON.stringify(answers) : ""} />
      {EEO_QUESTION_KEYS.map((question) => (
        <fieldset key={question} className="mt-4">
          <legend className="text-sm font-medium text-slate-800">{EEO_QUESTION_LABELS[question]}</legend>
          <div className="mt-1 space-y-1">
            {EEO_QUESTIONS[question].map((answer) => (
              <div key={answer} className="flex items-start gap-2">
                <input
                  id={`${id}-${question}-${answer}`}
                  type="radio"
                  form={detached}
                  name={`${id}-${question}`}
                  value={answer}
                  checked={answers[question] === answer}
                  onChange={() => setAnswers((prev) => ({ ...prev, [question]: answer }))}
                  className="mt-1 h-4 w-4"
                />
                <label htmlFor={`${id}-${question}-${answer}`} className="text-sm text-slate-700">
                  {EEO_ANSWER_LABELS[question][answer]}
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

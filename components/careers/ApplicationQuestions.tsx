"use client";

import { useTranslations } from "next-intl";
import type { PublicQuestion } from "@/lib/schemas/public";
import { RESUME_ACCEPT, RESUME_MAX_BYTES } from "./ResumeField";

// A job's own questions on the apply form (decision 330). Each input is named answers[<id>]; on
// submit collectAnswers turns them into the API's `answers` object (typed values) and file parts.
// The form's own words come from the catalogue, Careers.ApplicationQuestions (decision 360); the
// questions themselves read as the organization wrote them.

// the catalogue's translator for Careers.ApplicationQuestions, passed to the functions below
export type QuestionWords = (key: string) => string;

export type AnswerErrors = Record<number, string | undefined>;

const input = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";
const fieldName = (q: PublicQuestion) => `answers[${q.id}]`;

export function ApplicationQuestions({ questions, idPrefix, errors }: { questions: PublicQuestion[]; idPrefix: string; errors: AnswerErrors }) {
  if (questions.length === 0) return null;
  return (
    <div className="space-y-4">
      {questions.map((q) => (
        <QuestionField key={q.id} question={q} id={`${idPrefix}-q${q.id}`} error={errors[q.id]} />
      ))}
    </div>
  );
}

function QuestionField({ question: q, id, error }: { question: PublicQuestion; id: string; error?: string }) {
  const t = useTranslations("Careers.ApplicationQuestions");
  const described = [q.helpText ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = { name: fieldName(q), "aria-invalid": Boolean(error), "aria-describedby": described };
  const marker = q.required ? (
    <>
      {" "}
      <span aria-hidden="true">*</span>
    </>
  ) : (
    <span className="font-normal text-slate-600"> {t("optional")}</span>
  );
  const hint = q.helpText ? (
    <p id={`${id}-hint`} className="text-sm text-slate-600">
      {q.helpText}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;

  // radios and checkboxes are a group: the question is its legend
  if (q.type === "yes_no" || q.type === "single_choice" || q.type === "multi_choice") {
    const choices = q.type === "yes_no" ? [["true", t("yes")], ["false", t("no")]] : q.options.map((o, i) => [o, q.optionLabels[i] ?? o]); // the value stays the original option (decision 461)
    return (
      <fieldset aria-describedby={described}>
        <legend className="block text-sm font-medium text-slate-700">
          {q.label}
          {marker}
          {/* a group takes no aria-required: its legend says it */}
          {q.required ? <span className="sr-only"> {t("required")}</span> : null}
        </legend>
        {hint}
        <div className={q.type === "yes_no" ? "mt-1 flex gap-6" : "mt-1 space-y-1"}>
          {choices.map(([value, text], i) => (
            <div key={value} className="flex items-center gap-2">
              <input
                id={`${id}-${i}`}
                type={q.type === "multi_choice" ? "checkbox" : "radio"}
                name={common.name}
                value={value}
                aria-invalid={common["aria-invalid"]}
                className="h-4 w-4"
              />
              <label htmlFor={`${id}-${i}`} className="text-sm text-slate-800">
                {text}
              </label>
            </div>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {q.label}
        {marker}
      </label>
      {hint}
      {q.type === "long_text" ? (
        <textarea id={id} rows={4} maxLength={5000} required={q.required} className={input} {...common} />
      ) : q.type === "file" ? (
        <input id={id} type="file" accept={RESUME_ACCEPT} required={q.required} className="mt-1 block w-full text-sm" {...common} />
      ) : (
        <input
          id={id}
          required={q.required}
          className={input}
          {...common}
          {...(q.type === "number"
            ? { type: "number", step: "any", inputMode: "decimal" as const }
            : q.type === "date"
              ? { type: "date" }
              : q.type === "url"
                ? { type: "url", inputMode: "url" as const, maxLength: 2048, placeholder: "https://" }
                : { type: "text", maxLength: 500 })}
        />
      )}
      {errorText}
    </div>
  );
}

// The form's answers as the API takes them, and what the browser can already tell is missing or
// malformed (the server checks again and its `details` land on the same fields).
export function collectAnswers(form: HTMLFormElement, questions: PublicQuestion[], t: QuestionWords): { answers: Record<string, unknown>; files: [string, File][]; problems: AnswerErrors } {
  const data = new FormData(form);
  const answers: Record<string, unknown> = {};
  const files: [string, File][] = [];
  const problems: AnswerErrors = {};
  for (const q of questions) {
    const raw = data.getAll(fieldName(q));
    const text = typeof raw[0] === "string" ? raw[0].trim() : "";
    let missing: boolean;
    if (q.type === "file") {
      const file = raw[0] instanceof File && raw[0].size > 0 ? raw[0] : null;
      missing = !file;
      if (file && !/\.(pdf|docx?)$/i.test(file.name)) problems[q.id] = t("fileType");
      else if (file && file.size > RESUME_MAX_BYTES) problems[q.id] = t("fileTooLarge");
      else if (file) files.push([fieldName(q), file]);
    } else if (q.type === "multi_choice") {
      const chosen = raw.filter((v): v is string => typeof v === "string");
      missing = chosen.length === 0;
      if (!missing) answers[q.id] = chosen;
    } else if (q.type === "yes_no") {
      missing = text === "";
      if (!missing) answers[q.id] = text === "true";
    } else if (q.type === "number") {
      missing = text === "";
      if (!missing && !Number.isFinite(Number(text))) problems[q.id] = t("enterNumber");
      else if (!missing) answers[q.id] = Number(text);
    } else {
      missing = text === "";
      if (!missing && q.type === "url" && !/^https?:\/\/\S+$/i.test(text)) problems[q.id] = t("enterLink");
      else if (!missing) answers[q.id] = text;
    }
    if (missing && q.required) problems[q.id] = q.type === "file" ? t("chooseFile") : t("answerRequired");
  }
  return { answers, files, problems };
}

// The multipart body's answers: the typed object as JSON text, files as their own parts.
export function putAnswers(body: FormData, questions: PublicQuestion[], collected: { answers: Record<string, unknown>; files: [string, File][] }): void {
  for (const q of questions) body.delete(fieldName(q));
  if (Object.keys(collected.answers).length > 0) body.set("answers", JSON.stringify(collected.answers));
  for (const [name, file] of collected.files) body.append(name, file);
}

// A 400's details at answers.<id>, by question, in the page's language: the API's messages are
// English (decision 362), so each known one names a catalogue sentence.
export function answerErrorsFrom(details: { path: string; message: string }[] | undefined, t: QuestionWords): AnswerErrors {
  const found: AnswerErrors = {};
  for (const d of details ?? []) {
    const id = /^answers\.(\d+)$/.exec(d.path)?.[1];
    if (id) found[Number(id)] ??= t(answerErrorKey(d.message));
  }
  return found;
}

function answerErrorKey(message: string): string {
  if (/is required/.test(message)) return "answerRequired";
  if (/one of the options|list of options|option twice/.test(message)) return "chooseOffered";
  if (/a number/.test(message)) return "enterNumber";
  if (/a date/.test(message)) return "enterDate";
  if (/https?:|URL|link/i.test(message)) return "enterLink";
  if (/one line/.test(message)) return "oneLine";
  if (/PDF, DOC or DOCX/.test(message)) return "fileWrongType";
  if (/larger|too large/.test(message)) return "fileTooLarge";
  return "checkAnswer";
}

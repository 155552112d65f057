"use client";

import { useId, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { applyErrorKey, type ApplyErrorKey } from "@/lib/i18n/apply-errors";
import { COVER_LETTER_MAX } from "@/lib/schemas/limits";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { PublicQuestion } from "@/lib/schemas/public";
import { ApplicationQuestions, answerErrorsFrom, collectAnswers, putAnswers, type AnswerErrors } from "./ApplicationQuestions";
import { ResumeField, resumeFileProblem } from "./ResumeField";
import { fetchPrefill, fillEmpty } from "./resume-prefill";
import { EeoSurvey, TrackingFields, withoutEeoRadios } from "./EeoSurvey";
import type { Tracking } from "./tracking";

// The API's schema (zod) loads when the visitor first turns to the form, not with the page: it was a
// third of the job page's script and much of its start-up time (docs/decisions/274).
const loadApplyBody = () => import("@/lib/schemas/public").then((schemas) => schemas.ApplyBody);

type Field = "name" | "email" | "phone" | "resumeUrl" | "coverLetter" | "resume" | "consent";
type Status = { kind: "idle" | "done" } | { kind: "sending"; progress: number | null } | { kind: "error"; message: string; duplicate?: boolean };

const input = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";

type Props = {
  organizationSlug: string;
  organizationName: string;
  jobSlug: string;
  jobTitle: string;
  privacyPolicyUrl: string | null;
  // the voluntary EEO survey (decision 340) and the careers link's source and utm_* (decision 343)
  eeoSurvey?: boolean;
  tracking?: Tracking;
  // the job's own questions (decision 330)
  questions?: PublicQuestion[];
};

// Validates with the API's own schema, field by field, then posts the form as multipart/form-data
// (the résumé file with it) and shows the upload's progress.
export function ApplyForm({ organizationSlug, organizationName, jobSlug, jobTitle, privacyPolicyUrl, eeoSurvey = false, tracking = {}, questions = [] }: Props) {
  const id = useId();
  // strings from the Careers.Apply catalogue in the page's language (docs/decisions/360)
  const t = useTranslations("Careers.Apply");
  const tq = useTranslations("Careers.ApplicationQuestions");
  const locale = useLocale();
  const problem = useProblemText();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [answerErrors, setAnswerErrors] = useState<AnswerErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [file, setFile] = useState<File | null>(null);
  const [prefill, setPrefill] = useState<"idle" | "reading" | "filled">("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  // one Idempotency-Key per content sent: a double submit or a retry after a lost answer gets the
  // first answer again instead of "already applied"; changed details are a new request
  const sent = useRef<{ body: string; key: string } | null>(null);

  // a chosen résumé fills the name, e-mail and phone fields still empty; a failure changes nothing
  async function readResume(chosen: File | null, usable: boolean) {
    if (!chosen || !usable) return setPrefill("idle");
    setPrefill("reading");
    const fields = await fetchPrefill(organizationSlug, chosen);
    const filled = fields && formRef.current ? fillEmpty(formRef.current, fields) : [];
    setPrefill(filled.length ? "filled" : "idle");
  }

  async function validate(form: HTMLFormElement) {
    const data = withoutEeoRadios(new FormData(form));
    data.delete("resume");
    const values = Object.fromEntries(data) as Record<string, string>;
    const result = (await loadApplyBody()).safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= problem.at(field, issue.message);
      }
    }
    const chosen = (form.elements.namedItem("resume") as HTMLInputElement | null)?.files?.[0] ?? null;
    const fileProblem = resumeFileProblem(chosen, locale);
    if (fileProblem) found.resume = problem.of(fileProblem);
    if (chosen && values.resumeUrl?.trim()) found.resumeUrl ??= problem.of({ key: "resumeAndUrl" });
    if (privacyPolicyUrl && values.consent !== "on") found.consent = problem.of({ key: "consentRequired" });
    const answers = collectAnswers(form, questions, tq);
    return { values, file: chosen, found, answers, ok: Object.keys(found).length === 0 && Object.keys(answers.problems).length === 0 };
  }

  async function onBlur(event: React.FocusEvent<HTMLFormElement>) {
    const name = (event.target as EventTarget & { name?: string }).name as Field | undefined;
    if (!name || name === ("website" as Field) || name === "consent") return;
    const { found, answers } = await validate(event.currentTarget);
    const question = /^answers\[(\d+)\]$/.exec(name)?.[1];
    if (question) return setAnswerErrors((prev) => ({ ...prev, [question]: answers.problems[Number(question)] }));
    setErrors((prev) => ({ ...prev, [name]: found[name] }));
  }

  // Picking an answer to a choice question takes its error away at once: left to the blur, the
  // message would vanish as the visitor presses the send button, move the button up under the
  // pointer between press and release, and swallow the click.
  function onChange(event: React.ChangeEvent<HTMLFormElement>) {
    const target = event.target as EventTarget & { name?: string; type?: string };
    const question = /^answers\[(\d+)\]$/.exec(target.name ?? "")?.[1];
    if (question && (target.type === "radio" || target.type === "checkbox") && answerErrors[Number(question)]) {
      setAnswerErrors((prev) => ({ ...prev, [question]: undefined }));
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { values, file: chosen, found, answers, ok } = await validate(form);
    setErrors(found);
    setAnswerErrors(answers.problems);
    if (!ok) {
      const first = Object.keys(found)[0] ?? `answers[${Object.keys(answers.problems)[0]}]`;
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus({ kind: "sending", progress: chosen || answers.files.length > 0 ? 0 : null });
    const answerFiles = answers.files.map(([part, f]) => [part, f.name, f.size, f.lastModified]);
    const signature = JSON.stringify([values, chosen && [chosen.name, chosen.size, chosen.lastModified], answerFiles]);
    if (sent.current?.body !== signature) sent.current = { body: signature, key: randomKey() };
    const body = withoutEeoRadios(new FormData(form));
    if (!chosen) body.delete("resume");
    putAnswers(body, questions, answers);
    const response = await post(`/api/public/orgs/${organizationSlug}/jobs/${jobSlug}/apply`, body, sent.current.key, (progress) =>
      setStatus({ kind: "sending", progress }),
    );
    if (response.status === 201) return setStatus({ kind: "done" });
    const answer = response.body as { error?: string; details?: { path: string; message: string }[] } | null;
    if (response.status === 409) return setStatus({ kind: "error", duplicate: true, message: t("alreadyApplied") });
    if (response.status === 429) return setStatus({ kind: "error", message: t("tooManyAttempts") });
    if (response.status === 413) {
      setErrors({ resume: problem.of({ key: "resumeTooLarge" }) });
      return setStatus({ kind: "error", message: t("resumeTooLargeAlert") });
    }
    const fromServer = answerErrorsFrom(answer?.details, tq);
    if (Object.keys(fromServer).length > 0) {
      setAnswerErrors(fromServer);
      return setStatus({ kind: "error", message: tq("answersNeedLook") });
    }
    // the API's English details, shown at their fields in the page's language (decision 362)
    const details = answer?.details ?? [];
    if (response.status === 400 && details.length > 0) {
      const server: Partial<Record<Field, string>> = {};
      for (const detail of details) server[detail.path.split(".")[0] as Field] ??= problem.at(detail.path, detail.message);
      setErrors(server);
      return setStatus({ kind: "error", message: server.resume ? t("resumeNotAccepted") : t("checkFields") });
    }
    setStatus({ kind: "error", message: t("notSent") });
  }

  if (status.kind === "done") {
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-6">
        <h2 className="text-xl font-semibold text-green-900">{t("doneTitle")}</h2>
        <p className="mt-2 text-green-900">{t("doneText", { job: jobTitle })}</p>
      </div>
    );
  }

  const describedBy = (f: Field, hint?: boolean) => [hint ? `${id}-${f}-hint` : null, errors[f] ? `${id}-${f}-error` : null].filter(Boolean).join(" ") || undefined;
  const errorText = (f: Field) =>
    errors[f] ? (
      <p id={`${id}-${f}-error`} className="mt-1 text-sm text-red-700">
        {errors[f]}
      </p>
    ) : null;
  const sending = status.kind === "sending";

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} onBlur={onBlur} onChange={onChange} onFocus={() => void loadApplyBody()} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {t("title")}
      </h2>
      {status.kind === "error" ? (
        <p role="alert" className={`rounded-md p-3 text-sm ${status.duplicate ? "bg-amber-50 text-amber-900" : "bg-red-50 text-red-800"}`}>
          {status.message}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-700">
          {t("name")} <span aria-hidden="true">*</span>
        </label>
        <input id={`${id}-name`} name="name" required maxLength={200} autoComplete="name" aria-invalid={Boolean(errors.name)} aria-describedby={describedBy("name")} className={input} />
        {errorText("name")}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-700">
          {t("email")} <span aria-hidden="true">*</span>
        </label>
        <input id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="email" aria-invalid={Boolean(errors.email)} aria-describedby={describedBy("email")} className={input} />
        {errorText("email")}
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className="block text-sm font-medium text-slate-700">
          {t("phone")} <span className="font-normal text-slate-600">{t("optional")}</span>
        </label>
        <input id={`${id}-phone`} name="phone" type="tel" maxLength={50} autoComplete="tel" aria-invalid={Boolean(errors.phone)} aria-describedby={describedBy("phone")} className={input} />
        {errorText("phone")}
      </div>
      <ResumeField id={`${id}-resume`} file={file} error={errors.resume} onChange={(next) => {
        setFile(next);
        const nextProblem = resumeFileProblem(next, locale);
        setErrors((prev) => ({ ...prev, resume: nextProblem ? problem.of(nextProblem) : undefined }));
        void readResume(next, nextProblem === null);
      }} />
      <p aria-live="polite" data-testid="resume-prefill-status" className="-mt-2 text-sm text-slate-700">
        {prefill === "reading" ? t("prefillReading") : prefill === "filled" ? t("prefillDone") : ""}
      </p>
      <div>
        <label htmlFor={`${id}-resumeUrl`} className="block text-sm font-medium text-slate-700">
          {t("resumeUrl")} <span className="font-normal text-slate-600">{t("resumeUrlOptional")}</span>
        </label>
        <p id={`${id}-resumeUrl-hint`} className="text-sm text-slate-600">
          {t("resumeUrlHint")}
        </p>
        <input id={`${id}-resumeUrl`} name="resumeUrl" type="url" maxLength={2048} inputMode="url" aria-invalid={Boolean(errors.resumeUrl)} aria-describedby={describedBy("resumeUrl", true)} className={input} />
        {errorText("resumeUrl")}
      </div>
      <div>
        <label htmlFor={`${id}-coverLetter`} className="block text-sm font-medium text-slate-700">
          {t("coverLetter")} <span className="font-normal text-slate-600">{t("optional")}</span>
        </label>
        <textarea id={`${id}-coverLetter`} name="coverLetter" rows={6} maxLength={COVER_LETTER_MAX} aria-invalid={Boolean(errors.coverLetter)} aria-describedby={describedBy("coverLetter")} className={input} />
        {errorText("coverLetter")}
      </div>
      <ApplicationQuestions questions={questions} idPrefix={id} errors={answerErrors} />
      {privacyPolicyUrl ? (
        <div>
          <div className="flex items-start gap-2">
            <input id={`${id}-consent`} name="consent" type="checkbox" className="mt-1 h-4 w-4" aria-invalid={Boolean(errors.consent)} aria-describedby={describedBy("consent")} />
            <label htmlFor={`${id}-consent`} className="text-sm text-slate-700">
              {t.rich("consent", {
                organization: organizationName,
                link: (chunks) => (
                  <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer" className="font-medium underline hover:no-underline">
                    {chunks}
                    <span className="sr-only"> {t("newTab")}</span>
                  </a>
                ),
              })}{" "}
              <span aria-hidden="true">*</span>
            </label>
          </div>
          {errorText("consent")}
        </div>
      ) : null}
      {eeoSurvey ? <EeoSurvey organizationName={organizationName} /> : null}
      <TrackingFields tracking={tracking} />
      {/* the language the candidate's e-mails are written in (decision 363) */}
      <input type="hidden" name="locale" value={locale} />
      {/* honeypot: off screen, out of the tab order and hidden from assistive technology */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {sending && status.progress !== null ? (
        <div>
          <progress max={100} value={status.progress} aria-label={t("uploadLabel")} className="h-2 w-full" />
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {status.progress < 100 ? t("uploading", { percent: status.progress }) : t("uploaded")}
          </p>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={sending || !hydrated}
        className="w-full rounded-md bg-[var(--accent)] px-4 py-3 font-semibold text-[var(--on-accent)] hover:opacity-90 disabled:opacity-60 sm:w-auto"
      >
        {sending ? t("sending") : t("submit")}
      </button>
    </form>
  );
}

// XMLHttpRequest rather than fetch: only it reports upload progress.
function post(url: string, body: FormData, key: string, onProgress: (percent: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("idempotency-key", key);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // not JSON: the generic message is shown
      }
      resolve({ status: request.status, body: parsed });
    };
    request.onerror = () => resolve({ status: 0, body: null });
    request.send(body);
  });
}

// A field's problem (the schema's English message, the server's detail or the résumé check's key) in the page's language.
function useProblemText() {
  const t = useTranslations("Careers.Apply.errors");
  const of = ({ key, values }: ApplyErrorKey) => t(key, values);
  return { of, at: (path: string, message: string) => of(applyErrorKey(path, message)) };
}

// crypto.getRandomValues works on plain http too (randomUUID needs a secure context)
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

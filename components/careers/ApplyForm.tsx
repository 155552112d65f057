"use client";

import { useId, useState } from "react";
import { ApplyBody, COVER_LETTER_MAX } from "@/lib/schemas/public";

type Field = "name" | "email" | "phone" | "resumeUrl" | "coverLetter";
type Status = { kind: "idle" | "sending" | "done" } | { kind: "error"; message: string; duplicate?: boolean };

const input = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";

// Validates with the API's own schema, field by field, then posts JSON to the apply endpoint.
export function ApplyForm({ organizationSlug, jobSlug, jobTitle }: { organizationSlug: string; jobSlug: string; jobTitle: string }) {
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  function validate(form: HTMLFormElement) {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const result = ApplyBody.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= messageFor(field, issue.message);
      }
    }
    return { values, found, ok: result.success };
  }

  function onBlur(event: React.FocusEvent<HTMLFormElement>) {
    const name = (event.target as EventTarget & { name?: string }).name as Field | undefined;
    if (!name || name === ("website" as Field)) return;
    const { found } = validate(event.currentTarget);
    setErrors((prev) => ({ ...prev, [name]: found[name] }));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { values, found, ok } = validate(form);
    setErrors(found);
    if (!ok) {
      const first = Object.keys(found)[0];
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus({ kind: "sending" });
    const response = await fetch(`/api/public/orgs/${organizationSlug}/jobs/${jobSlug}/apply`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(values),
    }).catch(() => null);
    if (response?.status === 201) return setStatus({ kind: "done" });
    const body = (await response?.json().catch(() => null)) as { error?: string } | null;
    if (response?.status === 409) return setStatus({ kind: "error", duplicate: true, message: body?.error ?? "You have already applied to this job." });
    if (response?.status === 429) return setStatus({ kind: "error", message: "Too many attempts from your connection. Please try again in an hour." });
    setStatus({ kind: "error", message: body?.error ?? "Your application could not be sent. Check your connection and try again." });
  }

  if (status.kind === "done") {
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-6">
        <h2 className="text-xl font-semibold text-green-900">Application sent</h2>
        <p className="mt-2 text-green-900">
          Thank you for applying for {jobTitle}. We have sent a confirmation to your e-mail address and the hiring team will be in touch.
        </p>
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

  return (
    <form onSubmit={onSubmit} onBlur={onBlur} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        Apply for this job
      </h2>
      {status.kind === "error" ? (
        <p role="alert" className={`rounded-md p-3 text-sm ${status.duplicate ? "bg-amber-50 text-amber-900" : "bg-red-50 text-red-800"}`}>
          {status.message}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-700">
          Full name <span aria-hidden="true">*</span>
        </label>
        <input id={`${id}-name`} name="name" required maxLength={200} autoComplete="name" aria-invalid={Boolean(errors.name)} aria-describedby={describedBy("name")} className={input} />
        {errorText("name")}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-700">
          E-mail <span aria-hidden="true">*</span>
        </label>
        <input id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="email" aria-invalid={Boolean(errors.email)} aria-describedby={describedBy("email")} className={input} />
        {errorText("email")}
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className="block text-sm font-medium text-slate-700">
          Phone <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input id={`${id}-phone`} name="phone" type="tel" maxLength={50} autoComplete="tel" aria-invalid={Boolean(errors.phone)} aria-describedby={describedBy("phone")} className={input} />
        {errorText("phone")}
      </div>
      <div>
        <label htmlFor={`${id}-resumeUrl`} className="block text-sm font-medium text-slate-700">
          Link to your résumé <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <p id={`${id}-resumeUrl-hint`} className="text-sm text-slate-600">
          An https:// link, for example to a PDF in your cloud drive or your LinkedIn profile.
        </p>
        <input id={`${id}-resumeUrl`} name="resumeUrl" type="url" maxLength={2048} inputMode="url" aria-invalid={Boolean(errors.resumeUrl)} aria-describedby={describedBy("resumeUrl", true)} className={input} />
        {errorText("resumeUrl")}
      </div>
      <div>
        <label htmlFor={`${id}-coverLetter`} className="block text-sm font-medium text-slate-700">
          Cover letter <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea id={`${id}-coverLetter`} name="coverLetter" rows={6} maxLength={COVER_LETTER_MAX} aria-invalid={Boolean(errors.coverLetter)} aria-describedby={describedBy("coverLetter")} className={input} />
        {errorText("coverLetter")}
      </div>
      {/* honeypot: off screen, out of the tab order and hidden from assistive technology */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button
        type="submit"
        disabled={status.kind === "sending"}
        className="w-full rounded-md bg-[var(--accent)] px-4 py-3 font-semibold text-[var(--on-accent)] hover:opacity-90 disabled:opacity-60 sm:w-auto"
      >
        {status.kind === "sending" ? "Sending…" : "Send application"}
      </button>
    </form>
  );
}

function messageFor(field: Field, raw: string): string {
  const label = { name: "Name", email: "E-mail", phone: "Phone", resumeUrl: "Résumé link", coverLetter: "Cover letter" }[field];
  if (/expected string, received undefined|Invalid input/i.test(raw)) return `${label} is required`;
  return `${label} ${raw}`;
}

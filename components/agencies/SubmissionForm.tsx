"use client";

import { useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Section } from "@/components/application/Section";
import { ResumeFileField, SentPanel } from "@/components/people/BroughtPersonParts";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input, Textarea } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { api, ApiError } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";

type Field = "jobId" | "name" | "email" | "phone" | "note" | "resume";
const ORDER: Field[] = ["jobId", "name", "email", "phone", "note", "resume"];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// as the careers apply (decision 286): the server checks the bytes, this only spares a wasted upload
const MAX_RESUME_BYTES = 10 * 1024 * 1024;

// "Submit a candidate" (docs/decisions/504): one of the agency's jobs, the person, a note and a
// résumé. Each error is said next to its field and the first one takes the focus; a duplicate is
// told in one neutral sentence, as the API answers it; once sent, the form says so.
export function SubmissionForm({ jobs, onSubmitted }: { jobs: { id: number; title: string }[]; onSubmitted: () => void }) {
  const t = useTranslations("Recruiter.Agency.Form");
  const messageOf = useMessageOf();
  const form = useRef<HTMLFormElement>(null);
  const [job, setJob] = useState("");
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);

  function focusFirst(found: Partial<Record<Field, string>>) {
    const first = ORDER.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (field: Field) => String(data.get(field) ?? "").trim();
    const found: Partial<Record<Field, string>> = {};
    if (!job) found.jobId = t("errors.job");
    if (!text("name")) found.name = t("errors.name");
    if (!EMAIL.test(text("email"))) found.email = t("errors.email");
    if (resume && resume.size > MAX_RESUME_BYTES) found.resume = t("errors.resumeTooLarge");
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return focusFirst(found);

    const body = new FormData();
    for (const field of ["name", "email", "phone", "note"] as const) body.set(field, text(field));
    if (resume) body.set("resume", resume);
    setSending(true);
    try {
      await api("POST", `/api/jobs/${job}/agency-submissions`, { body });
      setSubmitted(text("name"));
      onSubmitted();
    } catch (cause) {
      if (cause instanceof ApiError && cause.details.length > 0) {
        const fromServer = Object.fromEntries(cause.details.map((d) => [d.path, d.message])) as Partial<Record<Field, string>>;
        setErrors(fromServer);
        focusFirst(fromServer);
        // a person the organization has, or another agency's: the API's one neutral answer
      } else if (cause instanceof ApiError && cause.status === 409) setError(t("errors.duplicate"));
      else setError(messageOf(cause));
    } finally {
      setSending(false);
    }
  }

  function again() {
    setSubmitted(null);
    setJob("");
    setResume(null);
    setErrors({});
  }

  return (
    <Section id="submit" title={t("title")} description={t("description")}>
      {submitted ? (
        <SentPanel testId="submission-sent" sentence={t("sent", { name: submitted })} againLabel={t("submitAnother")} onAgain={again} />
      ) : (
        <form ref={form} onSubmit={submit} className="space-y-4" noValidate>
          <Select
            name="jobId"
            label={t("job")}
            required
            value={job}
            onChange={(e) => setJob(e.target.value)}
            placeholder={t("chooseJob")}
            options={jobs.map((j) => ({ value: String(j.id), label: j.title }))}
            hint={jobs.length === 0 ? t("noJobs") : undefined}
            error={errors.jobId}
          />
          <Input name="name" label={t("name")} required autoComplete="off" maxLength={200} error={errors.name} />
          <Input name="email" type="email" label={t("email")} required autoComplete="off" maxLength={254} error={errors.email} />
          <Input name="phone" type="tel" label={t("phone")} autoComplete="off" maxLength={50} error={errors.phone} />
          <Textarea name="note" label={t("note")} rows={3} maxLength={2000} hint={t("noteHint")} error={errors.note} />
          <ResumeFileField id="submission-resume" label={t("resume")} hint={t("resumeHint")} error={errors.resume} onChange={setResume} />
          <ErrorMessage message={error} />
          <Button type="submit" loading={sending}>
            {sending ? t("sending") : t("submit")}
          </Button>
        </form>
      )}
    </Section>
  );
}

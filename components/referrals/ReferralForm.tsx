"use client";

import { useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input, Textarea } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Section } from "@/components/application/Section";
import { ResumeFileField, SentPanel } from "@/components/people/BroughtPersonParts";
import { api, ApiError } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";

type Field = "jobId" | "name" | "email" | "phone" | "relationship" | "note" | "resume";
const ORDER: Field[] = ["jobId", "name", "email", "phone", "relationship", "note", "resume"];
// the value of "the company in general" in the job picker
const GENERAL = "general";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// as the careers apply (decision 286): the server checks the bytes, this only spares a wasted upload
const MAX_RESUME_BYTES = 10 * 1024 * 1024;

// "Refer someone" (docs/decisions/501): a job or the company in general, the person, how the member
// knows them, a note and, with a job, a résumé. Each error is said next to its field and the first
// one takes the focus; once sent, the form says so and offers another referral.
export function ReferralForm({ jobs, onReferred }: { jobs: { id: number; title: string }[]; onReferred: () => void }) {
  const t = useTranslations("Recruiter.Referrals.Form");
  const messageOf = useMessageOf();
  const form = useRef<HTMLFormElement>(null);
  const [job, setJob] = useState("");
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [referred, setReferred] = useState<string | null>(null);
  const general = job === GENERAL;

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
    if (!text("relationship")) found.relationship = t("errors.relationship");
    if (resume && resume.size > MAX_RESUME_BYTES) found.resume = t("errors.resumeTooLarge");
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return focusFirst(found);

    const body = new FormData();
    body.set("jobId", general ? "" : job);
    for (const field of ["name", "email", "phone", "relationship", "note"] as const) body.set(field, text(field));
    if (resume && !general) body.set("resume", resume);
    setSending(true);
    try {
      await api("POST", "/api/referrals", { body });
      setReferred(text("name"));
      onReferred();
    } catch (cause) {
      if (cause instanceof ApiError && cause.details.length > 0) {
        const fromServer = Object.fromEntries(cause.details.map((d) => [d.path, d.message])) as Partial<Record<Field, string>>;
        setErrors(fromServer);
        focusFirst(fromServer);
      } else setError(messageOf(cause));
    } finally {
      setSending(false);
    }
  }

  function again() {
    setReferred(null);
    setJob("");
    setResume(null);
    setErrors({});
  }

  return (
    <Section id="refer" title={t("title")} description={t("description")}>
      {referred ? (
        <SentPanel testId="referral-sent" sentence={t("sent", { name: referred })} againLabel={t("referAnother")} onAgain={again} />
      ) : (
        <form ref={form} onSubmit={submit} className="space-y-4" noValidate>
          <Select
            name="jobId"
            label={t("job")}
            required
            value={job}
            onChange={(e) => setJob(e.target.value)}
            placeholder={t("chooseJob")}
            options={[{ value: GENERAL, label: t("general") }, ...jobs.map((j) => ({ value: String(j.id), label: j.title }))]}
            hint={jobs.length === 0 ? t("noOpenJobs") : undefined}
            error={errors.jobId}
          />
          <Input name="name" label={t("name")} required autoComplete="off" maxLength={200} error={errors.name} />
          <Input name="email" type="email" label={t("email")} required autoComplete="off" maxLength={254} error={errors.email} />
          <Input name="phone" type="tel" label={t("phone")} autoComplete="off" maxLength={50} error={errors.phone} />
          <Input name="relationship" label={t("relationship")} required maxLength={200} hint={t("relationshipHint")} error={errors.relationship} />
          <Textarea name="note" label={t("note")} rows={3} maxLength={2000} hint={t("noteHint")} error={errors.note} />
          <ResumeFileField id="referral-resume" label={t("resume")} hint={general ? t("resumeWithJobOnly") : t("resumeHint")} error={errors.resume} disabled={general} onChange={setResume} />
          <p className="text-xs text-slate-600">{t("whatYouSee")}</p>
          <ErrorMessage message={error} />
          <Button type="submit" loading={sending}>
            {sending ? t("sending") : t("submit")}
          </Button>
        </form>
      )}
    </Section>
  );
}

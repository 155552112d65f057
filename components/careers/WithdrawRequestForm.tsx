"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { WithdrawBody } from "@/lib/schemas/public";
import { useHydrated } from "@/components/ui/use-hydrated";

type Job = { slug: string; title: string };

// Asks for a withdrawal link. The answer is the same whether or not an application matched.
export function WithdrawRequestForm({ organizationSlug, jobs, selectedJob }: { organizationSlug: string; jobs: Job[]; selectedJob?: string }) {
  const id = useId();
  const t = useTranslations("Careers.WithdrawRequest");
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const hydrated = useHydrated();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = WithdrawBody.safeParse({ email: data.email });
    if (!parsed.success) return setError(t("emailInvalid"));
    if (!data.job) return setError(t("jobMissing"));
    setError(null);
    setState("sending");
    const response = await fetch(`/api/public/orgs/${organizationSlug}/jobs/${encodeURIComponent(data.job)}/withdraw`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: data.email }),
    }).catch(() => null);
    if (response?.ok) return setState("sent");
    setState("idle");
    if (response?.status === 429) return setError(t("tooMany"));
    setError(t("notSent"));
  }

  if (state === "sent") {
    return (
      <div role="status" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 className="text-xl font-semibold">{t("sentTitle")}</h2>
        <p className="mt-2 text-slate-700">{t("sentText")}</p>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      {error ? (
        <p role="alert" id={`${id}-error`} className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-job`} className="block text-sm font-medium text-slate-700">
          {t("job")}
        </label>
        <select id={`${id}-job`} name="job" defaultValue={selectedJob ?? ""} required className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2">
          <option value="" disabled>
            {t("chooseJob")}
          </option>
          {jobs.map((job) => (
            <option key={job.slug} value={job.slug}>
              {job.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-700">
          {t("email")}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
        />
      </div>
      <button
        type="submit"
        disabled={state === "sending" || !hydrated}
        className="rounded-md bg-[var(--accent)] px-4 py-2 font-semibold text-[var(--on-accent)] hover:opacity-90 disabled:opacity-60"
      >
        {state === "sending" ? t("sending") : t("submit")}
      </button>
    </form>
  );
}

"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { call } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { Section } from "./Section";
import type { ApplicationSummary } from "./types";
import type { privacyOperations } from "@/lib/openapi/operations/privacy";
import type { candidateOperations } from "@/lib/openapi/operations/candidates";
const MAX_TAGS = 20;

function same(a: string | null, b: string | null): boolean {
  const norm = (v: string | null) => (v ?? "").replace(/[\s().-]/g, "").toLowerCase();
  return norm(a) === norm(b);
}

// "Read from the résumé" (issue 48): what the parser found in the stored résumé that differs from
// the candidate's record, each with the résumé line it came from. Skills not yet among the
// candidate's tags can be taken with "Use this" / "Use all" (PUT /api/candidates/{id}/tags, the one
// candidate write there is); contact details, positions and schools have no endpoint that changes
// them, so they are shown for information.
export function ResumeFieldsPanel({ summary, canManage }: { summary: ApplicationSummary; canManage: boolean }) {
  const t = useTranslations("Recruiter.Application.ResumeFieldsPanel");
  const messageOf = useMessageOf();
  const parsed = useEndpoint<typeof privacyOperations.getParsedResume>(`/api/applications/${summary.id}/parsed-resume`);
  const tags = useEndpoint<typeof candidateOperations.listCandidateTags>(canManage ? `/api/candidates/${summary.candidateId}/tags` : null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState("");

  let body: React.ReactNode;
  if (parsed.error) body = <ErrorMessage message={parsed.error} onRetry={parsed.reload} />;
  else if (!parsed.data || (canManage && !tags.data && !tags.error)) body = <Spinner label={t("loading")} />;
  else {
    const { fields, sources } = parsed.data;
    const current = tags.data?.tags ?? [];
    const newSkills = fields.skills.map((skill, i) => ({ skill, source: sources[`skills.${i}`] })).filter(({ skill }) => !current.some((tag) => tag.toLowerCase() === skill.toLowerCase()) && skill.length <= 40);
    const contact = (
      [
        ["name", fields.name, summary.name],
        ["email", fields.email, summary.email],
        ["phone", fields.phone, summary.phone],
        ["location", fields.location, null],
      ] as const
    ).filter(([, found, record]) => found && !same(found, record));
    const links = fields.links.map((link, i) => ({ link, source: sources[`links.${i}`] }));
    const nothing = contact.length === 0 && links.length === 0 && newSkills.length === 0 && fields.experience.length === 0 && fields.education.length === 0;

    async function addSkills(skills: string[]) {
      const next = [...current];
      for (const skill of skills) if (next.length < MAX_TAGS && !next.some((tag) => tag.toLowerCase() === skill.toLowerCase())) next.push(skill);
      if (next.length === current.length) return setError(t("tooManyTags", { max: MAX_TAGS }));
      setSaving(true);
      setError(null);
      try {
        const saved = await call<typeof candidateOperations.replaceCandidateTags>("PUT", `/api/candidates/${summary.candidateId}/tags`, { body: { tags: next } });
        tags.mutate(() => saved);
        setSaid(t("added", { count: next.length - current.length }));
      } catch (caught) {
        setError(messageOf(caught));
      } finally {
        setSaving(false);
      }
    }

    body = nothing ? (
      <p className="text-sm text-slate-600">{t("nothing")}</p>
    ) : (
      <div className="space-y-4">
        {contact.length || links.length ? (
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t("contact")}</h3>
            <p className="text-sm text-slate-600">{t("informationOnly")}</p>
            <dl className="mt-2 space-y-2">
              {contact.map(([key, found]) => (
                <div key={key} className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
                  <dt className="text-sm text-slate-600">{t(key)}</dt>
                  <dd className="min-w-0 break-words text-sm text-slate-900">
                    {found}
                    <Source line={sources[key]} label={t("fromLine")} />
                  </dd>
                </div>
              ))}
              {links.map(({ link, source }) => (
                <div key={link} className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
                  <dt className="text-sm text-slate-600">{t("link")}</dt>
                  <dd className="min-w-0 break-words text-sm text-slate-900">
                    {link}
                    <Source line={source} label={t("fromLine")} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {newSkills.length ? (
          <div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">{t("skills")}</h3>
              {canManage && newSkills.length > 1 ? (
                <Button size="sm" variant="secondary" loading={saving} onClick={() => void addSkills(newSkills.map((s) => s.skill))}>
                  {t("useAll")}
                </Button>
              ) : null}
            </div>
            <p className="text-sm text-slate-600">{canManage ? t("skillsAsTags") : t("skillsNotYours")}</p>
            <ul className="mt-2 space-y-1">
              {newSkills.map(({ skill, source }) => (
                <li key={skill} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-900">
                  <span className="min-w-0 break-words">
                    {skill}
                    <Source line={source} label={t("fromLine")} />
                  </span>
                  {canManage ? (
                    <Button size="sm" variant="ghost" disabled={saving} onClick={() => void addSkills([skill])}>
                      {t("useThis")}
                      <span className="sr-only"> {skill}</span>
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {fields.experience.length ? (
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t("experience")}</h3>
            <ul className="mt-1 space-y-1 text-sm text-slate-900">
              {fields.experience.map((entry, i) => (
                <li key={i}>
                  {[entry.title, entry.employer].filter(Boolean).join(", ") || t("unnamed")} · {entry.startDate ?? "?"} – {entry.endDate ?? t("present")}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {fields.education.length ? (
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t("education")}</h3>
            <ul className="mt-1 space-y-1 text-sm text-slate-900">
              {fields.education.map((entry, i) => (
                <li key={i}>{[entry.degree, entry.school, entry.endYear].filter(Boolean).join(", ")}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <ErrorMessage message={error ?? tags.error} />
        <p aria-live="polite" className="text-sm text-slate-700">
          {said}
        </p>
      </div>
    );
  }

  return (
    <Section id="resume-fields" title={t("title")} description={t("description")}>
      {body}
    </Section>
  );
}

// the résumé's line under the value; the space keeps the two apart for a screen reader too
function Source({ line, label }: { line: string | undefined; label: string }) {
  if (!line) return null;
  return (
    <>
      {" "}
      <span className="block text-xs text-slate-600">
        {label} “{line}”
      </span>
    </>
  );
}

"use client";

import Link from "@/components/ui/Link";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { CandidatePrivacyActions } from "./CandidatePrivacyActions";
import { MessagesRow } from "./MessagesRow";
import { ResumePreview } from "./ResumePreview";
import { Section } from "./Section";
import type { Application, ApplicationSummary } from "./types";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import { can } from "@/lib/auth/caller";

// Only web addresses become links: a stored "javascript:" or "data:" URL must never be clickable.
function safeHttpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

// `wide`: the value takes the card's whole width under its label (the résumé's frame)
function Row({ label, wide = false, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "grid gap-1" : "grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3"}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

// a file stored with the application, served by the API (not a link the candidate typed)
function isStoredResume(url: string | null): url is string {
  return url !== null && /^\/api\/applications\/\d+\/resume$/.test(url);
}

// erased candidates keep a placeholder address that reaches nobody (docs/decisions/197)
function isErased(email: string): boolean {
  return email.endsWith("@erased.invalid");
}

export function CandidatePanel({ summary, application, canManage = false }: { summary: ApplicationSummary; application: Application | null; canManage?: boolean }) {
  const t = useTranslations("Recruiter.Application.CandidatePanel");
  const user = useCurrentUser();
  const resume = safeHttpUrl(summary.resumeUrl);
  const erased = isErased(summary.email);
  return (
    <Section
      id="candidate"
      title={t("candidate")}
      actions={
        <Link href={`/candidates/${summary.candidateId}`} className="text-sm font-medium text-brand-700 underline hover:no-underline">
          {t.rich("allApplications", { name: summary.name, hidden })}
        </Link>
      }
    >
      {erased ? <p className="mb-3 rounded-md bg-slate-50 p-3 text-sm text-slate-700">{t("thisCandidatesPersonalDataWas")}</p> : null}
      <dl className="space-y-2">
        <Row label={t("name")}>{summary.name}</Row>
        <Row label={t("eMail")}>
          {erased ? (
            <span className="text-slate-600">{t("erased")}</span>
          ) : (
            <a href={`mailto:${summary.email}`} className="text-brand-700 underline hover:no-underline">
              {summary.email}
            </a>
          )}
        </Row>
        <Row label={t("phone")}>
          {summary.phone ? (
            <a href={`tel:${summary.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline hover:no-underline">
              {summary.phone}
            </a>
          ) : (
            <span className="text-slate-600">{t("notGiven")}</span>
          )}
        </Row>
        {canManage && !erased ? <MessagesRow candidateId={summary.candidateId} name={summary.name} /> : null}
        <Row label={t("resume")} wide={isStoredResume(summary.resumeUrl)}>
          {isStoredResume(summary.resumeUrl) ? (
            <ResumePreview url={summary.resumeUrl} candidateName={summary.name} />
          ) : resume ? (
            <a href={resume} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline hover:no-underline">
              {t("openResume")}
              <span className="sr-only"> {t("opensInANewTab")}</span>
            </a>
          ) : summary.resumeUrl ? (
            <span className="text-slate-700">{summary.resumeUrl}</span>
          ) : (
            <span className="text-slate-600">{t("notGiven")}</span>
          )}
        </Row>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{t("coverLetter")}</h3>
      {application === null ? (
        <p className="mt-1 text-sm text-slate-600">{t("loading")}</p>
      ) : application.coverLetter ? (
        <p className="mt-1 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">{application.coverLetter}</p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t("noCoverLetterWasSent")}</p>
      )}
      {(can(user, "candidates.export") || can(user, "candidates.erase")) && !erased ? (
        <CandidatePrivacyActions candidateId={summary.candidateId} candidateName={summary.name} onErased={() => window.location.reload()} />
      ) : null}
    </Section>
  );
}

export function InterviewKit({ kitBody }: { kitBody: string | null }) {
  const t = useTranslations("Recruiter.Application.CandidatePanel");
  return (
    <Section id="kit" title={t("interviewKit")} description={t("questionsAndGuidanceForEveryone")}>
      {kitBody ? (
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">{kitBody}</p>
      ) : (
        <p className="text-sm text-slate-600">{t("thisJobHasNoInterview")}</p>
      )}
    </Section>
  );
}

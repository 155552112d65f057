"use client";

import { NoteBody } from "@/components/notifications/NoteBody";
import { useFormatting } from "@/components/ui/use-formatting";
import Link from "@/components/ui/Link";
import { notFound } from "next/navigation";
import type { z } from "zod";
import { HiddenNotesNotice } from "@/components/application/HiddenNotesNotice";
import { Section } from "@/components/application/Section";
import { CandidateInterviews } from "@/components/interviews/CandidateInterviews";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { PageHeader } from "@/components/shell/PageHeader";
import { can } from "@/lib/auth/caller";
import { CandidateDuplicates } from "./CandidateDuplicates";
import { CandidateMessages } from "./CandidateMessages";
import { CandidatePools } from "./CandidatePools";
import { CandidateTags } from "./CandidateTags";
import { APPLICATION_STATUS_TONES, Badge } from "@/components/ui/Badge";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton, Spinner } from "@/components/ui/Spinner";
import type { CandidateResponse } from "@/lib/schemas/responses/candidate";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { candidateOperations } from "@/lib/openapi/operations/candidates";

type Candidate = z.infer<typeof CandidateResponse>["candidate"];
type CandidateApplication = Candidate["applications"][number];

// erased candidates keep a placeholder address that reaches nobody (docs/decisions/197)
const isErased = (email: string) => email.endsWith("@erased.invalid");

// Everything about one person the viewer may see: contact details, each visible application
// with its stage, status and feedback summary, and the notes on them. Two requests.
export function CandidateView({ candidateId }: { candidateId: number }) {
  const t = useTranslations("Recruiter.Candidates.CandidateView");
  const format = useFormatting();
  const user = useCurrentUser();
  const candidate = useEndpoint<typeof candidateOperations.getCandidate>(`/api/candidates/${candidateId}`);
  const notes = useEndpoint<typeof candidateOperations.listNotes>(`/api/candidates/${candidateId}/notes`);
  // what the notes list leaves out for a reviewer who has not submitted yet (docs/decisions/170)
  const hidden = useEndpoint<typeof candidateOperations.getHiddenNotes>(`/api/candidates/${candidateId}/notes/hidden`);

  if (candidate.status === 404) notFound();
  if (!candidate.data) {
    return candidate.error ? (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">{t("candidate")}</h1>
        <ErrorMessage message={candidate.error} onRetry={candidate.reload} />
      </div>
    ) : (
      <div className="space-y-4">
        <h1 className="sr-only">{t("candidate")}</h1>
        <Spinner label={t("loadingTheCandidate")} />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48" />
      </div>
    );
  }

  const person = candidate.data.candidate;
  // talent pools and merges are the recruiting team's (decisions 351, 352)
  // a merge (or its undo) changes the applications and notes shown
  const reloadAll = () => {
    candidate.reload();
    notes.reload();
  };
  const erased = isErased(person.email);
  const blind = hidden.data !== null && hidden.data.awaitingFeedback.length > 0;
  return (
    <>
      <PageHeader
        title={erased ? t("erasedCandidate") : person.name}
        description={
          person.applications.length === 0
            ? t("noApplicationsSummary")
            : t("summary", { count: person.applications.length, n: format.number(person.applications.length), date: format.date(firstApplied(person.applications)) })
        }
      />
      <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
        <div className="space-y-4 lg:col-span-2">
          <Section id="applications" title={t("applications")}>
            {/* a person referred to the company in general has none yet (docs/decisions/501) */}
            {person.applications.length === 0 ? (
              <EmptyState title={t("noApplicationsTitle")} description={t("noApplicationsDescription")} />
            ) : (
              <ul className="divide-y divide-slate-200">
                {person.applications.map((application) => (
                  <ApplicationRow key={application.id} application={application} />
                ))}
              </ul>
            )}
          </Section>
          {person.canTag && !erased ? (
            <CandidateMessages candidateId={person.id} name={person.name} applications={person.applications.map((a) => ({ id: a.id, jobTitle: a.jobTitle }))} />
          ) : null}
          <CandidateInterviews applicationIds={person.applications.map((a) => a.id)} />
          <Section id="notes" title={t("notes")} description={t("notesBelongToThePerson")}>
            {blind ? <HiddenNotesNotice hidden={hidden.data!} /> : null}
            {notes.data ? (
              notes.data.notes.length === 0 ? (
                blind ? (
                  <p className="text-sm text-slate-600">{t("youHaveNotAddedNotes")}</p>
                ) : (
                  <EmptyState title={t("noNotesYet")} description={t("addANoteFromAny")} />
                )
              ) : (
                <ul className="space-y-3">
                  {notes.data.notes.map((note) => (
                    <li key={note.id} className="rounded-md border border-slate-200 p-3">
                      <NoteBody body={note.body} className="whitespace-pre-wrap break-words text-sm text-slate-900" />
                      <p className="mt-1 text-xs text-slate-600">
                        {note.authorName} · {format.dateTime(note.createdAt)}
                      </p>
                    </li>
                  ))}
                </ul>
              )
            ) : notes.error ? (
              <ErrorMessage message={notes.error} onRetry={notes.reload} />
            ) : (
              <Spinner label={t("loadingNotes")} />
            )}
          </Section>
        </div>
        <div className="space-y-4">
          <Section id="contact" title={t("contact")}>
            {erased ? (
              <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{t("thisCandidatesPersonalDataWas")}</p>
            ) : (
              <dl className="space-y-2 text-sm">
                <div>
                  <dt className="text-slate-600">{t("eMail")}</dt>
                  <dd className="break-words">
                    <a href={`mailto:${person.email}`} className="text-brand-700 underline hover:no-underline">
                      {person.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t("phone")}</dt>
                  <dd>{person.phone ?? <span className="text-slate-600">{t("notGiven")}</span>}</dd>
                </div>
              </dl>
            )}
          </Section>
          {person.canTag && !erased ? <CandidateTags key={person.tags.join("\n")} candidateId={person.id} initial={person.tags} name={person.name} /> : null}
          {!erased && can(user, "talent_pools.manage") ? <CandidatePools key={person.talentPools.map((p) => p.id).join()} candidateId={person.id} name={person.name} initial={person.talentPools} /> : null}
          {!erased && can(user, "candidates.merge") ? <CandidateDuplicates key={person.applications.length} candidateId={person.id} name={person.name} onMerged={reloadAll} /> : null}
        </div>
      </div>
    </>
  );
}

// The earliest application the viewer can see: the candidate's own createdAt is when the record was
// made, which need not be when the person first applied.
function firstApplied(applications: CandidateApplication[]): string {
  return applications.reduce((first, a) => (a.createdAt < first ? a.createdAt : first), applications[0].createdAt);
}

function ApplicationRow({ application }: { application: CandidateApplication }) {
  const labels = useTranslations("Recruiter.Labels");
  const t = useTranslations("Recruiter.Candidates.CandidateView");
  const format = useFormatting();
  const feedback = application.feedback;
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link href={`/applications/${application.id}`} className="font-medium text-brand-700 underline hover:no-underline">
          {application.jobTitle}
        </Link>
        <p className="text-sm text-slate-600">
          {t("applicationFacts", { stage: application.stageName, applied: format.date(application.createdAt), updated: format.date(application.updatedAt) })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Badge tone={APPLICATION_STATUS_TONES[application.status]}>{labels(`applicationStatus.${application.status}`)}</Badge>
        <span>
          {feedback === null
            ? t("feedbackHiddenUntilYouSubmit")
            : feedback.count === 0
              ? t("noFeedbackYet")
              : feedback.averageScore === null
                ? t("feedbackCount", { count: feedback.count, n: format.number(feedback.count) })
                : t("feedbackAverage", { count: feedback.count, n: format.number(feedback.count), average: format.average(feedback.averageScore) })}
        </span>
      </div>
    </li>
  );
}

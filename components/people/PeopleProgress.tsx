"use client";

import { useTranslations } from "next-intl";
import { Section } from "@/components/application/Section";
import { Badge, type BadgeTone } from "@/components/ui/Badge";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton, Spinner } from "@/components/ui/Spinner";
import { useFormatting } from "@/components/ui/use-formatting";

export type ProgressStatus = "received" | "active" | "rejected" | "hired" | "withdrawn";
export type PersonProgress = { id: number; candidateName: string; jobTitle: string | null; status: ProgressStatus; stageLabel: string | null; createdAt: string };

// each list's messages: the referrer's, the agency recruiter's
const TEXTS = { referrals: "Recruiter.Referrals.Mine", agency: "Recruiter.Agency.Mine" } as const;

const TONES: Record<ProgressStatus, BadgeTone> = { received: "neutral", active: "brand", rejected: "neutral", hired: "green", withdrawn: "neutral" };

// The people a member brought (their referrals, an agency recruiter's submissions), newest first,
// each with the status and the stage as the candidate reads them: never feedback, notes or offers,
// which the APIs behind both lists do not send. `list` picks the list's own messages; `dateHeading`
// and `noJob` are the words that differ between them.
export function PeopleProgress({
  id,
  list,
  dateHeading,
  noJob,
  people,
  error,
  onRetry,
}: {
  id: string;
  list: keyof typeof TEXTS;
  dateHeading: string;
  noJob: string;
  people: PersonProgress[] | null;
  error: string | null;
  onRetry: () => void;
}) {
  const t = useTranslations(TEXTS[list]);
  const format = useFormatting();
  return (
    <Section id={id} title={t("title")} description={t("description")}>
      {people === null ? (
        error ? (
          <ErrorMessage message={error} onRetry={onRetry} />
        ) : (
          <div className="space-y-2">
            <Spinner label={t("loading")} />
            <Skeleton className="h-24" />
          </div>
        )
      ) : people.length === 0 ? (
        <EmptyState title={t("emptyTitle")} description={t("emptyDescription")} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid={id}>
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t("person")}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t("job")}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t("progress")}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {dateHeading}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {people.map((person) => (
                <tr key={person.id}>
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {person.candidateName}
                  </th>
                  <td className="py-2 pr-3 text-slate-700">{person.jobTitle ?? noJob}</td>
                  <td className="py-2 pr-3">
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge tone={TONES[person.status]}>{t(`status.${person.status}` as "status.active")}</Badge>
                      {person.stageLabel && person.status === "active" ? <span className="text-slate-700">{person.stageLabel}</span> : null}
                    </span>
                  </td>
                  <td className="py-2 text-slate-700">{format.date(person.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

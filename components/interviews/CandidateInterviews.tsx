"use client";

import { useEffect, useState } from "react";
import Link from "@/components/ui/Link";
import { Section } from "@/components/application/Section";
import { Badge } from "@/components/ui/Badge";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { useViewerLocale } from "@/components/ui/use-formatting";
import { call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { timeRange, type Interview } from "./types";
import { useTranslations } from "next-intl";
import type { interviewOperations } from "@/lib/openapi/operations/interviews";

// Every interview of the person's applications the viewer sees, by time (a person has a few)
export function CandidateInterviews({ applicationIds }: { applicationIds: number[] }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Interviews.CandidateInterviews");
  const labels = useTranslations("Recruiter.Labels");
  const locale = useViewerLocale();
  const [interviews, setInterviews] = useState<Interview[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = applicationIds.join(",");

  useEffect(() => {
    let live = true;
    Promise.all(key.split(",").filter(Boolean).map((id) => call<typeof interviewOperations.listApplicationInterviews>("GET", `/api/applications/${id}/interviews`)))
      .then((lists) => live && setInterviews(lists.flatMap((l) => l.interviews).sort((a, b) => a.startsAt.localeCompare(b.startsAt))))
      .catch((caught: unknown) => live && setError(caught instanceof Error ? messageOf(caught) : t("couldNotLoad")));
    return () => {
      live = false;
    };
  }, [key, t, messageOf]);

  return (
    <Section id="candidate-interviews" title={t("interviews")} description={t("timesAreInYourTime")}>
      <ErrorMessage message={error} />
      {!interviews && !error ? <Spinner label={t("loadingInterviews")} /> : null}
      {interviews && interviews.length === 0 ? <p className="text-sm text-slate-600">{t("noInterviewsYet")}</p> : null}
      {interviews && interviews.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {interviews.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <Link href={`/applications/${i.applicationId}`} className="font-medium text-brand-700 underline hover:no-underline">
                  {i.title}
                </Link>
                <span className="block text-slate-600">
                  {i.jobTitle} · {timeRange(locale, i.startsAt, i.endsAt)}
                </span>
              </span>
              <Badge tone={i.status === "scheduled" ? "green" : i.status === "completed" ? "brand" : "neutral"}>{labels(`interviewStatus.${i.status}`)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

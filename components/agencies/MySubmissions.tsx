"use client";

import { useTranslations } from "next-intl";
import { Section } from "@/components/application/Section";
import { Badge, type BadgeTone } from "@/components/ui/Badge";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton, Spinner } from "@/components/ui/Spinner";
import { useFormatting } from "@/components/ui/use-formatting";

export type MySubmission = { id: number; candidateName: string; jobTitle: string; status: "active" | "rejected" | "hired" | "withdrawn"; stageLabel: string | null; createdAt: string };

const TONES: Record<MySubmission["status"], BadgeTone> = { active: "brand", rejected: "neutral", hired: "green", withdrawn: "neutral" };

// "My submissions" (docs/decisions/504): the recruiter's own, newest first, each with the status and
// the stage as the candidate reads them; never feedback, notes or offers (the API sends none).
export function MySubmissions({ submissions, error, onRetry }: { submissions: MySubmission[] | null; error: string | null; onRetry: () => void }) {
  const t = useTranslations("Recruiter.Agency.Mine");
  const format = useFormatting();
  return (
    <Section id="my-submissions" title={t("title")} description={t("description")}>
      {submissions === null ? (
        error ? (
          <ErrorMessage message={error} onRetry={onRetry} />
        ) : (
          <div className="space-y-2">
            <Spinner label={t("loading")} />
            <Skeleton className="h-24" />
          </div>
        )
      ) : submissions.length === 0 ? (
        <EmptyState title={t("emptyTitle")} description={t("emptyDescription")} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="my-submissions">
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
                  {t("submittedOn")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {submissions.map((s) => (
                <tr key={s.id}>
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {s.candidateName}
                  </th>
                  <td className="py-2 pr-3 text-slate-700">{s.jobTitle}</td>
                  <td className="py-2 pr-3">
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge tone={TONES[s.status]}>{t(`status.${s.status}`)}</Badge>
                      {s.stageLabel && s.status === "active" ? <span className="text-slate-700">{s.stageLabel}</span> : null}
                    </span>
                  </td>
                  <td className="py-2 text-slate-700">{format.date(s.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

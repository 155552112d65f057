"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { LocalTime } from "@/components/ui/LocalTime";
import { Spinner } from "@/components/ui/Spinner";
import { useEndpoint } from "@/lib/ui/use-api";
import { activitySentence, type ActivityItem } from "./activity-sentence";
import { Section } from "./Section";
import { useTranslations } from "next-intl";
import type { activityOperations } from "@/lib/openapi/operations/activity";

const FIRST = 8;

const DOT: Partial<Record<ActivityItem["type"], string>> = {
  applied: "bg-brand-600",
  moved: "bg-sky-600",
  status_changed: "bg-amber-600",
  withdrawn: "bg-slate-500",
  feedback_submitted: "bg-emerald-600",
  feedback_updated: "bg-emerald-600",
};

// The application's history (GET /api/applications/{id}/activity, docs/decisions/184), newest
// first. `refreshKey` changes when something on the screen changed the application, so the new
// event shows without a reload of the page.
export function ActivityPanel({ applicationId, refreshKey }: { applicationId: number; refreshKey: string }) {
  const t = useTranslations("Recruiter.Application.ActivityPanel");
  const tr = useTranslations("Recruiter");
  const format = useFormatting();
  const { data, error, loading, reload } = useEndpoint<typeof activityOperations.listApplicationActivity>(`/api/applications/${applicationId}/activity`);
  const [showAll, setShowAll] = useState(false);
  const seen = useRef(refreshKey);
  useEffect(() => {
    if (seen.current === refreshKey) return;
    seen.current = refreshKey;
    reload();
  }, [refreshKey, reload]);

  const activity = data?.activity ?? null;
  const shown = activity && !showAll ? activity.slice(0, FIRST) : activity;

  return (
    <Section
      id="activity"
      title={t("activity")}
      description={t("whoDidWhatAndWhen")}
      actions={
        <Button variant="secondary" size="sm" onClick={reload} loading={loading && activity !== null} aria-label={t("refreshTheActivity")}>
          {t("refresh")}
        </Button>
      }
    >
      <ErrorMessage message={error} onRetry={reload} />
      {activity === null && loading ? <Spinner label={t("loadingTheActivity")} /> : null}
      {activity && activity.length === 0 ? <p className="text-sm text-slate-600">{t("noActivityRecordedYetMoves")}</p> : null}
      {shown && shown.length > 0 ? (
        <ol className="space-y-3" aria-label={t("activityNewestFirst")}>
          {shown.map((item) => (
            <li key={item.id} className="flex gap-3 text-sm">
              <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${DOT[item.type] ?? "bg-slate-400"}`} />
              <div className="min-w-0">
                <p className="break-words text-slate-900">
                  {activitySentence(item, tr)}
                  {item.type === "note_added" ? (
                    <>
                      {" "}
                      <a href="#notes-title" className="text-brand-700 underline hover:no-underline">
                        {t("seeNotes")}
                      </a>
                    </>
                  ) : null}
                </p>
                {item.rejectionReason ? <p className="break-words text-slate-700">{t("reason", { reason: item.rejectionReason })}</p> : null}
                <LocalTime iso={item.createdAt} className="text-xs text-slate-600" />
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {activity && activity.length > FIRST ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
          {showAll ? t("showFewer") : t("showAll", { count: activity.length, n: format.number(activity.length) })}
        </Button>
      ) : null}
    </Section>
  );
}

"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { actionLabel } from "@/components/audit/describe";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { LocalTime } from "@/components/ui/LocalTime";
import { Spinner } from "@/components/ui/Spinner";
import { APPLICATION_STATUS_LABELS } from "@/lib/ui/format";
import { useApi } from "@/lib/ui/use-api";
import type { ActivityItem as ActivityItemSchema } from "@/lib/schemas/responses/activity";
import { Section } from "./Section";
import { useTranslations } from "next-intl";

type ActivityItem = z.infer<typeof ActivityItemSchema>;

const FIRST = 8;

function status(value: ActivityItem["toStatus"]): string {
  return value ? APPLICATION_STATUS_LABELS[value].toLowerCase() : "unknown";
}

const INTERVIEW_VERBS: Record<string, string> = { "interview.scheduled": "scheduled", "interview.rescheduled": "rescheduled", "interview.updated": "changed the details of", "interview.cancelled": "cancelled" };

// One event as a sentence; names are as they were when it happened.
function describe(item: ActivityItem): string {
  const who = item.actorName;
  switch (item.type) {
    case "applied":
      return item.toStage ? `Application received, in ${item.toStage}` : "Application received";
    case "moved":
      return `${who} moved it from ${item.fromStage ?? "another stage"} to ${item.toStage ?? "another stage"}`;
    case "status_changed":
      if (item.toStatus === "active") return `${who} reopened it`;
      if (item.toStatus === "hired") return `${who} marked it hired`;
      return `${who} changed the status from ${status(item.fromStatus)} to ${status(item.toStatus)}`;
    case "withdrawal_requested":
      return "A withdrawal link was requested on the careers site";
    case "withdrawn":
      return "The candidate withdrew the application";
    case "review_requested":
      return item.people.length ? `${who} asked ${item.people.join(", ")} to review` : `${who} asked for a review`;
    case "feedback_submitted":
      return `${who} submitted feedback`;
    case "feedback_updated":
      return `${who} updated their feedback`;
    case "note_added":
      return `${who} added a note`;
    case "message_sent":
      return item.action === "message.scheduled" ? `${who} wrote to the candidate, to be sent later: “${item.subject ?? ""}”` : `${who} wrote to the candidate: “${item.subject ?? ""}”`;
    case "message_received":
      return `The candidate replied by e-mail: “${item.subject ?? ""}”`;
    default:
      if (INTERVIEW_VERBS[item.action]) return `${who} ${INTERVIEW_VERBS[item.action]} an interview`;
      return `${who}: ${actionLabel(item.action)}`;
  }
}

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
  const format = useFormatting();
  const { data, error, loading, reload } = useApi<{ activity: ActivityItem[] }>(`/api/applications/${applicationId}/activity`);
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
                  {describe(item)}
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

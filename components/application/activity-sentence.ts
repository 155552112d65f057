import type { z } from "zod";
import { actionLabel } from "@/components/audit/describe";
import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import type { ActivityItem as ActivityItemSchema } from "@/lib/schemas/responses/activity";

export type ActivityItem = z.infer<typeof ActivityItemSchema>;

const INTERVIEW_ACTIONS = new Set(["interview.scheduled", "interview.rescheduled", "interview.updated", "interview.cancelled"]);
const PANEL_ACTIONS = new Set(["panel.scheduled", "panel.moved", "panel.cancelled"]);

// One event of an application's history as a sentence (Recruiter.Application.ActivityPanel); names
// are as they were when it happened.
export function activitySentence(item: ActivityItem, t: RecruiterT): string {
  const s = (key: string, values?: Record<string, string>) => t(`Application.ActivityPanel.${key}`, values);
  const who = item.actorName;
  const status = (value: ActivityItem["toStatus"]) => (value ? t(`Labels.applicationStatus.${value}`).toLowerCase() : s("unknownStatus"));
  switch (item.type) {
    case "applied":
      return item.toStage ? s("appliedIn", { stage: item.toStage }) : s("applied");
    case "moved":
      return s("moved", { who, from: item.fromStage ?? s("anotherStage"), to: item.toStage ?? s("anotherStage") });
    case "status_changed":
      if (item.toStatus === "active") return s("reopened", { who });
      if (item.toStatus === "hired") return s("markedHired", { who });
      return s("statusChanged", { who, from: status(item.fromStatus), to: status(item.toStatus) });
    case "withdrawal_requested":
      return s("withdrawalRequested");
    case "withdrawn":
      return s("withdrawn");
    case "review_requested":
      return item.people.length ? s("reviewRequestedOf", { who, people: item.people.join(", ") }) : s("reviewRequested", { who });
    case "feedback_submitted":
      return s("feedbackSubmitted", { who });
    case "feedback_updated":
      return s("feedbackUpdated", { who });
    case "note_added":
      return s("noteAdded", { who });
    case "message_sent":
      return s(item.action === "message.scheduled" ? "messageScheduled" : "messageSent", { who, subject: item.subject ?? "" });
    case "message_received":
      return s("messageReceived", { subject: item.subject ?? "" });
    default:
      if (item.action === "debrief.decided") {
        if (item.toStage) return s("debriefAdvanced", { who, to: item.toStage });
        return s(item.toStatus === "rejected" ? "debriefRejected" : "debriefHeld", { who });
      }
      if (INTERVIEW_ACTIONS.has(item.action)) return s(`interview.${item.action.slice("interview.".length)}`, { who });
      if (PANEL_ACTIONS.has(item.action)) return s(`panel.${item.action.slice("panel.".length)}`, { who });
      return s("other", { who, action: actionLabel(item.action, t) });
  }
}

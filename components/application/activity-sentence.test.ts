import { describe, expect, it } from "vitest";
import { englishRecruiterT } from "@/tests/support/recruiter-t";
import { activitySentence, type ActivityItem } from "./activity-sentence";

const t = englishRecruiterT();
const base: ActivityItem = {
  id: 1,
  type: "other",
  action: "application.moved",
  actorName: "Dana Reyes",
  createdAt: "2026-11-21T10:00:00.000Z",
  fromStage: null,
  toStage: null,
  fromStatus: null,
  toStatus: null,
  rejectionReason: null,
  people: [],
  noteId: null,
  messageId: null,
  subject: null,
};
const say = (item: Partial<ActivityItem>) => activitySentence({ ...base, ...item }, t);

// The application's history in the catalogue's words (Recruiter.Application.ActivityPanel, decision 430).
describe("an application's activity as sentences", () => {
  it("reads moves, status changes and the application itself", () => {
    expect(say({ type: "applied", toStage: "Applied" })).toBe("Application received, in Applied");
    expect(say({ type: "applied" })).toBe("Application received");
    expect(say({ type: "moved", fromStage: "Screen", toStage: null })).toBe("Dana Reyes moved it from Screen to another stage");
    expect(say({ type: "status_changed", fromStatus: "active", toStatus: "rejected" })).toBe("Dana Reyes changed the status from active to rejected");
    expect(say({ type: "status_changed", fromStatus: "rejected", toStatus: "active" })).toBe("Dana Reyes reopened it");
    expect(say({ type: "status_changed", fromStatus: null, toStatus: "hired" })).toBe("Dana Reyes marked it hired");
  });

  it("reads reviews, messages, interviews and actions it has no sentence for", () => {
    expect(say({ type: "review_requested", people: ["Ivan", "Hana"] })).toBe("Dana Reyes asked Ivan, Hana to review");
    expect(say({ type: "review_requested" })).toBe("Dana Reyes asked for a review");
    expect(say({ type: "message_sent", action: "message.scheduled", subject: "Next steps" })).toBe("Dana Reyes wrote to the candidate, to be sent later: “Next steps”");
    expect(say({ type: "message_received", subject: "Re: Next steps" })).toBe("The candidate replied by e-mail: “Re: Next steps”");
    expect(say({ type: "other", action: "interview.rescheduled" })).toBe("Dana Reyes rescheduled an interview");
    expect(say({ type: "other", action: "offer.sent" })).toBe("Dana Reyes: Sent offer");
  });
});

import type { Tx } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { notifyMembers } from "@/lib/server/notifications/notify-members";
import type { InterviewApplication, Interviewer } from "./interview-access";
import { askInterviewersToReview } from "./ask-interviewers-to-review";
import { setInterviewTimers } from "./interview-timers";
import { queueInvitations } from "./run-invitation-job";
import type { Interview } from "./to-interview";

export type InterviewChange = "scheduled" | "rescheduled" | "updated" | "cancelled";

// What every change of an interview leaves, in its transaction: the webhook event (updated
// details without a new time send no event: there are three, scheduled, rescheduled and cancelled), the audit entry on the
// application (so it reads on the application's activity timeline), the timers, the booked
// interviewers' review requests (decision 455), and the job that writes the invitations once it
// committed (docs/decisions/410).
export async function recordInterviewChange(
  tx: Tx,
  actor: AuditActor,
  organizationId: number,
  change: InterviewChange,
  context: {
    interview: Interview;
    previous: Partial<Interview> | null;
    application: InterviewApplication;
    interviewers: Interviewer[];
    // the calendar identity, and interviewers taken off it (they get a CANCEL)
    uid: string;
    sequence: number;
    removed?: Interviewer[];
  },
): Promise<void> {
  const { interview, previous, application, interviewers } = context;
  if (change !== "updated") {
    await recordEvent(tx, { organizationId, type: `interview.${change}`, data: interview, previous });
  }
  await recordAudit(tx, actor, {
    organizationId,
    action: `interview.${change}`,
    targetType: "application",
    targetId: application.id,
    targetLabel: application.label,
    metadata: {
      interviewId: interview.id,
      title: interview.title,
      startsAt: interview.startsAt,
      endsAt: interview.endsAt,
      timeZone: interview.timeZone,
      interviewers: interviewers.map((i) => i.name),
      ...(previous && (previous.startsAt || previous.endsAt) ? { previousStartsAt: previous.startsAt ?? interview.startsAt } : {}),
    },
  });
  if (change === "scheduled" || change === "rescheduled") await setInterviewTimers(tx, interview);
  if (change !== "cancelled") {
    await askInterviewersToReview(tx, actor, {
      id: interview.id,
      organizationId,
      applicationId: application.id,
      applicationLabel: application.label,
      interviewerIds: interviewers.map((i) => i.id),
      requestedById: actor.userId,
    });
  }
  if (change !== "updated") {
    const verb = { scheduled: "scheduled", rescheduled: "moved", cancelled: "cancelled" }[change];
    await notifyMembers(tx, {
      organizationId,
      kind: "interview_changed",
      actorId: actor.userId,
      recipientIds: [...interviewers, ...(context.removed ?? [])].map((i) => i.id),
      // with no member behind it, the candidate moved or cancelled it on their own page
      text: `${actor.userId ? actor.name : application.candidateName} ${verb} the interview "${interview.title}" with ${application.label}`,
      url: `/applications/${application.id}`,
      applicationId: application.id,
      about: { subject: "interview", id: interview.id },
    });
  }
  await queueInvitations(tx, { change, context: { interview, uid: context.uid, sequence: context.sequence, application, interviewers, removed: context.removed ?? [], organizationId } });
}

import { randomUUID } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import type { ScheduleInterviewBody } from "@/lib/schemas/interview";
import { actorOf, type AuditActor } from "@/lib/server/audit/record-audit";
import { bookingTransaction } from "./booking-conflict";
import { interviewersOf, managedApplication, refusePastStart, type InterviewApplication } from "./interview-access";
import { manageTokenHash } from "./manage-token";
import { recordInterviewChange } from "./record-interview-change";
import { interviewSelect, toInterview } from "./to-interview";

// POST /api/applications/{id}/interviews: whoever manages the job books interviewers for a time;
// an interviewer already booked then is a 409 (the database's exclusion constraint decides, so
// two requests racing for one slot get one 201).
export async function scheduleInterview(caller: Caller, applicationId: number, body: ScheduleInterviewBody) {
  return bookingTransaction(async (tx) => {
    const application = await managedApplication(tx, caller, applicationId);
    return bookInterview(tx, caller.orgId, actorOf(caller), caller.userId, application, body);
  });
}

// The booking itself, shared with the candidate's self-scheduling (which has no caller)
export async function bookInterview(
  tx: Tx,
  organizationId: number,
  actor: AuditActor,
  createdById: string | null,
  application: InterviewApplication,
  body: ScheduleInterviewBody,
  // a panel day's interview names its panel and the planned interview it runs (decision 486)
  panel: { panelId: number; planInterviewId: number } | null = null,
) {
  if (application.status !== "active") throw new Conflict("Only the candidate of an active application is interviewed");
  refusePastStart(body.startsAt);
  const interviewers = await interviewersOf(tx, body.interviewerIds);
  const uid = `${randomUUID()}@interviews.hiring`;
  const row = await tx.interview.create({
    data: {
      organizationId,
      applicationId: application.id,
      uid,
      manageTokenHash: manageTokenHash(uid),
      title: body.title,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      timeZone: body.timeZone,
      location: body.location ?? null,
      videoUrl: body.videoUrl ?? null,
      instructions: body.instructions ?? null,
      interviewerIds: body.interviewerIds,
      createdById,
      ...(panel ?? {}),
    },
    select: { ...interviewSelect, uid: true, sequence: true },
  });
  const interview = await toInterview(tx, row);
  await recordInterviewChange(tx, actor, organizationId, "scheduled", { interview, previous: null, application, interviewers, uid: row.uid, sequence: row.sequence });
  return interview;
}

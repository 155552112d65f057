import { randomUUID } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { BadRequest, Conflict } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
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
  const planInterviewId = body.planInterviewId ?? null;
  if (planInterviewId !== null) await refuseOtherJobsPlan(tx, application.id, planInterviewId);
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
      planInterviewId,
      createdById,
      ...(panel ?? {}),
    },
    select: { ...interviewSelect, uid: true, sequence: true },
  });
  const interview = await toInterview(tx, row);
  await recordInterviewChange(tx, actor, organizationId, "scheduled", { interview, previous: null, application, interviewers, uid: row.uid, sequence: row.sequence });
  return interview;
}

// A planned interview booked must be an active one of the application's own job (400 otherwise)
async function refuseOtherJobsPlan(tx: Tx, applicationId: number, planInterviewId: number) {
  const [found] = !isStorableId(planInterviewId) ? [] : await tx.$queryRaw<{ id: number }[]>`
    SELECT p.id FROM interview_plan_interviews p JOIN applications a ON a.job_id = p.job_id
    WHERE p.id = ${planInterviewId} AND a.id = ${applicationId} AND p.archived_at IS NULL`;
  if (!found) throw new BadRequest("Invalid body: planInterviewId is not a planned interview of this application's job", [{ path: "planInterviewId", message: "is not a planned interview of this application's job" }]);
}

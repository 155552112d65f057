import type { Caller } from "@/lib/auth/caller";
import { generateToken, hashSecret } from "@/lib/auth/api-keys";
import { nowMs } from "@/lib/clock";
import { db } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { schedulingLink } from "@/lib/mail/secret-links";
import type { CreateSchedulingLinkBody } from "@/lib/schemas/interview";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { interviewersOf, managedApplication } from "@/lib/server/interviews/interview-access";

// A link lives until its window closes, and never longer than this
export const SCHEDULING_LINK_MAX_TTL_MS = 14 * 86_400_000;

// POST /api/applications/{id}/scheduling-links: whoever manages the job offers the candidate the
// named interviewers' free slots in a window; the answer's url is the only copy of the token.
export async function createSchedulingLink(caller: Caller, applicationId: number, body: CreateSchedulingLinkBody) {
  return db.$transaction(async (tx) => {
    const application = await managedApplication(tx, caller, applicationId);
    if (application.status !== "active") throw new Conflict("Only the candidate of an active application is interviewed");
    await interviewersOf(tx, body.interviewerIds);
    const token = generateToken();
    const expiresAt = new Date(Math.min(body.to.getTime(), nowMs() + SCHEDULING_LINK_MAX_TTL_MS));
    if (expiresAt.getTime() <= nowMs()) throw new Conflict("The window has passed; offer times still to come");
    const link = await tx.schedulingLink.create({
      data: {
        organizationId: caller.orgId,
        applicationId,
        tokenHash: hashSecret(token),
        title: body.title ?? "Interview",
        interviewerIds: body.interviewerIds,
        durationMinutes: body.durationMinutes,
        windowFrom: body.from,
        windowTo: body.to,
        timeZone: body.timeZone ?? "UTC",
        expiresAt,
        createdById: caller.userId,
      },
      select: { id: true },
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "interview.link_created",
      targetType: "application",
      targetId: applicationId,
      targetLabel: application.label,
      metadata: { schedulingLinkId: link.id, durationMinutes: body.durationMinutes, from: body.from.toISOString(), to: body.to.toISOString(), expiresAt: expiresAt.toISOString() },
    });
    return { id: link.id, url: schedulingLink(token), expiresAt: expiresAt.toISOString() };
  });
}

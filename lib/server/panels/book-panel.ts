import type { Caller } from "@/lib/auth/caller";
import { BadRequest } from "@/lib/errors";
import type { BookPanelBody } from "@/lib/schemas/panel";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { bookingTransaction } from "@/lib/server/interviews/booking-conflict";
import { interviewersOf, managedApplication } from "@/lib/server/interviews/interview-access";
import { bookInterview } from "@/lib/server/interviews/schedule-interview";
import { stagePlan } from "./stage-plan";
import { refuseTakenTimes } from "./taken-times";
import { panelSelect, toPanel } from "./to-panel";
import { refuseOverLimit } from "./weekly-limits";

// POST /api/applications/{id}/panel: a panel day booked as one. Each interview goes through the
// booking of a single interview (invitations, review requests, timers, calendars and the exclusion
// constraint alike), all in one transaction: an interviewer no longer free, or at their weekly
// limit, is a 409 naming them, and nothing is booked.
export async function bookPanel(caller: Caller, applicationId: number, body: BookPanelBody) {
  return bookingTransaction(async (tx) => {
    const application = await managedApplication(tx, caller, applicationId);
    const plan = await stagePlan(tx, applicationId, body.stageId);
    const planned = new Map(plan.interviews.map((i) => [i.id, i]));
    const details = body.interviews.flatMap((item, index) => {
      const p = planned.get(item.planInterviewId);
      if (!p) return [{ path: `interviews.${index}.planInterviewId`, message: "is not a planned interview of the stage" }];
      if (!p.pool.includes(item.interviewerId)) return [{ path: `interviews.${index}.interviewerId`, message: `is not an active member of the pool of "${p.name}"` }];
      return [];
    });
    if (details.length) throw new BadRequest("Every interview must be one the stage plans, run by a member of its pool", details);
    const items = [...body.interviews].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const people = new Map((await interviewersOf(tx, items.map((i) => i.interviewerId))).map((p) => [p.id, p]));
    await refuseOverLimit(tx, caller.orgId, items.map((i) => ({ interviewerId: i.interviewerId, name: people.get(i.interviewerId)!.name, startsAt: i.startsAt })));
    await refuseTakenTimes(
      tx,
      caller.orgId,
      items.map((i) => ({ interviewerId: i.interviewerId, name: people.get(i.interviewerId)!.name, title: planned.get(i.planInterviewId)!.name, startsAt: i.startsAt, endsAt: i.endsAt })),
      body.timeZone,
    );
    const panel = await tx.interviewPanel.create({ data: { organizationId: caller.orgId, applicationId, stageId: plan.stageId, createdById: caller.userId }, select: panelSelect });
    const actor = actorOf(caller);
    for (const item of items) {
      await bookInterview(
        tx,
        caller.orgId,
        actor,
        caller.userId,
        application,
        { title: planned.get(item.planInterviewId)!.name, startsAt: item.startsAt, endsAt: item.endsAt, timeZone: body.timeZone, location: body.location ?? null, videoUrl: body.videoUrl ?? null, interviewerIds: [item.interviewerId] },
        { panelId: panel.id, planInterviewId: item.planInterviewId },
      );
    }
    await recordAudit(tx, actor, {
      organizationId: caller.orgId,
      action: "panel.scheduled",
      targetType: "application",
      targetId: application.id,
      targetLabel: application.label,
      metadata: {
        panelId: panel.id,
        stage: plan.stageName,
        startsAt: items[0].startsAt.toISOString(),
        timeZone: body.timeZone,
        interviews: items.map((i) => ({ name: planned.get(i.planInterviewId)!.name, interviewer: people.get(i.interviewerId)!.name, startsAt: i.startsAt.toISOString() })),
      },
    });
    return toPanel(tx, panel);
  });
}

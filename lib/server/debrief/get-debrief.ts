import { db, type Tx } from "@/lib/db";
import { can, type Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { canManageJob } from "@/lib/server/access/visibility";

type Recommendation = "strong_no" | "no" | "yes" | "strong_yes";

// GET /api/applications/{id}/debrief (decision 486): one entry per non-cancelled interview and
// booked interviewer, the ratings the policies let the caller read, who has not submitted yet and
// the newest decision.
export async function getDebrief(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Application");
  return db.$transaction(async (tx) => {
    const application = await tx.application.findFirst({ where: { id }, select: { id: true, job: { select: { hiringManagers: { select: { userId: true } } } } } });
    if (!application) throw new NotFound("Application");
    const interviews = await tx.interview.findMany({
      where: { applicationId: id, status: { not: "cancelled" } },
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
      select: { id: true, title: true, interviewerIds: true, planInterviewId: true },
    });
    const planIds = [...new Set(interviews.flatMap((i) => (i.planInterviewId === null ? [] : [i.planInterviewId])))];
    const [plans, attributes, scorecards, hidden, decision] = await Promise.all([
      tx.interviewPlanInterview.findMany({ where: { id: { in: planIds } }, select: { id: true, name: true } }),
      tx.interviewKitAttribute.findMany({ where: { planInterviewId: { in: planIds } }, orderBy: [{ planInterviewId: "asc" }, { position: "asc" }, { id: "asc" }], select: { id: true, name: true, archivedAt: true } }),
      // the policies answer only the scorecards the caller may read
      tx.interviewScorecard.findMany({ where: { applicationId: id }, select: { interviewId: true, authorId: true, recommendation: true, ratings: { select: { attributeId: true, score: true } } } }),
      othersHidden(tx, id),
      newestDecision(tx, id),
    ]);
    const members = await tx.user.findMany({ where: { id: { in: [...new Set(interviews.flatMap((i) => i.interviewerIds))] } }, select: { id: true, name: true } });
    const nameOf = new Map(members.map((m) => [m.id, m.name]));
    const planName = new Map(plans.map((p) => [p.id, p.name]));
    const rated = new Set(scorecards.flatMap((s) => s.ratings.map((r) => r.attributeId)));
    // an attribute archived since stays in the grid while a scorecard the caller reads rates it
    const grid = attributes.filter((a) => a.archivedAt === null || rated.has(a.id)).map((a) => ({ id: a.id, name: a.name }));
    const attributeName = new Map(attributes.map((a) => [a.id, a.name]));
    const byKey = new Map(scorecards.map((s) => [`${s.interviewId}:${s.authorId}`, s]));

    const entries = interviews.flatMap((interview) =>
      interview.interviewerIds.map((interviewerId) => {
        const card = byKey.get(`${interview.id}:${interviewerId}`);
        const base = {
          id: interview.id,
          name: (interview.planInterviewId !== null ? planName.get(interview.planInterviewId) : undefined) ?? interview.title,
          interviewerId,
          interviewerName: nameOf.get(interviewerId) ?? "",
        };
        // A caller who may not read colleagues' scorecards cannot tell a missing row from one the
        // policies hide, and saying which colleagues submitted would tell the blind reviewer how far
        // the team is: their colleagues' entries say nothing (null), not "not submitted".
        if (hidden && interviewerId !== caller.userId) return { ...base, submitted: null, recommendation: null, ratings: [] };
        return {
          ...base,
          submitted: card !== undefined,
          recommendation: (card?.recommendation ?? null) as Recommendation | null,
          ratings: (card?.ratings ?? [])
            .map((r) => ({ attributeId: r.attributeId, name: attributeName.get(r.attributeId) ?? "", score: r.score }))
            .sort((a, b) => a.attributeId - b.attributeId),
        };
      }),
    );
    const pending = hidden
      ? []
      : [...new Map(entries.filter((e) => e.submitted === false).map((e) => [e.interviewerId, { userId: e.interviewerId, name: e.interviewerName }])).values()];
    const canDecide = can(caller, "applications.manage") && canManageJob(caller, application.job.hiringManagers.map((m) => m.userId));
    return { interviews: entries, attributes: grid, pending, decision, canDecide };
  });
}

// Whether the policies hide colleagues' scorecards on this application from the caller: a
// reviewer still blind on it, or one who sees every job without feedback.view_all and has not
// scored it (prisma/policies/62-interview-plans.sql). Asked of the database's own caller sets, so
// it answers as the policies do.
async function othersHidden(tx: Tx, applicationId: number): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ hidden: boolean }[]>`
    SELECT (${applicationId}::int IN (SELECT caller_blind_application_ids()))
        OR ((SELECT caller_sees_all_jobs()) AND NOT (SELECT caller_can('feedback.view_all'))
            AND ${applicationId}::int NOT IN (SELECT caller_feedback_application_ids())) AS hidden`;
  return row.hidden;
}

export const decisionSelect = {
  id: true,
  decision: true,
  reason: true,
  rejectionReasonId: true,
  toStageId: true,
  decidedById: true,
  decidedAt: true,
} as const;

// The newest decision the policies let the caller read (none for a reviewer still blind)
export async function newestDecision(tx: Tx, applicationId: number) {
  const row = await tx.debriefDecision.findFirst({ where: { applicationId }, orderBy: [{ decidedAt: "desc" }, { id: "desc" }], select: decisionSelect });
  return row ? toDecisionView(tx, row) : null;
}

export async function toDecisionView(tx: Tx, row: { id: number; decision: string; reason: string; rejectionReasonId: number | null; toStageId: number | null; decidedById: string | null; decidedAt: Date }) {
  const decider = row.decidedById ? await tx.user.findFirst({ where: { id: row.decidedById }, select: { id: true, name: true } }) : null;
  return {
    id: row.id,
    decision: row.decision as "advance" | "reject" | "hold",
    reason: row.reason,
    rejectionReasonId: row.rejectionReasonId,
    toStageId: row.toStageId,
    decidedBy: decider,
    decidedAt: row.decidedAt.toISOString(),
  };
}

import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

// GET /api/applications/{id}/planned-interviews: the interviews the plan holds for the application's
// current stage, each with whether one is booked for it (scheduled or completed, not cancelled).
// Whoever sees the application reads it; the interviews counted are the ones the caller sees.
export async function listPlannedInterviews(applicationId: number) {
  if (!isStorableId(applicationId)) throw new NotFound("Application");
  return db.$transaction(async (tx) => {
    const application = await tx.application.findFirst({ where: { id: applicationId }, select: { jobId: true, currentStageId: true } });
    if (!application) throw new NotFound("Application");
    const planned = await tx.interviewPlanInterview.findMany({
      where: { jobId: application.jobId, stageId: application.currentStageId, archivedAt: null },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      select: { id: true, name: true, durationMinutes: true, stageId: true },
    });
    const booked = planned.length
      ? await tx.interview.findMany({ where: { applicationId, planInterviewId: { in: planned.map((p) => p.id) }, status: { not: "cancelled" } }, select: { planInterviewId: true } })
      : [];
    const scheduled = new Set(booked.map((b) => b.planInterviewId));
    return { interviews: planned.map((p) => ({ planInterviewId: p.id, name: p.name, durationMinutes: p.durationMinutes, stageId: p.stageId, scheduled: scheduled.has(p.id) })) };
  });
}

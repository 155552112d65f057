import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { isStorableId } from "@/lib/schemas/common";
import type { InterviewAgreementQuery } from "@/lib/schemas/panel";

type Row = { planInterviewId: number; name: string; scored: bigint; agreed: bigint };

// GET /api/reports/interview-agreement?jobId=: per planned interview (of the job, or of every job the
// caller sees), how often its scorecards' recommendations agreed with how the application ended: a
// yes or strong yes on an application that was hired, a no or strong no on one that was rejected.
// Only decided applications count (hired or rejected): active and withdrawn ones are left out, and
// so are scorecards without a recommendation. The scorecards are those the caller's policies let them
// read (a reviewer still blind on an application counts only their own there).
export async function interviewAgreementReport(caller: Caller, query: InterviewAgreementQuery) {
  return db.$transaction(async (tx) => {
    if (query.jobId !== undefined) {
      const job = isStorableId(query.jobId) ? await tx.job.findFirst({ where: { id: query.jobId }, select: { id: true } }) : null;
      if (!job) throw new NotFound("Job");
    }
    const onJob = query.jobId === undefined ? Prisma.empty : Prisma.sql`AND p.job_id = ${query.jobId}`;
    const rows = await tx.$queryRaw<Row[]>`
      SELECT p.id AS "planInterviewId", p.name,
        count(s.id) AS scored,
        count(s.id) FILTER (WHERE (a.status = 'hired' AND s.recommendation IN ('yes', 'strong_yes'))
                               OR (a.status = 'rejected' AND s.recommendation IN ('no', 'strong_no'))) AS agreed
      FROM interview_plan_interviews p
      LEFT JOIN interviews i ON i.plan_interview_id = p.id
      LEFT JOIN applications a ON a.id = i.application_id AND a.status IN ('hired', 'rejected')
      LEFT JOIN interview_scorecards s ON s.interview_id = i.id AND a.id IS NOT NULL AND s.recommendation IS NOT NULL
      WHERE TRUE ${onJob}
      GROUP BY p.id, p.name, p.job_id, p.position, p.archived_at
      HAVING p.archived_at IS NULL OR count(s.id) > 0
      ORDER BY p.job_id, p.position, p.id`;
    return {
      interviews: rows.map((r) => {
        const scored = Number(r.scored);
        const agreed = Number(r.agreed);
        return { planInterviewId: r.planInterviewId, name: r.name, scored, agreed, rate: scored ? Math.round((agreed / scored) * 1000) / 1000 : null };
      }),
    };
  });
}

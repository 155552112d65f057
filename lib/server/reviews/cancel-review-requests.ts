import { db } from "@/lib/db";
import { can, type Caller } from "@/lib/auth/caller";
import { Forbidden } from "@/lib/errors";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { findFeedbackApplication } from "@/lib/server/feedback/find-feedback-application";
import { listInterviewers } from "@/lib/server/reviews/list-interviewers";

// Managers of the job take back requests to review (the Undo of a bulk request, decision 280):
// the named colleagues' requests go, feedback they already wrote stays. Naming someone who was
// not asked changes nothing.
export async function cancelReviewRequests(caller: Caller, applicationId: number, userIds: string[], options: { undo?: boolean } = {}) {
  const found = await findFeedbackApplication(caller, applicationId);
  if (!found.canManage || !can(caller, "applications.manage")) throw new Forbidden("Only admins, recruiters and the job's hiring managers can cancel review requests");
  return db.$transaction(async (tx) => {
    const requests = await tx.reviewRequest.findMany({
      where: { applicationId, reviewerId: { in: userIds } },
      orderBy: { id: "asc" },
      select: { id: true, reviewerId: true, reviewer: { select: { name: true } } },
    });
    if (requests.length > 0) {
      await tx.reviewRequest.deleteMany({ where: { id: { in: requests.map((r) => r.id) } } });
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "review.cancelled",
        targetType: "application",
        targetId: applicationId,
        targetLabel: applicationLabel(found.application.candidateName, found.application.job.title),
        metadata: { reviewers: requests.map((r) => ({ userId: r.reviewerId, name: r.reviewer.name })), ...(options.undo ? { undo: true } : {}) },
      });
    }
    return { interviewers: await listInterviewers(tx, applicationId) };
  });
}

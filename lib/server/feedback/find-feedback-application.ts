import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { canManageJob } from "@/lib/server/access/visibility";

// The application as the feedback view needs it, if the caller may see it; otherwise 404. Name,
// phone and résumé are the application's own, the e-mail its candidate's (docs/decisions/115).
export async function findFeedbackApplication(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Application");
  const application = await db.application.findFirst({
    where: { id },
    select: {
      id: true,
      candidateId: true,
      jobId: true,
      candidateName: true,
      candidatePhone: true,
      candidateResumeUrl: true,
      candidate: { select: { email: true } },
      job: { select: { title: true, kitBody: true, hiringManagers: { select: { userId: true } } } },
    },
  });
  if (!application) throw new NotFound("Application");
  const canManage = canManageJob(caller, application.job.hiringManagers.map((m) => m.userId));
  return { application, canManage };
}

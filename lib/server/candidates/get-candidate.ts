import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { visibleApplicationsWhere, visibleCandidatesWhere } from "@/lib/server/access/visibility";

// GET /api/candidates/{id} (extension): the candidate with the applications of theirs the caller
// may see, oldest first; a candidate with none of those is not found, as for their notes.
export async function getCandidate(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Candidate");
  const candidate = await db.candidate.findFirst({
    where: { id, ...visibleCandidatesWhere(caller) },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      resumeUrl: true,
      createdAt: true,
      applications: {
        where: visibleApplicationsWhere(caller),
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          jobId: true,
          job: { select: { title: true } },
          status: true,
          currentStageId: true,
          createdAt: true,
          updatedAt: true,
        },
      },
    },
  });
  if (!candidate || candidate.applications.length === 0) throw new NotFound("Candidate");
  const applications = candidate.applications.map(({ job, ...application }) => ({
    id: application.id,
    jobId: application.jobId,
    jobTitle: job.title,
    status: application.status,
    currentStageId: application.currentStageId,
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
  }));
  return { ...candidate, applications };
}

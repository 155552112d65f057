import { ownerDb } from "@/lib/db/owner";
import type { ApplicationStatus } from "@/lib/generated/prisma/enums";
import { createCandidate } from "./candidate";

type JobWithStages = { id: number; organizationId: number; stages: { id: number; position: number }[] };

export type ApplicationFactoryInput = {
  candidate?: { id: number };
  candidateName?: string;
  candidateEmail?: string;
  stageIndex?: number; // position of the current stage; the history walks every stage before it
  status?: ApplicationStatus;
  createdAt?: Date;
  // when the application reached its current stage (and, for a closed one, when it closed)
  endedAt?: Date;
  coverLetter?: string | null;
  rejectionReason?: string | null;
  rejectionReasonId?: number | null;
};

// An application with a stage history that walks stage 0..stageIndex at even intervals
// between createdAt and endedAt; a non-active one has its last visit closed when it ended.
export async function createApplication(job: JobWithStages, data: ApplicationFactoryInput = {}) {
  const stages = [...job.stages].sort((a, b) => a.position - b.position);
  const stageIndex = Math.min(data.stageIndex ?? 0, stages.length - 1);
  const status = data.status ?? "active";
  const createdAt = data.createdAt ?? new Date();
  const endedAt = data.endedAt ?? new Date(Math.max(createdAt.getTime(), Date.now() - 1000));
  const candidate = data.candidate
    ? await ownerDb.candidate.findUniqueOrThrow({ where: { id: data.candidate.id } })
    : await createCandidate(job.organizationId, { name: data.candidateName, email: data.candidateEmail });
  const step = stageIndex === 0 ? 0 : (endedAt.getTime() - createdAt.getTime()) / (stageIndex + 1);
  const visits = stages.slice(0, stageIndex + 1).map((stage, i) => {
    const enteredAt = new Date(createdAt.getTime() + step * i);
    const isLast = i === stageIndex;
    const leftAt = isLast ? (status === "active" ? null : endedAt) : new Date(createdAt.getTime() + step * (i + 1));
    return { stageId: stage.id, enteredAt, leftAt };
  });
  return ownerDb.application.create({
    data: {
      organizationId: job.organizationId,
      jobId: job.id,
      candidateId: candidate.id,
      currentStageId: stages[stageIndex].id,
      status,
      coverLetter: data.coverLetter ?? null,
      // sent with the candidate's details of the moment, as the public apply does (docs/decisions/115)
      candidateName: candidate.name,
      candidatePhone: candidate.phone,
      candidateResumeUrl: candidate.resumeUrl,
      rejectionReason: status === "rejected" ? (data.rejectionReason ?? "Not a fit for the role") : null,
      rejectionReasonId: status === "rejected" ? (data.rejectionReasonId ?? null) : null,
      hiredAt: status === "hired" ? endedAt : null,
      closedAt: status === "active" ? null : endedAt,
      createdAt,
      updatedAt: endedAt,
      stageVisits: { create: visits },
    },
  });
}

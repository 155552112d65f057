import { z } from "zod";
import { ApplicationStatus } from "./application";
import { ResourceId, Timestamp } from "./common";

// GET /api/candidates/{id} (extension): the person and the applications of theirs the caller may see.
export const CandidateApplication = z.object({
  id: ResourceId,
  jobId: ResourceId,
  jobTitle: z.string(),
  status: ApplicationStatus,
  currentStageId: ResourceId,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const Candidate = z.object({
  id: ResourceId,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  createdAt: Timestamp,
  applications: z.array(CandidateApplication).describe("Only those the caller may see, oldest first"),
});

export const CandidateResponse = z.object({ candidate: Candidate });

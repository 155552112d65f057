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
  stageName: z.string().describe("Name of the current stage (extension)"),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  feedback: z
    .object({ count: z.number().int().min(0), averageScore: z.number().nullable() })
    .nullable()
    .describe("Feedback entries and the mean of their ratings (extension); null until the caller may see it (managers of the job, or a reviewer after submitting their own)"),
});

export const Candidate = z.object({
  id: ResourceId,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  createdAt: Timestamp,
  tags: z
    .array(z.string())
    .describe("Extension: the hiring team's tags, alphabetical; empty for a caller who manages none of the candidate's applications (docs/decisions/350)"),
  canTag: z.boolean().describe("Extension: whether the caller may see and change the tags (manages one of the candidate's applications)"),
  talentPools: z
    .array(z.object({ id: ResourceId, name: z.string() }))
    .describe("Extension: the talent pools the person is kept in, oldest first; empty for callers other than admins and recruiters (docs/decisions/351)"),
  applications: z.array(CandidateApplication).describe("Only those the caller may see, oldest first"),
});

export const CandidateResponse = z.object({ candidate: Candidate });

export const CandidateTagsResponse = z.object({ tags: z.array(z.string()).describe("Alphabetical, ignoring case") });

export const OrganizationTagsResponse = z.object({
  tags: z
    .array(z.object({ label: z.string().describe("The most frequent spelling"), candidates: z.number().int().describe("Candidates the caller can see who carry it") }))
    .describe("Most used first, at most 500"),
});

export const DuplicatesResponse = z.object({
  duplicates: z.array(
    z.object({
      id: ResourceId,
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      createdAt: Timestamp,
      applications: z.number().int().min(0),
      reasons: z.array(z.enum(["same_email", "same_phone", "same_name_similar_email"])).describe("Why it is likely the same person"),
    }),
  ),
});

export const MergeResponse = z.object({
  candidate: Candidate,
  merge: z.object({ id: ResourceId, mergedAt: Timestamp, mergedCandidateId: ResourceId.describe("The record merged into the candidate") }),
});

export const UndoMergeResponse = z.object({ candidate: Candidate, restoredCandidateId: ResourceId.describe("The record that is its own again") });

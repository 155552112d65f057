import { z } from "zod";
import { ApplicationStatus } from "./application";
import { Count, Page, ResourceId, Timestamp } from "./common";

export const TalentPool = z.object({
  id: ResourceId,
  name: z.string(),
  description: z.string().nullable(),
  candidates: Count.describe("People in the pool"),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const TalentPoolsResponse = z.object({ pools: z.array(TalentPool).describe("Alphabetical") });
export const TalentPoolResponse = z.object({ pool: TalentPool });

export const PoolCandidate = z.object({
  id: ResourceId.describe("The candidate's id"),
  name: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  addedAt: Timestamp.describe("When the person was put in the pool"),
  applications: z.array(z.object({ id: ResourceId, jobId: ResourceId, jobTitle: z.string(), status: ApplicationStatus })).describe("Every application of theirs, oldest first"),
});

export const PoolCandidatesResponse = z.object({
  pool: TalentPool,
  candidates: z.array(PoolCandidate).describe("Most recently added first"),
  page: Page,
});

export const AddPoolCandidatesResponse = z.object({
  pool: TalentPool,
  added: z.array(ResourceId).describe("The candidates newly put in the pool (those already in it are left as they were)"),
});

import { z } from "zod";
import { Page, ResourceId, Timestamp } from "./common";
import { JobShort, Stage } from "./job";

export const ApplicationStatus = z.enum(["active", "rejected", "hired", "withdrawn"]);

export const Application = z.object({
  id: ResourceId,
  jobId: ResourceId,
  candidateId: ResourceId,
  currentStageId: ResourceId,
  coverLetter: z.string().nullable(),
  status: ApplicationStatus,
  createdAt: Timestamp,
});

export const ApplicationListItem = z.object({
  id: ResourceId,
  currentStageId: ResourceId,
  coverLetter: z.string().nullable(),
  status: ApplicationStatus,
  createdAt: Timestamp,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  resumeUrl: z.string().nullable(),
});

export const ApplicationResponse = z.object({ application: Application });

export const ListApplicationsResponse = z.object({
  job: JobShort,
  org: z.object({ slug: z.string() }),
  canManage: z.boolean().describe("Admin, recruiter, or hiring manager of this job"),
  stages: z.array(Stage).describe("All stages of the job in position order"),
  applications: z.array(ApplicationListItem),
  page: Page,
});

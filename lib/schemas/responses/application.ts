import { z } from "zod";
import { Page, ResourceId, Timestamp, UserId } from "./common";
import { JobShort, Stage } from "./job";
import { Answer, ApplicationKnockout } from "./question";

export const ApplicationStatus = z.enum(["active", "rejected", "hired", "withdrawn"]);

const UpdatedAt = Timestamp.describe("Last change to the application, its stage or status (ISO 8601 UTC, milliseconds)");

const ApplicationSource = z
  .string()
  .nullable()
  .describe("Where the application came from (lower-case, e.g. linkedin): the careers link's source or utm_source, or set by a recruiter; null when unknown");

export const Application = z.object({
  id: ResourceId,
  jobId: ResourceId,
  candidateId: ResourceId,
  currentStageId: ResourceId,
  coverLetter: z.string().nullable(),
  status: ApplicationStatus,
  createdAt: Timestamp,
  updatedAt: UpdatedAt,
  rejectionReasonId: ResourceId.nullable().describe("Extension: the organization's rejection reason of a rejected application, else null"),
  rejectionReasonLabel: z.string().nullable().describe("Extension: that reason's label as it reads now, else null"),
  source: ApplicationSource,
  referredBy: UserId.nullable().describe("Extension: the member whose referral started it (source `referral`, docs/decisions/501), else null"),
  agencyId: ResourceId.nullable().describe("Extension: the agency whose recruiter submitted it (source `agency`, docs/decisions/504), else null"),
  utm: z
    .object({ source: z.string().nullable(), medium: z.string().nullable(), campaign: z.string().nullable() })
    .describe("Extension: the utm_source, utm_medium and utm_campaign of the careers link the candidate applied from, as they arrived"),
  answers: z.array(Answer).describe("The answers to the job's questions it was sent with, in the form's order (decision 330)"),
  knockout: ApplicationKnockout.nullable().describe("Extension: the knockout rule one of its answers matched, else null"),
});

export const ApplicationListItem = z.object({
  id: ResourceId,
  candidateId: ResourceId,
  currentStageId: ResourceId,
  coverLetter: z.string().nullable(),
  status: ApplicationStatus,
  createdAt: Timestamp,
  updatedAt: UpdatedAt,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  rejectionReasonId: ResourceId.nullable().describe("Extension: the organization's rejection reason of a rejected application, else null"),
  source: ApplicationSource,
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

// GET /api/applications: a board row plus its job, across every job the caller can see.
export const ApplicationSyncItem = ApplicationListItem.extend({ jobId: ResourceId });

export const ListAllApplicationsResponse = z.object({
  applications: z.array(ApplicationSyncItem).describe("Oldest change first (updatedAt, then id), or in the order `sort` asks"),
  page: Page.extend({
    nextCursor: z
      .string()
      .nullable()
      .describe("Pass as `cursor` to continue after the last row of this page; null when nothing follows, and in an order other than the default"),
  }),
});

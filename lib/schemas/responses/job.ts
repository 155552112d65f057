import { z } from "zod";
import { Count, Page, ResourceId, Timestamp, UserId } from "./common";

export const JobStatus = z.enum(["draft", "open", "closed"]).describe("Only open jobs appear on the public board");
export const EmploymentType = z.enum(["full_time", "part_time", "contract", "temporary", "internship"]);
export const WorkplaceType = z.enum(["on_site", "hybrid", "remote"]);
const Salary = z.number().int().min(0).describe("Yearly amount in whole currency units");
export const SalaryCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .describe("Extension: ISO 4217 code of the salary amounts, e.g. EUR; null when not given");

export const Job = z
  .object({
    id: ResourceId,
    organizationId: ResourceId,
    slug: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    employmentType: EmploymentType.nullable(),
    department: z.string().nullable(),
    workplaceType: WorkplaceType.nullable(),
    salaryMin: Salary.nullable(),
    salaryMax: Salary.nullable(),
    salaryCurrency: SalaryCurrency.nullable(),
    duration: z.string().nullable().describe("Free text, e.g. \"6 months\""),
    kitBody: z.string().nullable().describe("Interview kit shown to reviewers"),
    hiringManagerIds: z.array(UserId),
    status: JobStatus,
    createdAt: Timestamp,
    updatedAt: Timestamp,
    approvalStatus: z.enum(["not_required", "pending", "approved", "rejected"]).describe("Extension (docs/decisions/395): with job approvals on, a job opens only once approved"),
    headcount: z.number().int().min(1).nullable().describe("Extension: how many people the job hires"),
    eeoSurvey: z
      .boolean()
      .describe("Extension (docs/decisions/461): the apply form asks the voluntary US EEO survey, when the organization's `eeoSurveyEnabled` is on too; a new job takes the organization's setting"),
  })
  .describe("A job (full form)");

export const JobShort = z
  .object({
    id: ResourceId,
    title: z.string(),
    slug: z.string(),
    hiringManagerIds: z.array(UserId),
    kitBody: z.string().nullable(),
  })
  .describe("A job (short form, inside the applications listing)");

export const Stage = z.object({
  id: ResourceId,
  jobId: ResourceId,
  name: z.string(),
  position: z.number().int().min(0).describe("0..n-1 within the job, no gaps"),
  candidateLabel: z.string().nullable().describe("Extension: what the candidate's application page calls the stage; null shows its name"),
});

export const Criterion = z.object({ id: ResourceId, name: z.string(), position: z.number().int().min(0) });

export const ListJobsResponse = z.object({
  jobs: z.array(Job),
  org: z.object({ slug: z.string(), name: z.string() }),
  locations: z.array(z.string()).describe("Distinct locations of the caller's visible jobs, sorted"),
  page: Page,
});

export const JobResponse = z.object({ job: Job });
export const StageResponse = z.object({ stage: Stage });
export const StagesResponse = z.object({ stages: z.array(Stage).describe("In position order") });
export const CriterionResponse = z.object({ criterion: Criterion });
export const CriteriaResponse = z.object({ criteria: z.array(Criterion).describe("The job's active criteria, in position order") });

export const DeleteStageResponse = z.object({
  stages: z.array(Stage).describe("The job's remaining stages, in position order"),
  movedApplications: Count.describe("Applications that were in the deleted stage and moved to `moveToStageId`"),
});

export const DeleteCriterionResponse = z.object({
  criteria: z.array(Criterion).describe("The job's remaining (active) criteria, in position order"),
  archived: z.boolean().describe("true: the criterion had scores and was archived, so scorecards keep them; false: it was deleted"),
});

export const StageCount = z.object({
  id: ResourceId,
  name: z.string(),
  position: z.number().int().min(0),
  active: Count.describe("Active applications in this stage"),
  hired: Count.describe("Hired applications in this stage (hiring moves them to the final stage)"),
});
export const StageCountsResponse = z.object({
  jobs: z
    .array(z.object({ jobId: ResourceId, stages: z.array(StageCount).describe("In position order; the last is the final stage") }))
    .describe("One entry per requested job the caller can see, by id; applications the caller cannot see are not counted"),
});

export const RatingSummary = z.object({
  applicationId: ResourceId,
  averageScore: z.number().min(1).max(4).nullable().describe("Average of all submitted ratings, 2 decimals; null without any"),
  feedbackCount: Count,
  recommendations: z
    .object({ strong_no: Count, no: Count, yes: Count, strong_yes: Count })
    .describe("How many feedback entries give each overall recommendation (extension)"),
});
export const RatingSummaryResponse = z.object({ summaries: z.array(RatingSummary) });

// GET /api/jobs/{id}/intake-address (extension, docs/decisions/498)
export const JobIntakeAddress = z
  .object({
    address: z
      .string()
      .describe(
        "Where to mail an application with a résumé attached: `jobs+<jobSlug>@<INBOUND_MAIL_DOMAIN>` for the deployment's oldest job with this slug, else `jobs+<jobSlug>.<orgSlug>@<INBOUND_MAIL_DOMAIN>`",
      ),
    acceptsApplications: z.boolean().describe("Whether mail to it becomes an application now: the job is open; otherwise the sender is told the address is not taking applications"),
  })
  .describe("A job's intake address for applications by e-mail");
export const JobIntakeAddressResponse = z.object({ intakeAddress: JobIntakeAddress });

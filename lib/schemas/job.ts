import { z } from "zod";
import { IdString, Name } from "./common";
import { CurrencyCode } from "./currency";
import { UpdatedSince } from "./sync";
import { PageQuery } from "@/lib/api/paging";

export const JOB_STATUSES = ["draft", "open", "closed"] as const;
export const EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "temporary", "internship"] as const;
export const WORKPLACE_TYPES = ["on_site", "hybrid", "remote"] as const;

// Postgres int4 holds the salary columns; anything larger is refused rather than overflowing.
const MAX_SALARY = 2_147_483_647;
const MAX_LONG_TEXT = 20_000;

// Optional text: trimmed, and an empty string clears the field (null), as a cleared form input would.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((s) => (s === "" ? null : s))
    .nullable()
    .optional();

const salary = z.number().int("must be a whole number").min(0, "must not be negative").max(MAX_SALARY, "is too large").nullable().optional();

const jobFields = {
  title: Name,
  description: optionalText(MAX_LONG_TEXT),
  location: optionalText(200),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable().optional(),
  department: optionalText(200),
  workplaceType: z.enum(WORKPLACE_TYPES).nullable().optional(),
  salaryMin: salary,
  salaryMax: salary,
  // extension (docs/decisions/182): ISO 4217 code of the salary range, null when not given
  salaryCurrency: CurrencyCode.nullable().optional(),
  duration: optionalText(200),
  kitBody: optionalText(MAX_LONG_TEXT),
  status: z.enum(JOB_STATUSES).optional(),
  hiringManagerIds: z.array(z.string().min(1).max(100)).max(50, "must list at most 50 people").optional(),
  // extension (docs/decisions/395): how many people the job hires
  headcount: z.number().int("must be a whole number").min(1, "must be at least 1").max(10_000, "is too large").nullable().optional(),
  // extension (docs/decisions/461): the US EEO survey on this job's apply form, when the organization's is on
  eeoSurvey: z.boolean().optional(),
};

const salaryInOrder = (b: { salaryMin?: number | null; salaryMax?: number | null }) =>
  b.salaryMin == null || b.salaryMax == null || b.salaryMin <= b.salaryMax;
const salaryMessage = { message: "salaryMin must not be greater than salaryMax", path: ["salaryMin"] };

export const CreateJobBody = z.object(jobFields).refine(salaryInOrder, salaryMessage);
export type CreateJobBody = z.output<typeof CreateJobBody>;

export const UpdateJobBody = z
  .object({ ...jobFields, title: Name.optional() })
  .refine(salaryInOrder, salaryMessage)
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "send at least one field to change" });
export type UpdateJobBody = z.output<typeof UpdateJobBody>;

export const ListJobsQuery = PageQuery.extend({
  q: z.string().trim().max(200, "must be at most 200 characters").optional(),
  location: z.string().max(200, "must be at most 200 characters").optional(),
  updatedSince: UpdatedSince.optional(),
});
export type ListJobsQuery = z.output<typeof ListJobsQuery>;

export const JobIdParams = z.object({ id: IdString });

// The full Job form (endpoint 6) plus the extension field `status`; hiringManagerIds come
// from job_hiring_managers and are flattened by toJob.
export const jobSelect = {
  id: true,
  organizationId: true,
  slug: true,
  title: true,
  description: true,
  location: true,
  employmentType: true,
  department: true,
  workplaceType: true,
  salaryMin: true,
  salaryMax: true,
  salaryCurrency: true,
  duration: true,
  kitBody: true,
  hiringManagers: { select: { userId: true }, orderBy: { userId: "asc" } },
  createdAt: true,
  updatedAt: true,
  status: true,
  approvalStatus: true,
  headcount: true,
  eeoSurvey: true,
} as const;

// Fields the public careers board shows: a change to any of them refreshes the board.
export const PUBLIC_JOB_FIELDS = [
  "slug",
  "title",
  "description",
  "location",
  "employmentType",
  "department",
  "workplaceType",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "status",
  "eeoSurvey",
] as const;

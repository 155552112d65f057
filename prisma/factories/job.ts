import { ownerDb } from "@/lib/db/owner";
import type { EmploymentType, JobStatus, WorkplaceType } from "@/lib/generated/prisma/enums";
import { unique } from "./sequence";

export const DEFAULT_STAGE_NAMES = ["Applied", "Screen", "Interview", "Offer", "Hired"];

export type JobFactoryInput = {
  title?: string;
  slug?: string;
  status?: JobStatus;
  description?: string | null;
  location?: string | null;
  department?: string | null;
  employmentType?: EmploymentType | null;
  workplaceType?: WorkplaceType | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string | null;
  duration?: string | null;
  kitBody?: string | null;
  hiringManagerIds?: string[];
  stageNames?: string[];
  criteria?: string[];
  createdAt?: Date;
  // the EEO survey of the job; like the API, the organization's setting when not given (decision 461)
  eeoSurvey?: boolean;
};

export async function createJob(organizationId: number, data: JobFactoryInput = {}) {
  const title = data.title ?? "Software Engineer";
  const eeoSurvey = data.eeoSurvey ?? (await ownerDb.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { eeoSurveyEnabled: true } })).eeoSurveyEnabled;
  return ownerDb.job.create({
    data: {
      organizationId,
      title,
      eeoSurvey,
      slug: data.slug ?? unique(title.toLowerCase().replace(/[^a-z0-9]+/g, "-")).toLowerCase().replace(/[^a-z0-9-]/g, ""),
      status: data.status ?? "open",
      description: data.description ?? null,
      location: data.location ?? null,
      department: data.department ?? null,
      employmentType: data.employmentType ?? null,
      workplaceType: data.workplaceType ?? null,
      salaryMin: data.salaryMin ?? null,
      salaryMax: data.salaryMax ?? null,
      salaryCurrency: data.salaryCurrency ?? null,
      duration: data.duration ?? null,
      kitBody: data.kitBody ?? null,
      ...(data.createdAt ? { createdAt: data.createdAt, updatedAt: data.createdAt } : {}),
      hiringManagers: { create: (data.hiringManagerIds ?? []).map((userId) => ({ userId })) },
      stages: { create: (data.stageNames ?? DEFAULT_STAGE_NAMES).map((name, position) => ({ name, position })) },
      criteria: { create: (data.criteria ?? []).map((name, position) => ({ name, position })) },
    },
    include: { stages: { orderBy: { position: "asc" } }, criteria: { orderBy: { position: "asc" } } },
  });
}

import type { jobOperations } from "@/lib/openapi/operations/jobs";
import type { BodyOf } from "@/lib/ui/response-of";
import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import { CreateJobBody } from "@/lib/schemas/job";
import type { Job } from "@/lib/ui/types";

// What the job form edits: every input as text, converted to the API body on submit.
export type JobFormValues = {
  title: string;
  description: string;
  location: string;
  department: string;
  employmentType: string;
  workplaceType: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  duration: string;
  kitBody: string;
  status: string;
  hiringManagerIds: string[];
  // the job's EEO survey (decision 461): null while untouched, so a new job takes the organization's
  // setting and an edit leaves it as it is
  eeoSurvey: boolean | null;
};

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

export const emptyJobForm: JobFormValues = {
  title: "",
  description: "",
  location: "",
  department: "",
  employmentType: "",
  workplaceType: "",
  salaryMin: "",
  salaryMax: "",
  salaryCurrency: "",
  duration: "",
  kitBody: "",
  status: "draft",
  hiringManagerIds: [],
  eeoSurvey: null,
};

export function jobToForm(job: Job): JobFormValues {
  return {
    title: job.title,
    description: job.description ?? "",
    location: job.location ?? "",
    department: job.department ?? "",
    employmentType: job.employmentType ?? "",
    workplaceType: job.workplaceType ?? "",
    salaryMin: job.salaryMin === null ? "" : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? "" : String(job.salaryMax),
    salaryCurrency: job.salaryCurrency ?? "",
    duration: job.duration ?? "",
    kitBody: job.kitBody ?? "",
    status: job.status,
    hiringManagerIds: [...job.hiringManagerIds],
    eeoSurvey: null,
  };
}

function salary(text: string): number | null | typeof NaN {
  const trimmed = text.trim().replace(/[,\s]/g, "");
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
}

// The same rules the API applies (CreateJobBody), run in the browser so mistakes show before a round trip.
export function toJobBody(values: JobFormValues, t: RecruiterT): { body: BodyOf<typeof jobOperations.createJob> | null; errors: JobFormErrors } {
  const errors: JobFormErrors = {};
  const salaryMin = salary(values.salaryMin);
  const salaryMax = salary(values.salaryMax);
  if (Number.isNaN(salaryMin)) errors.salaryMin = t("Jobs.JobFormValues.wholeNumberMin");
  if (Number.isNaN(salaryMax)) errors.salaryMax = t("Jobs.JobFormValues.wholeNumberMax");
  const body = {
    title: values.title,
    description: values.description,
    location: values.location,
    department: values.department,
    employmentType: values.employmentType || null,
    workplaceType: values.workplaceType || null,
    salaryMin: Number.isNaN(salaryMin) ? null : salaryMin,
    salaryMax: Number.isNaN(salaryMax) ? null : salaryMax,
    salaryCurrency: values.salaryCurrency || null,
    duration: values.duration,
    kitBody: values.kitBody,
    status: values.status,
    hiringManagerIds: values.hiringManagerIds,
    ...(values.eeoSurvey === null ? {} : { eeoSurvey: values.eeoSurvey }),
  };
  const parsed = CreateJobBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "title") as keyof JobFormValues;
      const message = field === "salaryMin" && issue.message.includes("salaryMax") ? t("Jobs.JobFormValues.minAboveMax") : sentence(issue.message);
      if (!errors[field]) errors[field] = message;
    }
  }
  // the endpoint's own schema accepted `body` just above
  return Object.keys(errors).length ? { body: null, errors } : { body: body as BodyOf<typeof jobOperations.createJob>, errors };
}

function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { Page, Timestamp } from "./common";
import { EmploymentType, SalaryCurrency, WorkplaceType } from "./job";
import { PublicOrganization } from "./organization";
import { PublicQuestion } from "./question";

const publicJobFields = {
  slug: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  employmentType: EmploymentType.nullable(),
  department: z.string().nullable(),
  workplaceType: WorkplaceType.nullable(),
  salaryMin: z.number().int().min(0).nullable(),
  salaryMax: z.number().int().min(0).nullable(),
  salaryCurrency: SalaryCurrency.nullable(),
};

export const PublicJob = z.object(publicJobFields).describe("An open job on the public board");
export const PublicJobDetail = z
  .object({
    ...publicJobFields,
    description: z.string().nullable(),
    duration: z.string().nullable(),
    createdAt: Timestamp.describe("When the job was created (the posting date)"),
    updatedAt: Timestamp,
    eeoSurvey: z.boolean().describe("Extension: the apply form asks the voluntary EEO survey when this and the organization's `eeoSurveyEnabled` are both on (docs/decisions/461)"),
    questions: z.array(PublicQuestion).describe("The questions the apply form asks, in order; answered as `answers` of the apply"),
  })
  .describe("An open job on the public board, with its description");

export const PublicJobsResponse = z.object({
  organization: PublicOrganization,
  jobs: z.array(PublicJob),
  page: Page,
});

export const PublicJobResponse = z.object({
  organization: PublicOrganization,
  job: PublicJobDetail,
  locale: z.enum(LOCALES).describe("Extension: the language the questions are given in: the one asked for when the organization offers it, else its first"),
});

export const WithdrawalState = z.enum(["pending", "withdrawn", "expired"]);
export const WithdrawalResponse = z.object({
  withdrawal: z.object({ state: WithdrawalState, jobTitle: z.string(), organizationName: z.string() }),
});
export const ConfirmWithdrawalResponse = z.object({
  ok: z.literal(true),
  state: z.literal("withdrawn"),
  alreadyWithdrawn: z.boolean().describe("true when the link had been used before"),
});

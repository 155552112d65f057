import { z } from "zod";
import { Count, DateOnly, Page, ResourceId, Timestamp, UserId } from "./common";
import { OfferSalary } from "./offer";

// New hires handed to the HR system (docs/decisions/483).
export const HandoffStatus = z.enum(["pending", "delivered", "failed"]).describe("`pending` while the queue still tries; `failed` after an answer a retry cannot change, or the last try");

export const NewHireHandoff = z.object({
  connector: z.enum(["bamboohr"]),
  status: HandoffStatus,
  attempts: Count,
  error: z.string().nullable().describe("The HR system's answer to the last failed try"),
  employeeId: z.string().nullable().describe("The employee's id in the HR system, once created"),
  deliveredAt: Timestamp.nullable(),
});

export const NewHire = z.object({
  id: ResourceId,
  offerId: ResourceId.describe("The accepted offer"),
  applicationId: ResourceId,
  candidateId: ResourceId,
  person: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).describe("As the candidate applied"),
  job: z.object({
    id: ResourceId,
    title: z.string(),
    department: z.string().nullable(),
    location: z.string().nullable(),
    employmentType: z.enum(["full_time", "part_time", "contract", "temporary", "internship"]).nullable().describe("The offer's, else the job's"),
  }),
  salary: OfferSalary.describe("The accepted offer's"),
  startDate: DateOnly.nullable().describe("The accepted offer's start date"),
  manager: z.object({ id: UserId, name: z.string(), email: z.string() }).nullable().describe("The job's first hiring manager (by name) when the offer was accepted"),
  documents: z
    .array(
      z.object({
        kind: z.enum(["offer_letter", "resume"]),
        url: z.string().describe("An authenticated download route of this API (the files are never inlined)"),
      }),
    )
    .describe("The signed offer letter's PDF and the résumé sent with the application, where there are"),
  handoffs: z.array(NewHireHandoff).describe("One per HR connector the organization had switched on when the offer was accepted"),
  createdAt: Timestamp.describe("When the offer was accepted"),
});

export const NewHireResponse = z.object({ newHire: NewHire });
export const NewHiresResponse = z.object({ newHires: z.array(NewHire).describe("Newest first"), page: Page });
export const NewHiresExport = z.object({ exportedAt: Timestamp, newHires: z.array(NewHire) });

export const BambooHrConnectionResponse = z.object({
  bamboohr: z.object({
    connected: z.boolean(),
    companyDomain: z.string().nullable().describe("The BambooHR subdomain (acme for acme.bamboohr.com)"),
    connectedAt: Timestamp.nullable(),
  }),
});

export const NewHireHandoffsResponse = z.object({
  handoffs: z.array(
    z.object({
      id: ResourceId,
      newHireId: ResourceId,
      connector: z.enum(["bamboohr"]),
      label: z.string().describe("The hire's name and job title"),
      status: HandoffStatus,
      attempts: Count,
      error: z.string().nullable(),
      employeeId: z.string().nullable(),
      createdAt: Timestamp,
      deliveredAt: Timestamp.nullable(),
    }),
  ),
  page: Page,
});

// candidate.hired: the new hire as GET /api/new-hires/{id} answers it, its hand-offs still pending
export const CandidateHiredEvent = z
  .object({ type: z.literal("candidate.hired"), timestamp: Timestamp.describe("When the offer was accepted"), data: NewHire.extend({ previous: z.null().describe("null: the new hire is new") }) })
  .describe("A candidate accepted an offer: the new hire for the HR system (docs/decisions/483)");

// The CSV exports: a header line, then one line per hire (RFC 4180, CRLF)
export const NewHiresCsv = z.string().describe("CSV: `New hire id,Name,Email,Phone,Job id,Job title,Department,Location,Employment type,Salary amount,Salary currency,Salary period,Start date,Manager,Manager email,Offer letter,Resume,Accepted at,BambooHR status,BambooHR employee id`");

import { z } from "zod";
import { Email, Id, Name } from "./common";
import { OptionalNote, OptionalPhone } from "./person-fields";

// Agencies (docs/decisions/504): an admin adds an agency, gives it jobs and invites its recruiters;
// the recruiters submit candidates to those jobs.
export const AGENCY_NAME_MAX = 120;
export const OWNERSHIP_DAYS_DEFAULT = 180;
export const OWNERSHIP_DAYS_MAX = 3650;
export const AGENCY_JOBS_MAX = 500;

export const AgencyBody = z.object({
  name: z.string().trim().min(1, "must not be empty").max(AGENCY_NAME_MAX, `must be at most ${AGENCY_NAME_MAX} characters`).describe("The agency's name, unique in the organization"),
  ownershipDays: z
    .number()
    .int("must be a whole number of days")
    .min(1, "must be at least 1 day")
    .max(OWNERSHIP_DAYS_MAX, `must be at most ${OWNERSHIP_DAYS_MAX} days`)
    .default(OWNERSHIP_DAYS_DEFAULT)
    .describe(`How long a person the agency submits stays its own: another agency submitting them meanwhile is refused (default ${OWNERSHIP_DAYS_DEFAULT}, about six months)`),
});
export type AgencyBody = z.output<typeof AgencyBody>;

export const AgencyRecruiterBody = z.object({
  email: Email,
  name: Name.describe("The recruiter's name, as the admin knows it"),
});
export type AgencyRecruiterBody = z.output<typeof AgencyRecruiterBody>;

export const AgencyJobsBody = z.object({
  jobIds: z
    .array(Id)
    .max(AGENCY_JOBS_MAX, `must list at most ${AGENCY_JOBS_MAX} jobs`)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
    .describe("Every job given to the agency (the set replaces the one before; [] gives none)"),
});
export type AgencyJobsBody = z.output<typeof AgencyJobsBody>;

// an agency recruiter's submission, as JSON or multipart/form-data with a `resume` file
export const AgencySubmissionBody = z.object({
  name: Name,
  email: Email,
  phone: OptionalPhone,
  note: OptionalNote,
});
export type AgencySubmissionBody = z.output<typeof AgencySubmissionBody>;

// what an agency recruiter is shown of a submission: its application's status
export const SUBMISSION_STATUSES = ["active", "rejected", "hired", "withdrawn"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

import { z } from "zod";
import { SUBMISSION_STATUSES } from "@/lib/schemas/agency";
import { ResourceId, Timestamp } from "./common";

// An agency as the admins see it (docs/decisions/504): its jobs and its recruiters, members and
// those invited who have not joined yet
export const Agency = z.object({
  id: ResourceId,
  name: z.string(),
  ownershipDays: z.number().int().describe("How long a person the agency submits stays its own"),
  jobIds: z.array(ResourceId).describe("The jobs given to the agency, ascending"),
  recruiters: z
    .array(
      z.object({
        name: z.string().describe("The member's name, or the name the invitation gave"),
        email: z.string(),
        status: z.enum(["member", "invited"]).describe("member: joined; invited: an invitation not accepted yet"),
      }),
    )
    .describe("The agency's recruiters, by name"),
  createdAt: Timestamp,
});

export const AgencyList = z.object({ agencies: z.array(Agency) });
export const AgencyResponse = z.object({ agency: Agency });

export const AgencyInvitationResponse = z.object({
  invitation: z.object({ email: z.string(), name: z.string(), agencyId: ResourceId }).describe("The invitation sent: a single-use link, valid 7 days"),
  simulated: z.boolean().describe("true when no SMTP server is configured and the mail went only to the outbox"),
});

export const CreatedAgencySubmission = z.object({
  submission: z.object({
    id: ResourceId,
    applicationId: ResourceId,
    status: z.enum(SUBMISSION_STATUSES),
    createdAt: Timestamp,
  }),
});

// GET /api/agency-submissions: the caller's own submissions, newest first, in the candidate's words
export const AgencySubmissionList = z.object({
  submissions: z.array(
    z.object({
      id: ResourceId,
      candidateName: z.string().describe("The name as the recruiter typed it"),
      jobTitle: z.string().describe("The job as it was titled when submitted"),
      status: z.enum(SUBMISSION_STATUSES).describe("The application's status"),
      stageLabel: z.string().nullable().describe("The stage as the team words it for candidates (its candidateLabel), else its name"),
      createdAt: Timestamp,
    }),
  ),
});

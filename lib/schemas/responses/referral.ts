import { z } from "zod";
import { REFERRAL_STATUSES } from "@/lib/schemas/referral";
import { ResourceId, Timestamp } from "./common";

// POST /api/referrals (docs/decisions/501): the same shape whether the person was new to the
// organization or not
export const CreatedReferral = z.object({
  referral: z.object({
    id: ResourceId,
    candidateId: ResourceId.describe("The organization's candidate with that e-mail; a referrer without access to it reads 404 there"),
    applicationId: ResourceId.nullable().describe("The application on the job; null for a referral to the company in general"),
    jobId: ResourceId.nullable().describe("null: the company in general"),
    status: z.enum(REFERRAL_STATUSES),
    createdAt: Timestamp,
  }),
});

// GET /api/referrals?mine=true: the caller's referrals, newest first, in the words the candidate
// reads; no feedback, notes, salaries or offers
export const ReferralList = z.object({
  referrals: z.array(
    z.object({
      id: ResourceId,
      candidateName: z.string().describe("The name as the referrer typed it"),
      jobTitle: z.string().nullable().describe("null: the company in general"),
      status: z
        .enum(REFERRAL_STATUSES)
        .describe("received: a referral to the company in general; else the application's status (a person who had already applied to the job shows active)"),
      stageLabel: z.string().nullable().describe("The stage as the team words it for candidates (its candidateLabel), else its name; null without a job"),
      createdAt: Timestamp,
    }),
  ),
});

import { z } from "zod";
import { ResourceId, Timestamp, UserId } from "./common";

export const InterviewStatus = z.enum(["scheduled", "cancelled", "completed"]);

export const Interview = z.object({
  id: ResourceId,
  applicationId: ResourceId,
  title: z.string(),
  startsAt: Timestamp,
  endsAt: Timestamp,
  timeZone: z.string().describe("IANA time zone the interview is arranged in (how invitations and the UI show it)"),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  instructions: z.string().nullable().describe("Instructions for the candidate, sent with their invitation"),
  interviewerIds: z.array(UserId),
  status: InterviewStatus,
  candidateName: z.string().describe("Whom the interview meets"),
  jobTitle: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const InterviewResponse = z.object({ interview: Interview });
export const InterviewsResponse = z.object({ interviews: z.array(Interview).describe("By start time") });

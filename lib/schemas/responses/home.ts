import { z } from "zod";
import { ResourceId, Timestamp } from "./common";

export const HomeTask = z.object({
  applicationId: ResourceId,
  jobId: ResourceId,
  candidateName: z.string(),
  jobTitle: z.string(),
  requestedAt: Timestamp,
  interview: z
    .object({ id: ResourceId, title: z.string(), startsAt: Timestamp })
    .nullable()
    .describe("The interview whose scorecard the request asks for (extension, decision 486); null when the request names none"),
});

export const ReviewQueueItem = z.object({
  applicationId: ResourceId,
  jobId: ResourceId,
  candidateName: z.string(),
  jobTitle: z.string(),
  appliedAt: Timestamp,
});

export const HomeResponse = z.object({
  myTasks: z.array(HomeTask).max(50).describe("Open review requests of the caller, oldest first"),
  reviewQueue: z.array(ReviewQueueItem).max(50).describe("Active applications in the first stage of jobs the caller manages"),
});

import { z } from "zod";
import { ApplicationStatus } from "./application";
import { ResourceId } from "./common";
import { JobStatus } from "./job";

export const SearchPersonApplication = z.object({
  id: ResourceId,
  jobId: ResourceId,
  jobTitle: z.string(),
  status: ApplicationStatus,
});

export const SearchPerson = z.object({
  candidateId: ResourceId,
  name: z.string().describe("The candidate's name as first given"),
  email: z.string(),
  applications: z.array(SearchPersonApplication).describe("The applications of theirs the caller may see, newest first"),
});

export const SearchJob = z.object({ id: ResourceId, title: z.string(), status: JobStatus });

export const SearchResponse = z.object({
  people: z.array(SearchPerson).describe("At most 8, by name"),
  jobs: z.array(SearchJob).describe("At most 8, by title"),
});

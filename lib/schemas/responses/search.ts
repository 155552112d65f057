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

export const SearchMatch = z.object({
  candidateId: ResourceId,
  name: z.string(),
  email: z.string(),
  rank: z.number().describe("Higher is better: the cover density of the person's matching documents, summed"),
  foundIn: z.enum(["application", "note"]).describe("Where the best match is: an application (name, e-mail, answers, résumé, cover letter) or a note"),
  snippet: z.array(z.object({ text: z.string(), match: z.boolean() })).describe("Up to two passages of the best document, the matching words as their own segments with `match: true`"),
  applications: z.array(SearchPersonApplication).describe("The applications of theirs the caller may see, newest first"),
});

export const SearchResponse = z.object({
  people: z.array(SearchPerson).describe("At most 8, by name"),
  jobs: z.array(SearchJob).describe("At most 8, by title"),
  matches: z.array(SearchMatch).describe("Full-text matches, best first: 8, or `matches` (none for 0)"),
});

import { z } from "zod";

export const MAX_TAG_LENGTH = 40;
export const MAX_TAGS_PER_CANDIDATE = 20;

// One tag as a person types it: one line, trimmed, 1-40 characters. Case is kept as written; two
// tags that differ only in case are the same tag.
export const TagLabel = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(MAX_TAG_LENGTH, `must be at most ${MAX_TAG_LENGTH} characters`)
  .regex(/^[^\p{Cc}]*$/u, "must be one line of text");

// The same tag up to case, once, in the first spelling given.
export function distinctTags(tags: string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()];
}

// PUT /api/candidates/{id}/tags: the candidate's whole set of tags.
export const ReplaceCandidateTagsBody = z.object({
  tags: z
    .array(TagLabel)
    .transform(distinctTags)
    .pipe(z.array(z.string()).max(MAX_TAGS_PER_CANDIDATE, `must have at most ${MAX_TAGS_PER_CANDIDATE} different tags`)),
});
export type ReplaceCandidateTagsBody = z.output<typeof ReplaceCandidateTagsBody>;

// Tags in the order people read them: alphabetical, ignoring case.
export function sortTags(tags: string[]): string[] {
  return [...tags].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }) || a.localeCompare(b));
}

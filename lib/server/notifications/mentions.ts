import { MENTION_PATTERN } from "@/lib/schemas/note";

// The members a note's body mentions, each once.
export function mentionedUserIds(body: string): string[] {
  return [...new Set([...body.matchAll(MENTION_PATTERN)].map((match) => match[2]))];
}

// A mention in a note's body is `@[Name](userId)`: the name as it was offered, the member's id.
const MENTION = /@\[([^\]\n]{1,200})\]\(([A-Za-z0-9_-]{1,64})\)/g;

export function mentionedUserIds(body: string): string[] {
  return [...new Set([...body.matchAll(MENTION)].map((match) => match[2]))];
}

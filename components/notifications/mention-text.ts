import { MENTION_PATTERN } from "@/lib/schemas/note";

export type NotePart = { text: string; mention: boolean };

// A note's body as runs of text and of mentions, which read as "@Name".
export function noteParts(body: string): NotePart[] {
  const parts: NotePart[] = [];
  let last = 0;
  for (const match of body.matchAll(MENTION_PATTERN)) {
    if (match.index > last) parts.push({ text: body.slice(last, match.index), mention: false });
    parts.push({ text: `@${match[1]}`, mention: true });
    last = match.index + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last), mention: false });
  return parts;
}

// What was typed after an "@" right before the caret, if the caret is in a mention being written.
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@[\]()]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
}

// The text with the mention being written replaced by the member's, and where the caret goes.
export function insertMention(text: string, caret: number, at: { start: number }, member: { id: string; name: string }): { text: string; caret: number } {
  const token = `@[${member.name.replace(/[[\]\n]/g, " ")}](${member.id}) `;
  return { text: text.slice(0, at.start) + token + text.slice(caret), caret: at.start + token.length };
}

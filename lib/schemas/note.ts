import { z } from "zod";

export const MAX_NOTE_BODY = 10_000;

export const CreateNoteBody = z.object({
  body: z.string().trim().min(1, "must not be empty").max(MAX_NOTE_BODY, `must be at most ${MAX_NOTE_BODY} characters`),
});
export type CreateNoteBody = z.output<typeof CreateNoteBody>;

// A mention in a note's body is `@[Name](userId)`: the name as it was offered, the member's id
// (docs/decisions/480). The server notifies by it; the note editor writes it and the notes show it.
export const MENTION_PATTERN = /@\[([^\]\n]{1,200})\]\(([A-Za-z0-9_-]{1,64})\)/g;

export const noteSelect = { id: true, authorId: true, authorName: true, body: true, createdAt: true } as const;

type NoteRow = { id: number; authorId: string | null; authorName: string; body: string; createdAt: Date };

export function toNote(row: NoteRow, callerId: string) {
  return { id: row.id, authorName: row.authorName, body: row.body, createdAt: row.createdAt, isMine: row.authorId === callerId };
}
